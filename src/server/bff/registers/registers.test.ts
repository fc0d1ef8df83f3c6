import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLookupCache } from './lookup-cache';
import { createOrganizationRegister } from './organization-register';
import { postCodeOf, POST_CODE_SOURCE } from './post-codes';
import { createVehicleRegister } from './vehicle-register';

/** The registers' answers as recorded, in their own shapes. */
const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'recorded', name), 'utf8'));

interface Answer {
  status: number;
  body?: unknown;
  /** Raw text instead of JSON. */
  text?: string;
  /** Never answers: a register that hangs. */
  hang?: true;
}

/** A register at the network's edge: answers what the test says, and records what it was asked. */
async function fakeRegister() {
  const asked: { url: string; headers: Record<string, unknown> }[] = [];
  let answer: Answer = { status: 500 };
  const server = Fastify({ forceCloseConnections: true });
  server.get('/*', (request, reply) => {
    asked.push({ url: request.url, headers: request.headers });
    if (answer.hang === true) return reply; // never sent
    if (answer.text !== undefined)
      return reply.code(answer.status).type('text/html').send(answer.text);
    return answer.body === undefined
      ? reply.code(answer.status).send()
      : reply.code(answer.status).send(answer.body);
  });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    asked,
    answer: (next: Answer) => {
      answer = next;
    },
    close: () => server.close(),
  };
}

const log = Fastify().log;
let register: Awaited<ReturnType<typeof fakeRegister>>;

beforeAll(async () => {
  register = await fakeRegister();
});
afterAll(async () => {
  await register.close();
});
beforeEach(() => {
  register.asked.length = 0;
});

describe('the vehicle register client (Statens vegvesen, single look-up)', () => {
  const vehicles = () =>
    createVehicleRegister({ url: `${register.url}/`, apiKey: 'svv-test-key', timeoutMs: 200 });

  it('asks by registration number with the key, and reads a recorded answer', async () => {
    register.answer({ status: 200, body: recorded('svv-kjoretoydata-electric.json') });
    const vehicle = await vehicles().find('EK10203', log);
    expect(register.asked[0]?.url).toBe('/enkeltoppslag/kjoretoydata?kjennemerke=EK10203');
    expect(register.asked[0]?.headers['svv-authorization']).toBe('Apikey svv-test-key');
    expect(vehicle).toEqual({
      registrationNumber: 'EK10203',
      chassisNumber: 'WVWZZZAUZJW900001',
      make: 'VOLKSWAGEN',
      model: 'GOLF',
      firstRegistration: '2018-06-06',
      yearModel: 2018,
      fuelType: 3,
      objectType: 'vehicle',
      objectSubtype: 'electric vehicle',
      kind: 'Personbil',
    });
  });

  it('reads hybrids, motorcycles and tractors into the offer’s fuel and object types', async () => {
    const answer = (technicalCode: string, fuels: string[], hybrid: string) => ({
      kjoretoydataListe: [
        {
          kjoretoyId: { kjennemerke: 'AB 12345' },
          godkjenning: {
            tekniskGodkjenning: {
              kjoretoyklassifisering: { tekniskKode: { kodeVerdi: technicalCode } },
              tekniskeData: {
                motorOgDrivverk: {
                  hybridKategori: { kodeVerdi: hybrid },
                  motor: fuels.map((fuel) => ({
                    drivstoff: [{ drivstoffKode: { kodeVerdi: fuel } }],
                  })),
                },
              },
            },
          },
        },
      ],
    });
    const cases: [string, string[], string, object][] = [
      ['M1', ['1', '5'], 'OVC', { fuelType: 5, objectSubtype: 'ICE vehicle' }],
      ['M1', ['1', '5'], 'NOVC', { fuelType: 4, objectSubtype: 'ICE vehicle' }],
      ['M1', ['2'], 'INGEN', { fuelType: 2, objectSubtype: 'ICE vehicle' }],
      ['L3e', ['1'], 'INGEN', { fuelType: 1, objectType: 'vehicle', objectSubtype: 'MC' }],
      ['T1', ['2'], 'INGEN', { fuelType: 2, objectType: 'agriculture' }],
      ['N1', ['6'], 'INGEN', { fuelType: 6, objectType: 'vehicle' }],
      ['M1', ['4'], 'INGEN', { fuelType: 7 }],
    ];
    for (const [code, fuels, hybrid, expected] of cases) {
      register.answer({ status: 200, body: answer(code, fuels, hybrid) });
      expect(
        await vehicles().find('AB12345', log),
        `${code} ${fuels.join('+')} ${hybrid}`,
      ).toMatchObject(expected);
    }
  });

  it('knows no vehicle for a 204, a 404, an empty list or only a feilmelding', async () => {
    for (const answer of [
      { status: 204 },
      { status: 404 },
      { status: 200, body: { kjoretoydataListe: [] } },
      { status: 200, body: { feilmelding: 'Kjøretøy ikke funnet' } },
    ]) {
      register.answer(answer);
      expect(await vehicles().find('ZZ99999', log), JSON.stringify(answer)).toBeUndefined();
    }
  });

  it('turns a refused key, a limit, a failure, a strange answer and a hang into problems', async () => {
    const cases: [Answer, number, RegExp][] = [
      [
        { status: 403, body: { feilmelding: 'Ugyldig API-nøkkel' } },
        502,
        /refused the portal server’s key/,
      ],
      [{ status: 429 }, 503, /too many look-ups/],
      [{ status: 503 }, 502, /cannot be reached/],
      [{ status: 200, text: '<html>Vedlikehold</html>' }, 502, /cannot read/],
      [{ status: 200, body: { kjoretoydataListe: 'nothing' } }, 502, /cannot read/],
      [{ status: 200, hang: true }, 504, /did not answer within 0.2 s/],
    ];
    for (const [answer, status, detail] of cases) {
      register.answer(answer);
      await expect(vehicles().find('AB12345', log), JSON.stringify(answer)).rejects.toMatchObject({
        status,
        detail: expect.stringMatching(detail) as unknown,
      });
    }
  });

  it('says a register that cannot be reached is down', async () => {
    const down = createVehicleRegister({ url: 'http://127.0.0.1:9', apiKey: 'k', timeoutMs: 500 });
    await expect(down.find('AB12345', log)).rejects.toMatchObject({ status: 502 });
  });
});

describe('the organisation register client (Enhetsregisteret)', () => {
  const organizations = () =>
    createOrganizationRegister({ url: `${register.url}/enhetsregisteret/api`, timeoutMs: 200 });

  it('finds a company by number in a recorded answer, with its business address', async () => {
    register.answer({ status: 200, body: recorded('brreg-enhet.json') });
    const found = await organizations().find('974760673', log);
    expect(register.asked[0]?.url).toBe('/enhetsregisteret/api/enheter/974760673');
    expect(found).toEqual({
      organizationNumber: '974760673',
      name: 'REGISTERENHETEN I BRØNNØYSUND',
      organizationForm: { code: 'ORGL', description: 'Organisasjonsledd' },
      businessAddress: {
        addressLine1: 'Havnegata 48',
        zip: '8900',
        city: 'BRØNNØYSUND',
        country: 'Norge',
        countryCode: 'NO',
      },
      postalAddress: {
        addressLine1: 'Postboks 900',
        zip: '8910',
        city: 'BRØNNØYSUND',
        country: 'Norge',
        countryCode: 'NO',
      },
      bankrupt: false,
      inLiquidation: false,
      inForcedDissolution: false,
    });
  });

  it('searches by name, and reads bankruptcy, liquidation and further address lines', async () => {
    register.answer({ status: 200, body: recorded('brreg-enheter-search.json') });
    const list = await organizations().search('sjømat & gartneri', log);
    expect(register.asked[0]?.url).toBe(
      '/enhetsregisteret/api/enheter?navn=sj%C3%B8mat%20%26%20gartneri&size=10',
    );
    expect(list.total).toBe(20);
    expect(
      list.organizations.map(({ name, bankrupt, inLiquidation }) => [
        name,
        bankrupt,
        inLiquidation,
      ]),
    ).toEqual([
      ['LOFOTEN SJØMAT AS', true, false],
      ['TRØNDELAG GARTNERI AS', false, true],
    ]);
    expect(list.organizations[1]?.businessAddress).toMatchObject({
      addressLine1: 'Gartnerivegen 2',
      addressLine2: 'Bygg C',
    });
  });

  it('finds none: an empty search, an unknown number, a removed company', async () => {
    register.answer({ status: 200, body: recorded('brreg-enheter-search-empty.json') });
    expect(await organizations().search('xyzzy finnes ikke', log)).toEqual({
      organizations: [],
      total: 0,
    });
    register.answer({ status: 404 });
    expect(await organizations().find('123456785', log)).toBeUndefined();
    register.answer({
      status: 410,
      body: { organisasjonsnummer: '123456785', slettedato: '2020-01-01' },
    });
    await expect(organizations().find('123456785', log)).rejects.toMatchObject({
      status: 404,
      detail: expect.stringContaining('removed') as unknown,
    });
  });

  it('turns a failure, a strange answer and a hang into problems', async () => {
    for (const [answer, status] of [
      [{ status: 500 }, 502],
      [{ status: 200, body: { navn: 'no number' } }, 502],
      [{ status: 200, hang: true }, 504],
    ] as [Answer, number][]) {
      register.answer(answer);
      await expect(
        organizations().find('974760673', log),
        JSON.stringify(answer),
      ).rejects.toMatchObject({ status });
    }
  });
});

describe('post codes', () => {
  it('gives the town of a post code from the file, which names its source and date', () => {
    expect(postCodeOf('0150')).toEqual({ code: '0150', town: 'OSLO', country: 'NO' });
    expect(postCodeOf('5003')?.town).toBe('BERGEN');
    expect(postCodeOf('9990')?.town).toBe('BÅTSFJORD');
    expect(POST_CODE_SOURCE.source).toMatch(/Bring/);
    expect(POST_CODE_SOURCE.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('knows no town for a code Norway does not have, or a name of an object’s own', () => {
    expect(postCodeOf('0000')).toBeUndefined();
    expect(postCodeOf('constructor')).toBeUndefined();
    expect(postCodeOf('__proto__')).toBeUndefined();
  });
});

describe('the look-up cache', () => {
  it('asks once within its time, again after it, and again at once after a failure', async () => {
    let now = 0;
    let calls = 0;
    const cache = createLookupCache<number>({ ttlMs: 1000, maxEntries: 2, now: () => now });
    const lookUp = () => Promise.resolve(++calls);
    expect(await Promise.all([cache.get('a', lookUp), cache.get('a', lookUp)])).toEqual([1, 1]);
    now = 1001;
    expect(await cache.get('a', lookUp)).toBe(2);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', lookUp)).toBe(3);
  });

  it('keeps at most its number of entries, the oldest leaving first', async () => {
    let calls = 0;
    const cache = createLookupCache<number>({ ttlMs: 1000, maxEntries: 2 });
    const lookUp = () => Promise.resolve(++calls);
    await cache.get('a', lookUp);
    await cache.get('b', lookUp);
    await cache.get('c', lookUp);
    expect(await cache.get('b', lookUp)).toBe(2);
    expect(await cache.get('a', lookUp)).toBe(4);
  });
});
