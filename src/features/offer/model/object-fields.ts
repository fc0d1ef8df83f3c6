import {
  OBJECT_SUBTYPES,
  SUBTYPE_OBJECT_TYPE,
  type ObjectSubtype,
  type ObjectType,
} from '../../../domain/contract';

/** Object fields that only some object types have: a vehicle has them all. */
export const ALL_TYPE_SPECIFIC_FIELDS = [
  'objectSubtype',
  'registrationNumber',
  'chassisNumber',
  'kmPerYear',
  'kmTotal',
  'priceKmExceeded',
  'fuelType',
  'engine',
] as const;

export type TypeSpecificField = (typeof ALL_TYPE_SPECIFIC_FIELDS)[number];

/**
 * Which of them fit each type: a boat is not registered like a car, machines count hours rather
 * than kilometres, a fish farm's equipment has no engine or fuel of its own.
 */
const FIELDS_BY_TYPE: Record<ObjectType, readonly TypeSpecificField[]> = {
  vehicle: ALL_TYPE_SPECIFIC_FIELDS,
  boat: ['objectSubtype', 'fuelType', 'engine'],
  agriculture: ['registrationNumber', 'chassisNumber', 'fuelType', 'engine'],
  aquaculture: [],
  'construction machine': ['registrationNumber', 'chassisNumber', 'fuelType', 'engine'],
};

export function fitsType(objectType: ObjectType, field: TypeSpecificField): boolean {
  return (
    FIELDS_BY_TYPE[objectType].includes(field) &&
    (field !== 'objectSubtype' || subtypesOf(objectType).length > 0)
  );
}

export function subtypesOf(objectType: ObjectType): ObjectSubtype[] {
  return OBJECT_SUBTYPES.filter((subtype) => SUBTYPE_OBJECT_TYPE[subtype] === objectType);
}
