import { Fact } from './fact';
import type { Applicant, CustomerType } from '../../../domain/contract';

/** Who the credit is for. The national identity number is shortened: a screen can be overlooked. */
export function ApplicantSummary({
  applicant,
  customerType,
}: {
  applicant: Applicant;
  customerType: CustomerType | undefined;
}) {
  return (
    <dl className="facts">
      <Fact label="Name">
        {applicant.firstName} {applicant.lastName}
      </Fact>
      <Fact label="Customer">{customerType === 'Business' ? 'Business' : 'Private person'}</Fact>
      {applicant.organizationNumber === undefined ? null : (
        <Fact label="Organisation number">{applicant.organizationNumber}</Fact>
      )}
      {applicant.nationalIdentityNumber === undefined ? null : (
        <Fact label="National identity number">
          {`${applicant.nationalIdentityNumber.slice(0, 6)} •••••`}
        </Fact>
      )}
      <Fact label="Email">
        <a href={`mailto:${applicant.email}`}>{applicant.email}</a>
      </Fact>
      <Fact label="Phone">
        <a href={`tel:${applicant.phone.replaceAll(' ', '')}`}>{applicant.phone}</a>
      </Fact>
    </dl>
  );
}
