import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { registerQueries } from '../api/register-queries';
import type { OfferFormValues } from '../model/offer-form-values';

/**
 * Fills an address's town from its post code (Norway's, from the file the portal server keeps),
 * and its country with Norway when none is given. A town the salesperson typed is kept; one this
 * filled follows the post code.
 */
export function PostCodeTown({ index }: { index: number }) {
  const { control, getValues, setValue } = useFormContext<OfferFormValues>();
  const zip = useWatch({ control, name: `customer.addresses.${index}.zip` });
  const code = zip.trim();
  const town = useQuery({ ...registerQueries.postCode(code), enabled: /^\d{4}$/.test(code) });
  const filled = useRef<string>(undefined);

  useEffect(() => {
    const found = town.data;
    if (typeof found !== 'string') return;
    const city = getValues(`customer.addresses.${index}.city`);
    if (city.trim() !== '' && city !== filled.current) return;
    filled.current = found;
    if (city !== found) setValue(`customer.addresses.${index}.city`, found, { shouldDirty: true });
    if (getValues(`customer.addresses.${index}.country`).trim() === '') {
      setValue(`customer.addresses.${index}.country`, 'NO', { shouldDirty: true });
    }
  }, [town.data, index, getValues, setValue]);

  return null;
}
