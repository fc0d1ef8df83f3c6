import type { FastifyInstance } from 'fastify';
import {
  PORTAL_API,
  type Organization,
  type OrganizationList,
  type Vehicle,
} from '../../../domain/contract';
import { HttpProblem, useZodSchemas } from '../../http';
import { apiRoute } from '../api-route';
import { createLookupCache } from './lookup-cache';
import type { OrganizationRegister } from './organization-register';
import { postCodeOf } from './post-codes';
import type { VehicleRegister } from './vehicle-register';

export interface Registers {
  vehicles: VehicleRegister;
  organizations: OrganizationRegister;
}

export interface RegisterRoutesOptions {
  registers: Registers;
  /** How long an answer is kept; five minutes outside tests. */
  cacheTtlMs?: number;
}

const CACHE_TTL_MS = 5 * 60_000;
const CACHE_ENTRIES = 1_000;

/** What the register found, or 404 with `detail`. */
function found<Value>(value: Value | undefined, detail: string): Value {
  if (value === undefined) throw new HttpProblem({ status: 404, detail });
  return value;
}

/**
 * `/api/vehicle`, `/api/organization` and `/api/postcode`: Norway's registers for the offer's
 * forms. A register that is down or slow answers a problem within 2 s (502, 503 or 504); the
 * portal then lets the salesperson type on by hand.
 */
export async function registerRoutes(instance: FastifyInstance, options: RegisterRoutesOptions) {
  const api = useZodSchemas(instance);
  const { vehicles, organizations } = options.registers;
  const cache = { ttlMs: options.cacheTtlMs ?? CACHE_TTL_MS, maxEntries: CACHE_ENTRIES };
  const vehicleCache = createLookupCache<Vehicle | undefined>(cache);
  const organizationCache = createLookupCache<Organization | undefined>(cache);
  const searchCache = createLookupCache<OrganizationList>(cache);

  api.route({
    ...apiRoute(PORTAL_API.vehicle, { waitsOutside: true }),
    handler: async (request) => {
      const { registrationNumber } = request.params;
      return found(
        await vehicleCache.get(registrationNumber, () =>
          vehicles.find(registrationNumber, request.log),
        ),
        `Statens vegvesen has no vehicle with registration number ${registrationNumber}.`,
      );
    },
  });

  api.route({
    ...apiRoute(PORTAL_API.organization, { waitsOutside: true }),
    handler: async (request) => {
      const { orgnr } = request.params;
      return found(
        await organizationCache.get(orgnr, () => organizations.find(orgnr, request.log)),
        `Enhetsregisteret has no company with organisation number ${orgnr}.`,
      );
    },
  });

  api.route({
    ...apiRoute(PORTAL_API.findOrganizations, { waitsOutside: true }),
    handler: (request) => {
      const { name } = request.query;
      return searchCache.get(name.toLowerCase(), () => organizations.search(name, request.log));
    },
  });

  api.route({
    ...apiRoute(PORTAL_API.postCode),
    handler: (request) => {
      return found(
        postCodeOf(request.params.code),
        `${request.params.code} is not a Norwegian post code.`,
      );
    },
  });
}
