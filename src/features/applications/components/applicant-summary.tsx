import type { Applicant, CustomerType } from '../../../domain/contract';
import { customerTypeLabel } from '../../../components/object-labels';
import { useLocale } from '../../../lib/locale';
import { Fact } from './fact';
import '../../../components/figure-list.css';

/** Who the credit is for. The national identity number is shortened: a screen can be overlooked. */
export function ApplicantSummary({
  applicant,
  customerType,
}: {
  applicant: Applicant;
  customerType: CustomerType | undefined;
}) {
  const { t } = useLocale();
  return (
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
      {applicant.nationalIdentityNumber === undefined ? null : (
        <Fact label={t('applications.applicant.nationalIdentityNumber')}>
          {`${applicant.nationalIdentityNumber.slice(0, 6)} •••••`}
        </Fact>
      )}
      <Fact label={t('applications.applicant.email')}>
        <a href={`mailto:${applicant.email}`}>{applicant.email}</a>
      </Fact>
      <Fact label={t('applications.applicant.phone')}>
        <a href={`tel:${applicant.phone.replaceAll(' ', '')}`}>{applicant.phone}</a>
      </Fact>
    </dl>
  );
}
