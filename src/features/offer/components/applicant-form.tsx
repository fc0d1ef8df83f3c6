import type { ReactNode } from 'react';
import { FormProvider, useWatch, type UseFormReturn } from 'react-hook-form';
import { useLocale } from '../../../lib/locale';
import type { ApplicantValues } from '../model/applicant-values';
import { applicantFieldLabel } from '../model/field-paths';
import { identityFieldOf, identityNumberProgress } from '../model/applicant-schema';
import { useBankAssessment } from './bank-assessment';
import { TextField } from './fields';

type IdentityField = ReturnType<typeof identityFieldOf>;

interface ApplicantFormProps {
  form: UseFormReturn<ApplicantValues>;
  customerType: string;
  onSubmit: (values: ApplicantValues) => void;
  isSubmitting: boolean;
}

/** Who applies: name, contact and the identity number the customer type needs. */
export function ApplicantForm({ form, customerType, onSubmit, isSubmitting }: ApplicantFormProps) {
  const identityField = identityFieldOf(customerType);
  const isBusiness = identityField === 'organizationNumber';
  const { t } = useLocale();
  // The send button says so when the bank's rules make a refusal likely (shown above it).
  const likelyRefused = useBankAssessment()?.outcome === 'unlikely';
  return (
    <FormProvider {...form}>
      <form
        className="applicant-form"
        noValidate
        aria-labelledby="applicant-form-title"
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      >
        <h3 id="applicant-form-title">{t('offer.applicant.title')}</h3>
        {isBusiness ? (
          <div className="offer-grid">
            <TextField
              name="companyName"
              label={applicantFieldLabel('companyName')}
              autoComplete="off"
            />
            <IdentityNumberField key={identityField} field={identityField} />
          </div>
        ) : null}
        <Contact isBusiness={isBusiness}>
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
          {isBusiness ? null : <IdentityNumberField key={identityField} field={identityField} />}
        </Contact>
        <div className="actions">
          <button type="submit" disabled={isSubmitting} aria-disabled={isSubmitting}>
            {isSubmitting
              ? t('offer.applicant.submitting')
              : likelyRefused
                ? t('offer.applicant.submitLikelyRefused')
                : t('offer.applicant.submit')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

/** The identity number the customer type needs, its check digits followed as it is typed. */
function IdentityNumberField({ field }: { field: IdentityField }) {
  const value = useWatch<ApplicantValues, IdentityField>({ name: field });
  const { t } = useLocale();
  return (
    <TextField
      name={field}
      label={applicantFieldLabel(field)}
      inputMode="numeric"
      autoComplete="off"
      hint={identityNumberProgress(value, field, t)}
    />
  );
}

/** A business applies through its contact person, whose details are grouped under that name. */
function Contact({ isBusiness, children }: { isBusiness: boolean; children: ReactNode }) {
  const { t } = useLocale();
  if (!isBusiness) return <div className="offer-grid">{children}</div>;
  return (
    <fieldset className="offer-list">
      <legend>{t('offer.applicant.contactPerson')}</legend>
      <div className="offer-grid">{children}</div>
    </fieldset>
  );
}
