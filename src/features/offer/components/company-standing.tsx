import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { isWindingUp } from '../../../domain/contract';
import { isValidOrganizationNumber } from '../../../domain/identity-numbers';
import { useLocale } from '../../../lib/locale';
import { registerQueries } from '../api/register-queries';
import type { ApplicantValues } from '../model/applicant-values';
import { windingUpReason } from './company-lookup';
import { isBeingTyped } from './fields';

/**
 * The business applying, as Enhetsregisteret has it, once its organisation number is typed: the
 * name and business address fill what is still empty (and not being typed in), and a company that is bankrupt or being
 * wound up is said right above the send button. The register being down says nothing: the form
 * goes on by hand.
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
    const fill = (field: 'companyName' | 'addressLine1' | 'zip' | 'city', value?: string) => {
      if (value !== undefined && getValues(field).trim() === '' && !isBeingTyped(field)) {
        setValue(field, value, { shouldDirty: true });
      }
    };
    fill('companyName', company.name);
    const address = company.businessAddress ?? company.postalAddress;
    fill('addressLine1', address?.addressLine1);
    fill('zip', address?.zip);
    fill('city', address?.city);
  }, [company, getValues, setValue]);

  if (company === undefined || !isWindingUp(company)) return null;
  return (
    <p className="register-lookup__warning" role="alert">
      {t(`offer.register.company.warning.${windingUpReason(company)}`, { name: company.name })}
    </p>
  );
}
