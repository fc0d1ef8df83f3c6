import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  MAX_ORGANIZATION_HITS,
  type Organization,
  type OrganizationList,
  type RegisteredAddress,
} from '../../../domain/contract';
import { HttpProblem } from '../../http';
import { askRegister, registerUrl, unreachable, unusable } from './register-call';

/**
 * Brønnøysundregistrene's Enhetsregisteret, open data (its OpenAPI document is public): one
 * entity by number, `GET /enheter/{organisasjonsnummer}` (404 unknown, 410 removed), and a
 * search by name, `GET /enheter?navn=…` (HAL: `_embedded.enheter`, absent with no hits, and
 * `page.totalElements`). No key.
 */

export const ORGANIZATION_REGISTER_NAME = 'Brønnøysundregistrene’s Enhetsregisteret';

const AdresseSchema = z.looseObject({
  adresse: z.array(z.string()).optional(),
  postnummer: z.string().optional(),
  poststed: z.string().optional(),
  land: z.string().optional(),
  landkode: z.string().optional(),
});

const EnhetSchema = z.looseObject({
  organisasjonsnummer: z.string(),
  navn: z.string(),
  organisasjonsform: z
    .looseObject({ kode: z.string(), beskrivelse: z.string().optional() })
    .optional(),
  forretningsadresse: AdresseSchema.optional(),
  postadresse: AdresseSchema.optional(),
  konkurs: z.boolean().optional(),
  underAvvikling: z.boolean().optional(),
  underTvangsavviklingEllerTvangsopplosning: z.boolean().optional(),
});
type Enhet = z.infer<typeof EnhetSchema>;

const SearchAnswerSchema = z.looseObject({
  _embedded: z.looseObject({ enheter: z.array(EnhetSchema) }).optional(),
  page: z.looseObject({ totalElements: z.int().min(0) }).optional(),
});

function addressOf(
  adresse: z.infer<typeof AdresseSchema> | undefined,
): RegisteredAddress | undefined {
  if (adresse === undefined) return undefined;
  const [first, ...rest] = (adresse.adresse ?? []).filter((line) => line.trim() !== '');
  const address: RegisteredAddress = {
    ...(first === undefined ? {} : { addressLine1: first }),
    ...(rest.length === 0 ? {} : { addressLine2: rest.join(', ') }),
    ...(adresse.postnummer === undefined ? {} : { zip: adresse.postnummer }),
    ...(adresse.poststed === undefined ? {} : { city: adresse.poststed }),
    ...(adresse.land === undefined ? {} : { country: adresse.land }),
    ...(adresse.landkode === undefined ? {} : { countryCode: adresse.landkode }),
  };
  return Object.keys(address).length === 0 ? undefined : address;
}

/** One entity of the register, in the portal's terms. */
export function organizationOf(enhet: Enhet): Organization {
  const businessAddress = addressOf(enhet.forretningsadresse);
  const postalAddress = addressOf(enhet.postadresse);
  return {
    organizationNumber: enhet.organisasjonsnummer,
    name: enhet.navn,
    ...(enhet.organisasjonsform === undefined
      ? {}
      : {
          organizationForm: {
            code: enhet.organisasjonsform.kode,
            description: enhet.organisasjonsform.beskrivelse ?? enhet.organisasjonsform.kode,
          },
        }),
    ...(businessAddress === undefined ? {} : { businessAddress }),
    ...(postalAddress === undefined ? {} : { postalAddress }),
    bankrupt: enhet.konkurs === true,
    inLiquidation: enhet.underAvvikling === true,
    inForcedDissolution: enhet.underTvangsavviklingEllerTvangsopplosning === true,
  };
}

export interface OrganizationRegister {
  /** The entity with this organisation number, or undefined if the register has none. */
  find(organizationNumber: string, log: FastifyBaseLogger): Promise<Organization | undefined>;
  /** Entities whose name matches, the register's best first. */
  search(name: string, log: FastifyBaseLogger): Promise<OrganizationList>;
}

export interface OrganizationRegisterOptions {
  /** The API's base URL, e.g. `https://data.brreg.no/enhetsregisteret/api`. */
  url: string;
  timeoutMs?: number;
}

export function createOrganizationRegister(
  options: OrganizationRegisterOptions,
): OrganizationRegister {
  const ask = (path: string) =>
    askRegister(registerUrl(options.url, path), {
      register: ORGANIZATION_REGISTER_NAME,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    });
  const failed = (status: number, log: FastifyBaseLogger) => {
    if (status >= 500) return unreachable(ORGANIZATION_REGISTER_NAME);
    log.warn({ status }, 'the organisation register answered in an unknown shape');
    return unusable(ORGANIZATION_REGISTER_NAME);
  };

  return {
    async find(organizationNumber, log) {
      const { status, body } = await ask(`/enheter/${encodeURIComponent(organizationNumber)}`);
      if (status === 404) return undefined;
      if (status === 410) {
        throw new HttpProblem({
          status: 404,
          detail: `${organizationNumber} has been removed from Enhetsregisteret: the company no longer exists.`,
        });
      }
      const enhet = EnhetSchema.safeParse(body);
      if (status !== 200 || !enhet.success) throw failed(status, log);
      return organizationOf(enhet.data);
    },
    async search(name, log) {
      const { status, body } = await ask(
        `/enheter?navn=${encodeURIComponent(name)}&size=${MAX_ORGANIZATION_HITS}`,
      );
      const answer = SearchAnswerSchema.safeParse(body);
      if (status !== 200 || !answer.success) throw failed(status, log);
      const organizations = (answer.data._embedded?.enheter ?? [])
        .slice(0, MAX_ORGANIZATION_HITS)
        .map(organizationOf);
      return { organizations, total: answer.data.page?.totalElements ?? organizations.length };
    },
  };
}
