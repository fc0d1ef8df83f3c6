import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { registerQueries } from '../api/register-queries';
import { isBeingTyped, isFreeToFill } from './fields';

/** Where an address keeps its post code and town in its form; its country, where it has one. */
export interface AddressFieldNames {
  zip: string;
  city: string;
  country?: string;
}

/**
 * Fills an address's town from its post code (Norway's, from the file the portal server keeps),
 * and its country with Norway when it has one and none is given. A town the salesperson typed, or
 * is typing, is kept; one this filled follows the post code. For the customer's addresses and the
 * applicant's.
 */
export function PostCodeTown({ fields }: { fields: AddressFieldNames }) {
  const { control, getValues, setValue } = useFormContext();
  const zip: unknown = useWatch({ control, name: fields.zip });
  const code = typeof zip === 'string' ? zip.trim() : '';
  const town = useQuery({ ...registerQueries.postCode(code), enabled: /^\d{4}$/.test(code) });
  const filled = useRef<string>(undefined);

  useEffect(() => {
    const found = town.data;
    if (typeof found !== 'string') return;
    const city = String(getValues(fields.city) ?? '');
    if (city.trim() !== '' && city !== filled.current) return;
    if (!isBeingTyped(fields.city)) {
      filled.current = found;
      if (city !== found) setValue(fields.city, found, { shouldDirty: true });
    }
    if (fields.country !== undefined && isFreeToFill(fields.country, getValues(fields.country))) {
      setValue(fields.country, 'NO', { shouldDirty: true });
    }
  }, [town.data, fields.city, fields.country, getValues, setValue]);

  return null;
}
