import { FormProvider, useWatch, type UseFormReturn } from 'react-hook-form';
import { useLocale } from '../../../lib/locale';
import type { ApplicantValues } from '../model/applicant-values';
import { applicantFieldLabel } from '../model/field-paths';
import { identityFieldOf, identityNumberProgress } from '../model/applicant-schema';
import { TextField } from './fields';

interface ApplicantFormProps {
  form: UseFormReturn<ApplicantValues>;
  customerType: string;
  onSubmit: (values: ApplicantValues) => void;
  isSubmitting: boolean;
}

/** Who applies: name, contact and the identity number the customer type needs. */
export function ApplicantForm({ form, customerType, onSubmit, isSubmitting }: ApplicantFormProps) {
  const identityField = identityFieldOf(customerType);
  const identityValue = useWatch({ control: form.control, name: identityField });
  const { t } = useLocale();
  return (
    <FormProvider {...form}>
      <form
        className="applicant-form"
        noValidate
        aria-labelledby="applicant-form-title"
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      >
        <h3 id="applicant-form-title">{t('offer.applicant.title')}</h3>
        <div className="offer-grid">
          <TextField name="firstName" label={applicantFieldLabel('firstName')} autoComplete="off" />
          <TextField name="lastName" label={applicantFieldLabel('lastName')} autoComplete="off" />
          <TextField
            name="email"
            label={applicantFieldLabel('email')}
            type="email"
            autoComplete="off"
          />
          <TextField
            name="phone"
            label={applicantFieldLabel('phone')}
            type="tel"
            autoComplete="off"
            hint={t('offer.applicant.phone.hint')}
          />
          {identityField === 'organizationNumber' ? (
            <TextField
              key="organizationNumber"
              name="organizationNumber"
              label={applicantFieldLabel('organizationNumber')}
              inputMode="numeric"
              autoComplete="off"
              hint={identityNumberProgress(identityValue, identityField, t)}
            />
          ) : (
            <TextField
              key="nationalIdentityNumber"
              name="nationalIdentityNumber"
              label={applicantFieldLabel('nationalIdentityNumber')}
              inputMode="numeric"
              autoComplete="off"
              hint={identityNumberProgress(identityValue, identityField, t)}
            />
          )}
        </div>
        <div className="actions">
          <button type="submit" disabled={isSubmitting} aria-disabled={isSubmitting}>
            {isSubmitting ? t('offer.applicant.submitting') : t('offer.applicant.submit')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
