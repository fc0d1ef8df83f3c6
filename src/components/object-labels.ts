import {
  FUEL_TYPES,
  type CustomerType,
  type EmploymentType,
  type HousingType,
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

/** How an applicant works, in words. */
export const employmentLabel = (type: EmploymentType, t: Translate): string =>
  t(EMPLOYMENT_MESSAGE[type]);

const EMPLOYMENT_MESSAGE: Record<EmploymentType, MessageId> = {
  permanent: 'common.employment.permanent',
  temporary: 'common.employment.temporary',
  'self-employed': 'common.employment.selfEmployed',
  retired: 'common.employment.retired',
  student: 'common.employment.student',
  other: 'common.employment.other',
};

/** How an applicant lives, in words. */
export const housingLabel = (housing: HousingType, t: Translate): string =>
  t(HOUSING_MESSAGE[housing]);

const HOUSING_MESSAGE: Record<HousingType, MessageId> = {
  owner: 'common.housing.owner',
  tenant: 'common.housing.tenant',
  'living-with-parents': 'common.housing.livingWithParents',
  other: 'common.housing.other',
};
