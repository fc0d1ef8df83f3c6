import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { isWindingUp, type Organization } from '../../../domain/contract';
import { useLocale } from '../../../lib/locale';
import { lookupProblemOf, registerQueries } from '../api/register-queries';
import { emptyAddress, type AddressValues, type OfferFormValues } from '../model/offer-form-values';

/** Why a company cannot take on credit, as the register says: the strongest first. */
export const windingUpReason = (organization: Organization) =>
  organization.bankrupt
    ? 'bankrupt'
    : organization.inLiquidation
      ? 'inLiquidation'
      : 'forcedDissolution';

/**
 * Finds the customer's company in Enhetsregisteret by name or organisation number and fills the
 * customer as that business: its name, and its business address as the first address. A company
 * that is bankrupt or being wound up is said loudly, before anything is sent.
 */
export function CompanyLookup() {
  const { t } = useLocale();
  const id = useId();
  const { getValues, setValue, clearErrors } = useFormContext<OfferFormValues>();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<string>();
  const [chosen, setChosen] = useState<Organization>();
  const found = useQuery({
    ...registerQueries.organizations(search ?? ''),
    enabled: search !== undefined,
  });

  const find = () => {
    const text = typed.trim();
    if (text.length >= 2) setSearch(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter searches here; it must not move the offer on to the next step.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    find();
  };

  const choose = (organization: Organization) => {
    setChosen(organization);
    setValue('customer.customerType', 'Business', { shouldDirty: true });
    setValue('customer.name', organization.name, { shouldDirty: true });
    const address = organization.businessAddress ?? organization.postalAddress;
    if (address !== undefined) {
      const first =
        (getValues('customer.addresses') as (AddressValues | undefined)[])[0] ?? emptyAddress();
      setValue(
        'customer.addresses.0',
        {
          ...first,
          addressLine1: address.addressLine1 ?? '',
          addressLine2: address.addressLine2 ?? '',
          zip: address.zip ?? '',
          city: address.city ?? '',
          country: address.countryCode ?? 'NO',
        },
        { shouldDirty: true },
      );
      clearErrors('customer.addresses.0');
    }
  };

  const hits = found.data?.organizations ?? [];
  return (
    <section className="register-lookup register-lookup--company" aria-labelledby={`${id}-title`}>
      <h3 className="offer-step__subheading" id={`${id}-title`}>
        {t('offer.register.company.title')}
      </h3>
      <div className="register-lookup__search">
        <div className="field">
          <label htmlFor={`${id}-search`}>{t('offer.register.company.search.label')}</label>
          <span className="field__hint" id={`${id}-hint`}>
            {t('offer.register.company.search.hint')}
          </span>
          <input
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            aria-describedby={`${id}-hint`}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <button type="button" className="button--secondary" onClick={find}>
          {t('offer.register.company.find')}
        </button>
      </div>
      <p className="register-lookup__status" role="status">
        {search === undefined
          ? null
          : found.isFetching
            ? t('offer.register.company.asking')
            : found.isError
              ? t(`offer.register.company.${lookupProblemOf(found.error)}`)
              : hits.length === 0
                ? t('offer.register.company.none', { search })
                : t('offer.register.company.found', { count: hits.length })}
      </p>
      {hits.length === 0 || found.isFetching ? null : (
        <ul className="register-lookup__hits">
          {hits.map((organization) => (
            <li key={organization.organizationNumber} className="register-lookup__hit">
              <span className="register-lookup__name">{organization.name}</span>
              <span>
                {t('offer.register.company.number', { number: organization.organizationNumber })}
                {organization.businessAddress === undefined
                  ? null
                  : ` · ${[organization.businessAddress.addressLine1, `${organization.businessAddress.zip ?? ''} ${organization.businessAddress.city ?? ''}`.trim()].filter(Boolean).join(', ')}`}
              </span>
              {isWindingUp(organization) ? (
                <span className="register-lookup__badge">
                  {t(`offer.register.company.badge.${windingUpReason(organization)}`)}
                </span>
              ) : null}
              <button
                type="button"
                className="button--secondary"
                onClick={() => {
                  choose(organization);
                }}
              >
                {t('offer.register.company.choose', { name: organization.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen === undefined ? null : isWindingUp(chosen) ? (
        <p className="register-lookup__warning" role="alert">
          {t(`offer.register.company.warning.${windingUpReason(chosen)}`, { name: chosen.name })}
        </p>
      ) : (
        <p className="register-lookup__status" role="status">
          {t('offer.register.company.chosen', { name: chosen.name })}
        </p>
      )}
    </section>
  );
}
