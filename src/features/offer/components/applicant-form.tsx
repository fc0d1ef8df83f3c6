import { useId, type ReactNode } from 'react';
import { FormProvider, useFormContext, useWatch, type UseFormReturn } from 'react-hook-form';
import { EMPLOYMENT_TYPES, HOUSING_TYPES } from '../../../domain/contract';
import { formatDateTime } from '../../../domain/format';
import { reasonMessage, sayMessage } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import type { ApplicantValues } from '../model/applicant-values';
import { employmentLabel, housingLabel } from '../../../components/object-labels';
import { applicantFieldLabel, type LabelledApplicantField } from '../model/field-paths';
import { identityFieldOf, identityNumberProgress } from '../model/applicant-schema';
import { useBankAssessment } from './bank-assessment';
import { CompanyStanding } from './company-standing';
import { CheckboxField, optionsOf, SelectField, TextField } from './fields';
import { PostCodeTown } from './post-code-town';

type IdentityField = ReturnType<typeof identityFieldOf>;

/** Where a person's fields stand in the form: the applicant's at the top, a co-applicant's under it. */
type PersonPrefix = '' | 'coApplicant.';

interface ApplicantFormProps {
  form: UseFormReturn<ApplicantValues>;
  customerType: string;
  onSubmit: (values: ApplicantValues) => void;
  isSubmitting: boolean;
}

/**
 * Who applies and what the bank decides by: a private person's contact details, identity number,
 * address, work and household finances, and a co-applicant if one applies beside them; or a
 * business, its address and its contact person. Each consents to the credit check.
 */
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
        {isBusiness ? <Business /> : <PrivatePerson prefix="" />}
        {isBusiness ? null : <CoApplicant />}
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

/** A field's label: the co-applicant's are read in the co-applicant's section. */
const labelOf = (field: LabelledApplicantField) => applicantFieldLabel(field);

function Business() {
  const { t } = useLocale();
  return (
    <>
      <div className="offer-grid">
        <TextField name="companyName" label={labelOf('companyName')} autoComplete="off" />
        <IdentityNumberField name="organizationNumber" field="organizationNumber" />
      </div>
      <Section title={t('offer.applicant.companyAddress')}>
        <AddressFields prefix="" />
      </Section>
      <Section title={t('offer.applicant.contactPerson')}>
        <div className="offer-grid">
          <ContactFields prefix="" />
        </div>
        <ConsentField prefix="" />
      </Section>
      <CompanyStanding />
    </>
  );
}

/** A private person applying: contact, identity, address, work and finances, consent. */
function PrivatePerson({ prefix }: { prefix: PersonPrefix }) {
  const { t } = useLocale();
  return (
    <>
      <div className="offer-grid">
        <ContactFields prefix={prefix} />
        <IdentityNumberField
          name={`${prefix}nationalIdentityNumber`}
          field="nationalIdentityNumber"
        />
      </div>
      <Section title={t('offer.applicant.addressTitle')}>
        <AddressFields prefix={prefix} />
      </Section>
      <Section title={t('offer.applicant.financesTitle')}>
        <FinanceFields prefix={prefix} />
        {prefix === '' ? <HouseholdFindings /> : null}
      </Section>
      <ConsentField prefix={prefix} />
    </>
  );
}

function CoApplicant() {
  const { t } = useLocale();
  const hasCoApplicant = useWatch<ApplicantValues, 'hasCoApplicant'>({ name: 'hasCoApplicant' });
  return (
    <Section title={t('offer.applicant.coApplicantTitle')}>
      <CheckboxField
        name="hasCoApplicant"
        label={labelOf('hasCoApplicant')}
        hint={t('offer.applicant.coApplicantHint')}
      />
      {hasCoApplicant ? <PrivatePerson prefix="coApplicant." /> : null}
    </Section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="offer-list applicant-form__section">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

function ContactFields({ prefix }: { prefix: PersonPrefix }) {
  return (
    <>
      <TextField name={`${prefix}firstName`} label={labelOf('firstName')} autoComplete="off" />
      <TextField name={`${prefix}lastName`} label={labelOf('lastName')} autoComplete="off" />
      <TextField name={`${prefix}email`} label={labelOf('email')} type="email" autoComplete="off" />
      <PhoneField name={`${prefix}phone`} />
    </>
  );
}

function PhoneField({ name }: { name: string }) {
  const { t } = useLocale();
  return (
    <TextField
      name={name}
      label={labelOf('phone')}
      type="tel"
      autoComplete="off"
      hint={t('offer.applicant.phone.hint')}
    />
  );
}

function AddressFields({ prefix }: { prefix: PersonPrefix }) {
  return (
    <div className="offer-grid">
      <TextField
        name={`${prefix}addressLine1`}
        label={labelOf('addressLine1')}
        autoComplete="off"
      />
      <TextField
        name={`${prefix}zip`}
        label={labelOf('zip')}
        inputMode="numeric"
        autoComplete="off"
      />
      <PostCodeTown fields={{ zip: `${prefix}zip`, city: `${prefix}city` }} />
      <TextField name={`${prefix}city`} label={labelOf('city')} autoComplete="off" />
    </div>
  );
}

function FinanceFields({ prefix }: { prefix: PersonPrefix }) {
  const { t } = useLocale();
  const inNok = (field: LabelledApplicantField) =>
    t('offer.field.inNok', { label: labelOf(field) });
  return (
    <div className="offer-grid">
      <SelectField
        name={`${prefix}employmentType`}
        label={labelOf('employmentType')}
        placeholder={t('offer.applicant.choose')}
        options={optionsOf(EMPLOYMENT_TYPES, (type) => employmentLabel(type, t))}
      />
      <TextField name={`${prefix}employer`} label={labelOf('employer')} autoComplete="off" />
      <TextField
        name={`${prefix}employedSince`}
        label={labelOf('employedSince')}
        type="month"
        autoComplete="off"
      />
      <TextField name={`${prefix}grossYearlyIncome`} label={inNok('grossYearlyIncome')} amount />
      <SelectField
        name={`${prefix}housing`}
        label={labelOf('housing')}
        placeholder={t('offer.applicant.choose')}
        options={optionsOf(HOUSING_TYPES, (housing) => housingLabel(housing, t))}
      />
      <TextField name={`${prefix}housingCost`} label={inNok('housingCost')} amount />
      <TextField
        name={`${prefix}dependants`}
        label={labelOf('dependants')}
        numeric
        inputMode="numeric"
      />
      <TextField name={`${prefix}otherDebt`} label={inNok('otherDebt')} amount />
    </div>
  );
}

/**
 * The consent to the credit check, with its time: ticking it records when the customer gave it,
 * and the time is shown; unticking forgets it.
 */
function ConsentField({ prefix }: { prefix: PersonPrefix }) {
  const { setValue } = useFormContext<ApplicantValues>();
  const consentAt = useWatch<ApplicantValues>({ name: `${prefix}consentAt` });
  const { t, locale } = useLocale();
  return (
    <CheckboxField
      name={`${prefix}consent`}
      label={prefix === '' ? labelOf('consent') : t('offer.applicant.coApplicantConsent')}
      hint={
        typeof consentAt === 'string' && consentAt !== ''
          ? t('offer.applicant.consentGivenAt', { at: formatDateTime(consentAt, locale) })
          : t('offer.applicant.consentHint')
      }
      onToggle={(given) => {
        setValue(`${prefix}consentAt`, given ? new Date().toISOString() : '');
      }}
    />
  );
}

/** The identity number a person or a business needs, its check digits followed as it is typed. */
function IdentityNumberField({ name, field }: { name: string; field: IdentityField }) {
  const value: unknown = useWatch({ name });
  const { t } = useLocale();
  return (
    <TextField
      name={name}
      label={labelOf(field)}
      inputMode="numeric"
      autoComplete="off"
      hint={identityNumberProgress(typeof value === 'string' ? value : '', field, t)}
    />
  );
}

/**
 * What the bank's rules find in the household's finances as typed (its capacity to pay, its
 * debt), said beside them before anything is sent.
 */
function HouseholdFindings() {
  const assessment = useBankAssessment();
  const titleId = useId();
  const { t } = useLocale();
  const findings = (assessment?.findings ?? []).filter((finding) =>
    finding.path?.startsWith('applicant.'),
  );
  if (findings.length === 0) return null;
  return (
    <div
      className="bank-assessment bank-assessment--unlikely"
      role="status"
      aria-labelledby={titleId}
    >
      <p className="bank-assessment__title" id={titleId}>
        {t('offer.assessment.unlikely')}
      </p>
      <ul>
        {findings.map((finding) => (
          <li key={finding.code}>
            {sayMessage(
              reasonMessage({
                reason: finding.reason,
                reasonCode: finding.code,
                reasonParams: finding.params,
              }),
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
