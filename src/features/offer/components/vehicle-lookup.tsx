import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { Vehicle } from '../../../domain/contract';
import {
  isOrdinaryRegistrationNumber,
  normalRegistrationNumber,
} from '../../../domain/registration-number';
import { useLocale } from '../../../lib/locale';
import { lookupProblemOf, registerQueries, type LookupProblem } from '../api/register-queries';
import { fitsType } from '../model/object-fields';
import type { OfferFormValues } from '../model/offer-form-values';
import { isBeingTyped } from './fields';

type LookupState =
  | { kind: 'idle' }
  | { kind: 'asking' }
  | { kind: 'filled'; vehicle: Vehicle }
  | { kind: 'failed'; problem: LookupProblem; asked: string };

/** The offer's object fields the register fills, and what it fills them with. */
function filledFields(vehicle: Vehicle) {
  return {
    make: vehicle.make,
    model: vehicle.model,
    yearModel: vehicle.yearModel === undefined ? undefined : String(vehicle.yearModel),
    fuelType: vehicle.fuelType === undefined ? undefined : String(vehicle.fuelType),
    chassisNumber: vehicle.chassisNumber,
    objectSubtype: vehicle.objectSubtype,
  } as const;
}

/**
 * Fills the object from Statens vegvesen's register by its registration number, when asked. The
 * look-up runs beside the form: the salesperson types on meanwhile (the field they are in is left
 * to them), every filled field can be overwritten, and an unknown number, a register that is down
 * or slow, or a malformed number is said beside the button while the form goes on by hand.
 */
export function VehicleLookup({ changeType }: { changeType: (type: string) => void }) {
  const { t, date } = useLocale();
  const queryClient = useQueryClient();
  const { getValues, setValue, clearErrors } = useFormContext<OfferFormValues>();
  const [state, setState] = useState<LookupState>({ kind: 'idle' });
  const latest = useRef(0);

  const fill = (vehicle: Vehicle) => {
    if (vehicle.objectType !== undefined && vehicle.objectType !== getValues('object.objectType')) {
      setValue('object.objectType', vehicle.objectType, { shouldDirty: true });
      changeType(vehicle.objectType);
    }
    const objectType = getValues('object.objectType');
    for (const [field, value] of Object.entries(filledFields(vehicle))) {
      const name = field as keyof ReturnType<typeof filledFields>;
      if (value === undefined) continue;
      if (
        name !== 'make' &&
        name !== 'model' &&
        name !== 'yearModel' &&
        !fitsType(objectType, name)
      ) {
        continue;
      }
      if (isBeingTyped(`object.${name}`)) continue;
      setValue(`object.${name}`, value, { shouldDirty: true });
      clearErrors(`object.${name}`);
    }
  };

  const lookUp = async () => {
    const typed = getValues('object.registrationNumber');
    const number = normalRegistrationNumber(typed);
    const ask = ++latest.current;
    if (!isOrdinaryRegistrationNumber(number)) {
      setState({ kind: 'failed', problem: 'malformed', asked: typed });
      return;
    }
    setState({ kind: 'asking' });
    try {
      const vehicle = await queryClient.query(registerQueries.vehicle(number));
      if (ask !== latest.current) return;
      fill(vehicle);
      setState({ kind: 'filled', vehicle });
    } catch (error) {
      if (ask !== latest.current) return;
      setState({ kind: 'failed', problem: lookupProblemOf(error), asked: number });
    }
  };

  return (
    <div className="register-lookup" data-register-lookup="vehicle">
      <button
        type="button"
        className="button--secondary"
        onClick={() => void lookUp()}
        aria-describedby="vehicle-lookup-status"
      >
        {t('offer.register.vehicle.fetch')}
      </button>
      <p
        className={`register-lookup__status register-lookup__status--${state.kind}`}
        id="vehicle-lookup-status"
        role="status"
      >
        {state.kind === 'asking'
          ? t('offer.register.vehicle.asking')
          : state.kind === 'filled'
            ? t('offer.register.vehicle.filled', {
                vehicle: [state.vehicle.make, state.vehicle.model].filter(Boolean).join(' '),
                firstRegistration:
                  state.vehicle.firstRegistration === undefined
                    ? '–'
                    : date(state.vehicle.firstRegistration),
              })
            : state.kind === 'failed'
              ? t(`offer.register.vehicle.${state.problem}`, { registrationNumber: state.asked })
              : null}
      </p>
    </div>
  );
}
