import { FormProvider, useWatch, type UseFormReturn } from 'react-hook-form';
import type { ApplicantValues } from '../model/applicant-values';
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
  return (
    <FormProvider {...form}>
      <form
        className="applicant-form"
        noValidate
        aria-labelledby="applicant-form-title"
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      >
        <h3 id="applicant-form-title">Create the application</h3>
        <div className="offer-grid">
          <TextField name="firstName" label="First name" autoComplete="off" />
          <TextField name="lastName" label="Last name" autoComplete="off" />
          <TextField name="email" label="Email" type="email" autoComplete="off" />
          <TextField
            name="phone"
            label="Phone"
            type="tel"
            autoComplete="off"
            hint="e.g. +47 912 34 567"
          />
          {identityField === 'organizationNumber' ? (
            <TextField
              key="organizationNumber"
              name="organizationNumber"
              label="Organisation number"
              inputMode="numeric"
              autoComplete="off"
              hint={identityNumberProgress(identityValue, identityField)}
            />
          ) : (
            <TextField
              key="nationalIdentityNumber"
              name="nationalIdentityNumber"
              label="National identity number"
              inputMode="numeric"
              autoComplete="off"
              hint={identityNumberProgress(identityValue, identityField)}
            />
          )}
        </div>
        <div className="actions">
          <button type="submit" disabled={isSubmitting} aria-disabled={isSubmitting}>
            {isSubmitting ? 'Creating the application…' : 'Create application'}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
