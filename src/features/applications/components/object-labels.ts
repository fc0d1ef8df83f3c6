import {
  FUEL_TYPES,
  type FinancedObject,
  type ObjectCondition,
  type ObjectSubtype,
  type ObjectType,
} from '../../../domain/contract';
import type { MessageId, Translate } from '../../../lib/i18n';

/** The contract's object codes as people say them (`common` catalogue). */
const OBJECT_TYPE_MESSAGE: Record<ObjectType | ObjectSubtype, MessageId> = {
  vehicle: 'common.objectType.vehicle',
  boat: 'common.objectType.boat',
  agriculture: 'common.objectType.agriculture',
  aquaculture: 'common.objectType.aquaculture',
  'construction machine': 'common.objectType.constructionMachine',
  'ICE vehicle': 'common.objectType.iceVehicle',
  'electric vehicle': 'common.objectType.electricVehicle',
  'boat under 7 meters': 'common.objectType.boatUnder7Meters',
  MC: 'common.objectType.mc',
};

/** The most precise kind the application gives: the subtype, else the type. */
export function objectKindLabel(object: FinancedObject, t: Translate): string | undefined {
  const kind = object.objectSubTypeID ?? object.objectTypeID;
  return kind === undefined ? undefined : t(OBJECT_TYPE_MESSAGE[kind]);
}

export const objectConditionLabel = (condition: ObjectCondition, t: Translate): string =>
  t(`common.objectCondition.${condition}`);

/** A fuel code the contract knows, in words; an unknown code stays unnamed. */
export function fuelTypeLabel(fuelType: number, t: Translate): string | undefined {
  return isFuelCode(fuelType) ? t(`common.fuelType.${fuelType}`) : undefined;
}

const isFuelCode = (code: number): code is keyof typeof FUEL_TYPES =>
  Object.hasOwn(FUEL_TYPES, code);
