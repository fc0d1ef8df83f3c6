import { z } from 'zod/mini';
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
  registrationNumber: z.pipe(textParameter(20), z.transform(normalRegistrationNumber)).check(
    z.refine(isOrdinaryRegistrationNumber, {
      error: 'Must be two letters and four or five digits, e.g. AB 12345',
    }),
  ),
});

const FUEL_CODES = Object.keys(FUEL_TYPES).map(Number);
const FUEL_CODE_RANGE = { min: Math.min(...FUEL_CODES), max: Math.max(...FUEL_CODES) };

/** A vehicle as the register knows it, in the offer's terms: every field one the form can fill. */
export const VehicleSchema = z
  .object({
    registrationNumber: z.string(),
    chassisNumber: z.optional(z.string()),
    make: z.optional(z.string()),
    model: z.optional(z.string()),
    /** The register's first registration (in Norway, or abroad before import when it says so). */
    firstRegistration: z.optional(calendarDate),
    /** The register has no model year: the year of the first registration, to overwrite. */
    yearModel: z.optional(z.int()),
    /** The portal's fuel code (1 petrol … 7 other). */
    fuelType: z.optional(
      z.int().check(z.minimum(FUEL_CODE_RANGE.min), z.maximum(FUEL_CODE_RANGE.max)),
    ),
    objectType: z.optional(z.enum(OBJECT_TYPES)),
    objectSubtype: z.optional(z.enum(OBJECT_SUBTYPES)),
    /** The register's own words for the kind of vehicle, e.g. `Personbil`. */
    kind: z.optional(z.string()),
  })
  .register(z.globalRegistry, { id: 'RegisteredVehicle' });
export type Vehicle = z.infer<typeof VehicleSchema>;

export const OrganizationNumberParamsSchema = z.object({
  orgnr: z
    .pipe(
      textParameter(20),
      z.transform((typed) => typed.replace(/\s/g, '')),
    )
    .check(
      z.refine(isValidOrganizationNumber, { error: 'Must be 9 digits with a valid check digit' }),
    ),
});

export const OrganizationSearchQuerySchema = z.object({
  name: z.pipe(
    textParameter(100),
    z.string().check(z.minLength(2, { error: 'Give at least 2 characters of the name' })),
  ),
});

/** An address as the register gives it, in the offer's address fields. */
export const RegisteredAddressSchema = z.object({
  addressLine1: z.optional(z.string()),
  addressLine2: z.optional(z.string()),
  zip: z.optional(z.string()),
  city: z.optional(z.string()),
  country: z.optional(z.string()),
  /** ISO 3166 alpha-2, e.g. `NO`. */
  countryCode: z.optional(z.string()),
});
export type RegisteredAddress = z.infer<typeof RegisteredAddressSchema>;

/** A company (an entity of Enhetsregisteret) and what a lender must know before sending. */
export const OrganizationSchema = z
  .object({
    organizationNumber: z.string(),
    name: z.string(),
    /** The form of organisation: `AS`, `ENK` … and its description. */
    organizationForm: z.optional(z.object({ code: z.string(), description: z.string() })),
    businessAddress: z.optional(RegisteredAddressSchema),
    postalAddress: z.optional(RegisteredAddressSchema),
    bankrupt: z.boolean(),
    inLiquidation: z.boolean(),
    /** Being wound up or dissolved by force (tvangsavvikling, tvangsoppløsning). */
    inForcedDissolution: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'RegisteredOrganization' });
export type Organization = z.infer<typeof OrganizationSchema>;

/** A company that cannot take on credit: bankrupt, or being wound up. */
export const isWindingUp = (organization: Organization): boolean =>
  organization.bankrupt || organization.inLiquidation || organization.inForcedDissolution;

/** The first of a name search's hits, best first as the register ranks them. */
export const MAX_ORGANIZATION_HITS = 10;

export const OrganizationListSchema = z.object({
  organizations: z.array(OrganizationSchema).check(z.maxLength(MAX_ORGANIZATION_HITS)),
  /** How many the register found, of which the first are listed. */
  total: z.int().check(z.minimum(0)),
});
export type OrganizationList = z.infer<typeof OrganizationListSchema>;

export const PostCodeParamsSchema = z.object({
  code: textParameter(10).check(
    z.regex(/^\d{4}$/, { error: 'Must be a Norwegian post code: 4 digits' }),
  ),
});

export const PostCodeSchema = z
  .object({ code: z.string(), town: text(100), country: z.literal('NO') })
  .register(z.globalRegistry, { id: 'PostCode' });
export type PostCode = z.infer<typeof PostCodeSchema>;
