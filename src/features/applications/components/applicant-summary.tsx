import type { Applicant, CoApplicant, CustomerType } from '../../../domain/contract';
import { formatDateTime } from '../../../domain/format';
import {
  customerTypeLabel,
  employmentLabel,
  housingLabel,
} from '../../../components/object-labels';
import { useLocale } from '../../../lib/locale';
import { Fact } from './fact';
import '../../../components/figure-list.css';

/**
 * Who the credit is for, and what the bank decided by. The national identity numbers are
 * shortened: a screen can be overlooked.
 */
export function ApplicantSummary({
  applicant,
  customerType,
}: {
  applicant: Applicant;
  customerType: CustomerType | undefined;
}) {
  const { t } = useLocale();
  return (
    <>
      <dl className="figure-list">
        {applicant.companyName === undefined ? null : (
          <Fact label={t('applications.applicant.companyName')}>{applicant.companyName}</Fact>
        )}
        <Fact
          label={t(
            applicant.companyName === undefined
              ? 'applications.applicant.name'
              : 'applications.applicant.contactPerson',
          )}
        >
          {applicant.firstName} {applicant.lastName}
        </Fact>
        <Fact label={t('applications.applicant.customer')}>
          {customerTypeLabel(customerType === 'Business' ? 'Business' : 'Private', t)}
        </Fact>
        {applicant.organizationNumber === undefined ? null : (
          <Fact label={t('applications.applicant.organisationNumber')}>
            {applicant.organizationNumber}
          </Fact>
        )}
        <PersonFacts person={applicant} />
      </dl>
      {applicant.coApplicant === undefined ? null : (
        <>
          <h3>{t('applications.applicant.coApplicant')}</h3>
          <dl className="figure-list">
            <Fact label={t('applications.applicant.name')}>
              {applicant.coApplicant.firstName} {applicant.coApplicant.lastName}
            </Fact>
            <PersonFacts person={applicant.coApplicant} />
          </dl>
        </>
      )}
    </>
  );
}

/** What a person applying gave: identity, contact, household (of an application that has it). */
function PersonFacts({ person }: { person: Applicant | CoApplicant }) {
  const { t, amount, locale } = useLocale();
  const { address, employment, housing, housingCost, consent } = person;
  return (
    <>
      {person.nationalIdentityNumber === undefined ? null : (
        <Fact label={t('applications.applicant.nationalIdentityNumber')}>
          {`${person.nationalIdentityNumber.slice(0, 6)} •••••`}
        </Fact>
      )}
      <Fact label={t('applications.applicant.email')}>
        <a href={`mailto:${person.email}`}>{person.email}</a>
      </Fact>
      <Fact label={t('applications.applicant.phone')}>
        <a href={`tel:${person.phone.replaceAll(' ', '')}`}>{person.phone}</a>
      </Fact>
      {address === undefined ? null : (
        <Fact label={t('applications.applicant.address')}>
          {`${address.addressLine1}, ${address.zip} ${address.city}`}
        </Fact>
      )}
      {employment === undefined ? null : (
        <Fact label={t('applications.applicant.employment')}>
          {[employmentLabel(employment.type, t), employment.employer].filter(Boolean).join(', ')}
        </Fact>
      )}
      {person.grossYearlyIncome === undefined ? null : (
        <Fact label={t('applications.applicant.grossYearlyIncome')}>
          {amount(person.grossYearlyIncome)}
        </Fact>
      )}
      {housing === undefined || housingCost === undefined ? null : (
        <Fact label={t('applications.applicant.housing')}>
          {t('applications.applicant.housingCostPerMonth', {
            housing: housingLabel(housing, t),
            amount: amount(housingCost),
          })}
        </Fact>
      )}
      {person.dependants === undefined ? null : (
        <Fact label={t('applications.applicant.dependants')}>{person.dependants}</Fact>
      )}
      {person.otherDebt === undefined ? null : (
        <Fact label={t('applications.applicant.otherDebt')}>{amount(person.otherDebt)}</Fact>
      )}
      {consent === undefined ? null : (
        <Fact label={t('applications.applicant.consent')}>
          {t('applications.applicant.consentGiven', { at: formatDateTime(consent.at, locale) })}
        </Fact>
      )}
    </>
  );
}
