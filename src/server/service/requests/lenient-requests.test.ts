import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApplicationSchema,
  CalculationResponseSchema,
  CampaignSearchResponseSchema,
  type CalculationRequest,
} from '../../../domain/contract';
import { givenCampaign } from '../test-support/rate-rules';
import { parseExactJson } from './exact-json';
import { electricCarRequest, privateApplicationBody } from '../test-support/requests';
import { useServiceUnderTest } from '../test-support/seeded-service';
import {
  AUTHORIZATION,
  call,
  jsonOf,
  PREFIX,
  pathsOf,
  problemOf,
} from '../test-support/test-service';

// An empty database: the campaigns here are this file's own.
const service = useServiceUnderTest({ seed: false });

/** The electric car without a salesperson (this file's database has none) unless told. */
const carRequest = (overrides: Partial<CalculationRequest> = {}): CalculationRequest => {
  const { salespersonId: _salesperson, ...request } = electricCarRequest();
  return { ...request, ...overrides };
};

const campaigns = { any: 0, notSetCustomers: 0, vehicles: 0, annuity: 0 };
beforeAll(async () => {
  const { database } = service;
  campaigns.any = await givenCampaign(database);
  campaigns.notSetCustomers = await givenCampaign(database, {
    rules: { customerTypes: ['NotSet'] },
  });
  campaigns.vehicles = await givenCampaign(database, { rules: { objectTypes: ['vehicle'] } });
  campaigns.annuity = await givenCampaign(database, { rules: { loanTypes: ['Annuity'] } });
});

const postRaw = (path: string, body: string) =>
  service.app.inject({
    method: 'POST',
    url: `${PREFIX}${path}`,
    headers: { ...AUTHORIZATION, 'content-type': 'application/json' },
    payload: body,
  });

async function campaignIds(request: unknown): Promise<number[]> {
  const response = await call(service.app, 'POST', '/campaign/search', {
    calculationRequest: request,
  });
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf(response, CampaignSearchResponseSchema)
    .campaigns.map((campaign) => campaign.campaignId)
    .sort();
}

async function calculation(request: unknown) {
  const response = await call(service.app, 'POST', '/calculation', {
    calculationRequest: request,
  });
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf(response, CalculationResponseSchema).calculation;
}

const applicationBody = (overrides: Partial<CalculationRequest> = {}) => ({
  ...privateApplicationBody(),
  calculationRequest: carRequest(overrides),
});

async function createApplication(body: unknown) {
  const response = await call(service.app, 'POST', '/application', body);
  expect(response.statusCode, response.body).toBe(201);
  return jsonOf(response, ApplicationSchema);
}

describe('dates', () => {
  it('reads a date-time without offset as Norwegian local time', async () => {
    const local = carRequest({ deliveryDate: '2025-06-20T00:00:00' });
    expect(await calculation(local)).toEqual(
      await calculation(carRequest({ deliveryDate: '2025-06-20T00:00:00+02:00' })),
    );
    const application = await createApplication({
      ...applicationBody(),
      calculationRequest: carRequest({ deliveryDate: '2025-12-01T08:30' }),
    });
    // Winter time: UTC+1, written out so that the stored date is unambiguous.
    expect(application.calculationRequest.deliveryDate).toBe('2025-12-01T08:30:00+01:00');
  });

  it('takes an offset without a colon, and a bare date', async () => {
    const expected = await calculation(carRequest({ deliveryDate: '2025-06-20' }));
    expect(await calculation(carRequest({ deliveryDate: '2025-06-20T00:00:00+0200' }))).toEqual(
      expected,
    );
  });

  it('still refuses what is no date', async () => {
    const response = await call(service.app, 'POST', '/calculation', {
      calculationRequest: carRequest({ deliveryDate: '2025-06-20T25:00:00' }),
    });
    expect(response.statusCode).toBe(400);
    expect(pathsOf(problemOf(response))).toEqual(['calculationRequest.deliveryDate']);
  });
});

describe('null and 0', () => {
  it('reads null as absent in every optional field', async () => {
    const withNulls = {
      ...carRequest(),
      productId: null,
      campaignId: null,
      customer: null,
      context: { externalSystemRef: null, channel: null },
      embeddedProducts: null,
      object: { ...carRequest().object, modelCode: null, objectCarExtras: null },
      financialParameters: {
        ...carRequest().financialParameters,
        residualValue: null,
        fundingInterestId: null,
      },
    };
    const { productId: _product, ...withoutProduct } = carRequest();
    expect(await calculation(withNulls)).toEqual(await calculation(withoutProduct));
    const application = await createApplication({
      ...applicationBody(),
      calculationRequest: withNulls,
      applicant: { ...privateApplicationBody().applicant, organizationNumber: null },
    });
    expect(application.calculationRequest).not.toHaveProperty('customer');
    expect(application.calculationRequest.context).toEqual({});
  });

  it('reads 0 as "not set" for optional identifiers', async () => {
    const zeroIds = carRequest({ productId: 0, campaignId: 0, vendorId: 0, salespersonId: 0 });
    const result = await calculation({
      ...zeroIds,
      financialParameters: { ...zeroIds.financialParameters, fundingInterestId: 0 },
    });
    expect(result.interestRateSource).toBe('request');
    const application = await createApplication(applicationBody({ vendorId: 0, salespersonId: 0 }));
    expect(application).toMatchObject({ salesPersonId: null, vendorId: null });
  });
});

describe('numbers', () => {
  it('keeps a 64-bit externalSystemRef digit for digit', async () => {
    const body = JSON.stringify(applicationBody()).replace(
      '"calculationRequest":{',
      '"calculationRequest":{"context":{"externalSystemRef":18446744073709551615},',
    );
    const created = await postRaw('/application', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.body).toContain('"externalSystemRef":18446744073709551615');
    const id = ApplicationSchema.parse(parseExactJson(created.body)).applicationId;
    const fetched = await call(service.app, 'GET', `/application/${id}`);
    expect(fetched.body).toContain('"externalSystemRef":18446744073709551615');

    const tooLarge = await postRaw(
      '/calculation',
      JSON.stringify({ calculationRequest: carRequest() }).replace(
        '"calculationRequest":{',
        '"calculationRequest":{"context":{"externalSystemRef":18446744073709551616},',
      ),
    );
    expect(tooLarge.statusCode).toBe(400);
    expect(pathsOf(problemOf(tooLarge))).toEqual(['calculationRequest.context.externalSystemRef']);
  });

  it('takes whole numbers written with a zero fraction', async () => {
    const body = JSON.stringify({ calculationRequest: carRequest() })
      .replace('"yearModel":2025', '"yearModel":2025.0')
      .replace('"termCount":60', '"termCount":60.0');
    const response = await postRaw('/calculation', body);
    expect(response.statusCode, response.body).toBe(200);
    expect(jsonOf(response, CalculationResponseSchema).calculation.termCount).toBe(60);
  });

  it('calculates any whole number of months per term from 1 to 12', async () => {
    for (const termLength of [2, 4, 5, 12]) {
      const result = await calculation(
        carRequest({
          financialParameters: {
            ...carRequest().financialParameters,
            terms: { termCount: 12, termLength },
          },
        }),
      );
      expect(result.termLength).toBe(termLength);
    }
  });
});

describe('ids beyond the bank’s range', () => {
  it('match nothing in searches, and do not exist for a calculation or application', async () => {
    const big = 3_000_000_000;
    expect(await campaignIds(carRequest({ vendorId: big, productId: big }))).toContain(
      campaigns.any,
    );
    for (const field of ['salespersonId', 'vendorId'] as const) {
      const response = await call(
        service.app,
        'POST',
        '/application',
        applicationBody({ [field]: big }),
      );
      expect(response.statusCode, field).toBe(422);
      expect(pathsOf(problemOf(response))).toEqual([`calculationRequest.${field}`]);
    }
    const people = await call(service.app, 'POST', '/sales-person', { salesPersonId: [big] });
    expect(people.statusCode).toBe(200);
    expect(people.json()).toEqual([]);
  });
});

describe('value sets the spec shows only in part', () => {
  it('keeps an unknown customer type as sent and treats it as NotSet', async () => {
    const sent = { ...carRequest(), customerType: 'SoleProprietor' };
    const notSet = carRequest({ customerType: 'NotSet' });
    expect(await campaignIds(sent)).toEqual(await campaignIds(notSet));
    expect(await campaignIds(sent)).toContain(campaigns.notSetCustomers);
    const application = await createApplication({ ...applicationBody(), calculationRequest: sent });
    expect(application.calculationRequest.customerType).toBe('SoleProprietor');
    expect(application.documents.map((document) => document.documentType)).toContain(
      'IdentityDocument',
    );
  });

  it('keeps an unknown address type as sent', async () => {
    const customer = { address: [{ addressType: 'DeliveryAddress', city: 'Bergen' }] };
    const application = await createApplication({
      ...applicationBody(),
      calculationRequest: { ...carRequest(), customer },
    });
    expect(application.calculationRequest.customer).toEqual(customer);
  });

  it('lets searches answer for an unknown loan type, and refuses to calculate it with 422', async () => {
    const balloon = {
      ...carRequest(),
      financialParameters: { ...carRequest().financialParameters, loanType: 'Balloon' },
    };
    const found = await campaignIds(balloon);
    expect(found).toContain(campaigns.any);
    expect(found).not.toContain(campaigns.annuity);
    for (const [path, body] of [
      ['/calculation', { calculationRequest: balloon }],
      ['/application', { ...applicationBody(), calculationRequest: balloon }],
    ] as const) {
      const response = await call(service.app, 'POST', path, body);
      expect(response.statusCode, path).toBe(422);
      expect(problemOf(response).errors).toEqual([
        {
          path: 'calculationRequest.financialParameters.loanType',
          message: 'The supported loan types are Annuity, Serial, Leasing',
        },
      ]);
    }
  });

  it('has no pairing rule: a subtype of another type matches no rule of that type', async () => {
    const boatMc = carRequest({
      object: { ...carRequest().object, objectTypeID: 'boat', objectSubTypeID: 'MC' },
    });
    expect(await calculation(boatMc)).toBeDefined();
    expect(await campaignIds(boatMc)).not.toContain(campaigns.vehicles);
  });
});

describe('keys in another case', () => {
  it('reads a key that differs only in case as the known key', async () => {
    const { object, ...rest } = carRequest();
    const { objectTypeID, ...objectRest } = object ?? {};
    const misCased = { ...rest, Object: { ...objectRest, objectTypeId: 'boat' } };
    expect(objectTypeID).toBe('vehicle');
    // Read as objectTypeID: 'boat', so the vehicle campaign no longer applies.
    expect(await campaignIds(misCased)).not.toContain(campaigns.vehicles);
    expect(await campaignIds(carRequest())).toContain(campaigns.vehicles);
  });

  it('refuses both spellings at once, naming the right one', async () => {
    const response = await call(service.app, 'POST', '/campaign/search', {
      calculationRequest: {
        ...carRequest(),
        object: { ...carRequest().object, objectTypeId: 'boat' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors).toEqual([
      {
        path: 'calculationRequest.object.objectTypeId',
        message: 'Send this field once, spelt "objectTypeID"',
      },
    ]);
  });

  it('treats keys that are names of every object (toString, constructor) as unknown fields', async () => {
    for (const key of ['toString', 'constructor', 'hasOwnProperty']) {
      const response = await call(service.app, 'POST', '/calculation', {
        calculationRequest: { ...carRequest(), [key]: [] },
      });
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
