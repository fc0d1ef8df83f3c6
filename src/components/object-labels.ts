import {
  FUEL_TYPES,
  type CustomerType,
  type ObjectCondition,
  type ObjectSubtype,
  type ObjectType,
} from '../domain/contract';
import type { MessageId, Translate } from '../lib/i18n';

/**
 * The contract's codes as people say them, one set for every screen (`common` catalogue): the
 * offer and the application it becomes call a thing by the same name.
 */
const OBJECT_KIND_MESSAGE: Record<ObjectType | ObjectSubtype, MessageId> = {
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

export const objectKindLabel = (kind: ObjectType | ObjectSubtype, t: Translate): string =>
  t(OBJECT_KIND_MESSAGE[kind]);

export const objectConditionLabel = (condition: ObjectCondition, t: Translate): string =>
  t(`common.objectCondition.${condition}`);

/** A customer the offer names: a private person or a business. */
export const customerTypeLabel = (
  customerType: Exclude<CustomerType, 'NotSet'>,
  t: Translate,
): string => t(`common.customerType.${customerType}`);

/** A fuel code the contract knows, in words; an unknown code stays unnamed. */
export function fuelTypeLabel(fuelType: number, t: Translate): string | undefined {
  return isFuelCode(fuelType) ? t(`common.fuelType.${fuelType}`) : undefined;
}

const isFuelCode = (code: number): code is keyof typeof FUEL_TYPES =>
  Object.hasOwn(FUEL_TYPES, code);
