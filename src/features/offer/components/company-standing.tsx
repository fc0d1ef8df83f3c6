import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { isWindingUp } from '../../../domain/contract';
import { isValidOrganizationNumber } from '../../../domain/identity-numbers';
import { useLocale } from '../../../lib/locale';
import { registerQueries } from '../api/register-queries';
import type { ApplicantValues } from '../model/applicant-values';
import { windingUpReason } from './company-lookup';
import { isFreeToFill } from './fields';

type CompanyField = 'companyName' | 'addressLine1' | 'zip' | 'city';
const ADDRESS_FIELDS = ['addressLine1', 'zip', 'city'] as const satisfies CompanyField[];

/**
 * The business applying, as Enhetsregisteret has it, once its organisation number is typed: the
 * name and the business address fill where still empty and not being typed in, and a company
 * that is bankrupt or being wound up is said right above the send button. The register being
 * down says nothing: the form goes on by hand.
 */
export function CompanyStanding() {
  const { t } = useLocale();
  const { getValues, setValue } = useFormContext<ApplicantValues>();
  const typed = useWatch<ApplicantValues, 'organizationNumber'>({ name: 'organizationNumber' });
  const number = typed.replace(/\s/g, '');
  const known = isValidOrganizationNumber(number);
  const found = useQuery({ ...registerQueries.organizations(number), enabled: known });
  const company = known ? found.data?.organizations[0] : undefined;

  useEffect(() => {
    if (company === undefined) return;
    const isFree = (field: CompanyField) => isFreeToFill(field, getValues(field));
    if (isFree('companyName')) setValue('companyName', company.name, { shouldDirty: true });
    // The address is the register's whole or not at all: its town beside a post code the
    // salesperson typed would be a wrong address that no check catches.
    const address = company.businessAddress ?? company.postalAddress;
    if (address === undefined || !ADDRESS_FIELDS.every(isFree)) return;
    for (const field of ADDRESS_FIELDS) {
      setValue(field, address[field] ?? '', { shouldDirty: true });
    }
  }, [company, getValues, setValue]);

  if (company === undefined || !isWindingUp(company)) return null;
  return (
    <p className="register-lookup__warning" role="alert">
      {t(`offer.register.company.warning.${windingUpReason(company)}`, { name: company.name })}
    </p>
  );
}
