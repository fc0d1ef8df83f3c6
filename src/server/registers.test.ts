import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../domain/topology';
import { createOrganizationRegister, createVehicleRegister } from './bff';
import { registerRoutes } from './bff/registers';
import { useProblemDetails } from './http';
import {
  DEMO_ENHETER,
  DEMO_KJORETOYDATA,
  ENHETSREGISTERET_API_PATH,
  organizationRegisterStandIn,
  vehicleRegisterStandIn,
} from './registers';

// The embedded stand-ins answer in the registers' own shapes: the portal server's clients, which
// tests read recorded answers of the real registers with, read every demo record of theirs, and
// the /api routes answer the registers' failures as problems.

const KEY = 'stand-in-test-key';
const log = Fastify().log;
let standIns: FastifyInstance;
let origin: string;
let api: FastifyInstance;

const vehicles = () =>
  createVehicleRegister({ url: `${origin}${PATHS.vehicleRegister}`, apiKey: KEY });
const organizations = () =>
  createOrganizationRegister({
    url: `${origin}${PATHS.organizationRegister}${ENHETSREGISTERET_API_PATH}`,
  });

beforeAll(async () => {
  standIns = Fastify();
  await standIns.register(vehicleRegisterStandIn, { prefix: PATHS.vehicleRegister, apiKey: KEY });
  await standIns.register(organizationRegisterStandIn, { prefix: PATHS.organizationRegister });
  origin = await standIns.listen({ port: 0, host: '127.0.0.1' });

  api = Fastify();
  await api.register(async (instance) => {
    useProblemDetails(instance);
    await instance.register(registerRoutes, {
      registers: {
        vehicles: vehicles(),
        organizations: createOrganizationRegister({ url: 'http://127.0.0.1:9' }),
      },
    });
  });
});
afterAll(async () => {
  await api.close();
  await standIns.close();
});

describe('the embedded vehicle register', () => {
  it('answers every demo vehicle in a shape the client reads whole', async () => {
    expect(DEMO_KJORETOYDATA.size).toBeGreaterThanOrEqual(5);
    for (const registrationNumber of DEMO_KJORETOYDATA.keys()) {
      const vehicle = await vehicles().find(registrationNumber, log);
      expect(vehicle?.registrationNumber, registrationNumber).toBe(registrationNumber);
      for (const field of [
        'make',
        'model',
        'chassisNumber',
        'firstRegistration',
        'yearModel',
        'fuelType',
        'objectType',
      ] as const) {
        expect(vehicle?.[field], `${registrationNumber} ${field}`).toBeDefined();
      }
    }
  });

  it('holds cars, an electric car and a motorcycle, and no boat', async () => {
    const found = await Promise.all(
      [...DEMO_KJORETOYDATA.keys()].map((number) => vehicles().find(number, log)),
    );
    const subtypes = found.map((vehicle) => vehicle?.objectSubtype);
    expect(subtypes).toContain('ICE vehicle');
    expect(subtypes).toContain('electric vehicle');
    expect(subtypes).toContain('MC');
    expect(found.map((vehicle) => vehicle?.objectType)).not.toContain('boat');
  });

  it('knows no other vehicle, and refuses a wrong key as the register does', async () => {
    expect(await vehicles().find('ZZ99999', log)).toBeUndefined();
    const wrongKey = createVehicleRegister({
      url: `${origin}${PATHS.vehicleRegister}`,
      apiKey: 'wrong-key',
    });
    await expect(wrongKey.find('EL12345', log)).rejects.toMatchObject({ status: 502 });
  });
});

describe('the embedded organisation register', () => {
  it('answers every demo company by number in a shape the client reads', async () => {
    for (const number of DEMO_ENHETER.keys()) {
      const company = await organizations().find(number, log);
      expect(company?.organizationNumber).toBe(number);
      expect(company?.businessAddress?.zip, number).toMatch(/^\d{4}$/);
    }
  });

  it('finds companies by name, a bankrupt one and one in liquidation among them', async () => {
    const sjømat = await organizations().search('lofoten sjømat', log);
    expect(sjømat.organizations.map(({ name, bankrupt }) => [name, bankrupt])).toEqual([
      ['LOFOTEN SJØMAT AS', true],
    ]);
    const gartneri = await organizations().search('Gartneri', log);
    expect(gartneri.organizations[0]?.inLiquidation).toBe(true);
    expect(await organizations().search('finnes ikke', log)).toEqual({
      organizations: [],
      total: 0,
    });
  });

  it('knows no other number', async () => {
    expect(await organizations().find('123456785', log)).toBeUndefined();
  });
});

describe('the portal server’s register routes', () => {
  const get = (url: string) => api.inject({ method: 'GET', url });

  it('answers a vehicle however its number was typed', async () => {
    const response = await get('/vehicle/el%2012345');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ registrationNumber: 'EL12345', make: 'VOLKSWAGEN' });
  });

  it('answers a malformed number 400, an unknown one 404, a register that is down 502', async () => {
    const malformed = await get('/vehicle/12345');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['content-type']).toContain('application/problem+json');
    expect((await get('/vehicle/ZZ99999')).statusCode).toBe(404);
    expect((await get('/organization/123456789')).statusCode).toBe(400);
    expect((await get('/organization?name=a')).statusCode).toBe(400);
    const down = await get('/organization/923456783');
    expect(down.statusCode).toBe(502);
    expect(down.json<{ detail: string }>().detail).toMatch(/cannot be reached/);
  });

  it('answers a post code’s town, and 400 or 404 for what is none', async () => {
    expect((await get('/postcode/0150')).json()).toEqual({
      code: '0150',
      town: 'OSLO',
      country: 'NO',
    });
    expect((await get('/postcode/0000')).statusCode).toBe(404);
    expect((await get('/postcode/015')).statusCode).toBe(400);
  });
});
