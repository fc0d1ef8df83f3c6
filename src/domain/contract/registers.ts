import { z } from 'zod';
import { isValidOrganizationNumber } from '../identity-numbers';
import { isOrdinaryRegistrationNumber, normalRegistrationNumber } from '../registration-number';
import { calendarDate, text, textParameter } from './common';
import { FUEL_TYPES, OBJECT_SUBTYPES, OBJECT_TYPES } from './calculation-request';

/**
 * What Norway's registers tell the portal (docs/api.md, The registers): a vehicle by its
 * registration number (Statens vegvesen), a company by number or name (Brønnøysundregistrene's
 * Enhetsregisteret), a town by its post code. The portal server reads the registers' own shapes
 * and answers these.
 */

/** `GET /vehicle/:registrationNumber`: however it was typed (`ab 12345`), answered written normally. */
export const RegistrationNumberParamsSchema = z.object({
  registrationNumber: textParameter(20)
    .transform(normalRegistrationNumber)
    .refine(isOrdinaryRegistrationNumber, {
      error: 'Must be two letters and four or five digits, e.g. AB 12345',
    }),
});

const FUEL_CODES = Object.keys(FUEL_TYPES).map(Number);
const FUEL_CODE_RANGE = { min: Math.min(...FUEL_CODES), max: Math.max(...FUEL_CODES) };

/** A vehicle as the register knows it, in the offer's terms: every field one the form can fill. */
export const VehicleSchema = z
  .object({
    registrationNumber: z.string(),
    chassisNumber: z.string().optional(),
    make: z.string().optional(),
    model: z.string().optional(),
    /** The register's first registration (in Norway, or abroad before import when it says so). */
    firstRegistration: calendarDate.optional(),
    /** The register has no model year: the year of the first registration, to overwrite. */
    yearModel: z.int().optional(),
    /** The portal's fuel code (1 petrol … 7 other). */
    fuelType: z.int().min(FUEL_CODE_RANGE.min).max(FUEL_CODE_RANGE.max).optional(),
    objectType: z.enum(OBJECT_TYPES).optional(),
    objectSubtype: z.enum(OBJECT_SUBTYPES).optional(),
    /** The register's own words for the kind of vehicle, e.g. `Personbil`. */
    kind: z.string().optional(),
  })
  .meta({ id: 'RegisteredVehicle' });
export type Vehicle = z.infer<typeof VehicleSchema>;

export const OrganizationNumberParamsSchema = z.object({
  orgnr: textParameter(20)
    .transform((typed) => typed.replace(/\s/g, ''))
    .refine(isValidOrganizationNumber, { error: 'Must be 9 digits with a valid check digit' }),
});

export const OrganizationSearchQuerySchema = z.object({
  name: textParameter(100).pipe(
    z.string().min(2, { error: 'Give at least 2 characters of the name' }),
  ),
});

/** An address as the register gives it, in the offer's address fields. */
export const RegisteredAddressSchema = z.object({
  addressLine1: z.string().optional(),
  addressLine2: z.string().optional(),
  zip: z.string().optional(),
  city: z.string().optional(),
  country: z.string().optional(),
  /** ISO 3166 alpha-2, e.g. `NO`. */
  countryCode: z.string().optional(),
});
export type RegisteredAddress = z.infer<typeof RegisteredAddressSchema>;

/** A company (an entity of Enhetsregisteret) and what a lender must know before sending. */
export const OrganizationSchema = z
  .object({
    organizationNumber: z.string(),
    name: z.string(),
    /** The form of organisation: `AS`, `ENK` … and its description. */
    organizationForm: z.object({ code: z.string(), description: z.string() }).optional(),
    businessAddress: RegisteredAddressSchema.optional(),
    postalAddress: RegisteredAddressSchema.optional(),
    bankrupt: z.boolean(),
    inLiquidation: z.boolean(),
    /** Being wound up or dissolved by force (tvangsavvikling, tvangsoppløsning). */
    inForcedDissolution: z.boolean(),
  })
  .meta({ id: 'RegisteredOrganization' });
export type Organization = z.infer<typeof OrganizationSchema>;

/** A company that cannot take on credit: bankrupt, or being wound up. */
export const isWindingUp = (organization: Organization): boolean =>
  organization.bankrupt || organization.inLiquidation || organization.inForcedDissolution;

/** The first of a name search's hits, best first as the register ranks them. */
export const MAX_ORGANIZATION_HITS = 10;

export const OrganizationListSchema = z.object({
  organizations: z.array(OrganizationSchema).max(MAX_ORGANIZATION_HITS),
  /** How many the register found, of which the first are listed. */
  total: z.int().min(0),
});
export type OrganizationList = z.infer<typeof OrganizationListSchema>;

export const PostCodeParamsSchema = z.object({
  code: textParameter(10).regex(/^\d{4}$/, { error: 'Must be a Norwegian post code: 4 digits' }),
});

export const PostCodeSchema = z
  .object({ code: z.string(), town: text(100), country: z.literal('NO') })
  .meta({ id: 'PostCode' });
export type PostCode = z.infer<typeof PostCodeSchema>;
