import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { network, sentRequests } from '../test/network';
import { setAccessTokenSource } from './access-token';
import { PORTAL_API, routePath } from '../domain/contract';
import { apiRequest, callApi } from './api-client';
import { ApiProblemError, NetworkError, UnexpectedResponseError } from './api-errors';
import { i18n, sayMessage } from './i18n';

const Greeting = z.object({ greeting: z.string() });

function answer(status: number, body: unknown, type = 'application/json') {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
}

/** The portal server answers every request to `/api/…` with `response`. */
const serverAnswers = (response: () => Response) => {
  network.use(http.all('/api/*', response));
};

describe('apiRequest', () => {
  beforeEach(() => {
    setAccessTokenSource(() => 'token-123');
  });

  it('calls same-origin /api with the token, the CSRF header and a JSON body', async () => {
    serverAnswers(() => answer(200, { greeting: 'hei' }));
    await apiRequest('/calculation', { method: 'POST', body: { a: 1 }, response: Greeting });

    const [request] = sentRequests;
    expect(new URL(request?.url ?? '').pathname).toBe('/api/calculation');
    expect(new URL(request?.url ?? '').origin).toBe(window.location.origin);
    expect(request?.method).toBe('POST');
    expect(await request?.text()).toBe('{"a":1}');
    expect(Object.fromEntries(request?.headers ?? [])).toMatchObject({
      authorization: 'Bearer token-123',
      'x-requested-with': 'dealer-portal',
      'content-type': 'application/json',
    });
  });

  it('returns the body parsed by the schema', async () => {
    serverAnswers(() => answer(200, { greeting: 'hei', extra: true }));
    await expect(apiRequest('/x', { response: Greeting })).resolves.toEqual({ greeting: 'hei' });
  });

  it('turns problem details into a typed error with the field errors', async () => {
    serverAnswers(() =>
      answer(
        400,
        {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          detail: 'The request has 1 invalid field.',
          errors: [
            {
              path: 'calculationRequest.object.purchasePrice.amount',
              message: 'Must be 0 or more',
            },
          ],
        },
        'application/problem+json',
      ),
    );
    const error = await apiRequest('/x', { response: Greeting }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiProblemError);
    expect(error).toMatchObject({
      status: 400,
      message: 'The request has 1 invalid field.',
      fieldErrors: [{ path: 'calculationRequest.object.purchasePrice.amount' }],
    });
  });

  it('describes an error answer that is not problem details by its status', async () => {
    serverAnswers(() => new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await apiRequest('/x', { response: Greeting }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiProblemError);
    expect(error).toMatchObject({ status: 502 });
  });

  it('reports a response in the wrong shape instead of passing it on', async () => {
    serverAnswers(() => answer(200, { greeting: 42 }));
    await expect(apiRequest('/x', { response: Greeting })).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    );
  });

  it('reports a network failure as such', async () => {
    serverAnswers(() => HttpResponse.error());
    await expect(apiRequest('/x', { response: Greeting })).rejects.toBeInstanceOf(NetworkError);
  });

  it('sends no Authorization header when signed out', async () => {
    setAccessTokenSource(() => undefined);
    serverAnswers(() => answer(200, { greeting: 'hei' }));
    await apiRequest('/x', { response: Greeting });
    expect(sentRequests[0]?.headers.has('authorization')).toBe(false);
  });
});

describe('callApi', () => {
  beforeEach(() => {
    setAccessTokenSource(() => 'token-123');
  });

  it('fills in the route’s path parameters, escaped, and its query without empty values', () => {
    expect(routePath(PORTAL_API.copyOffer, { params: { offerId: 'a/b c' } })).toBe(
      '/offer/a%2Fb%20c/copy',
    );
    expect(
      routePath(PORTAL_API.listApplications, {
        query: { limit: 10, customerName: '', salesPersonId: 1001, cursor: undefined },
      }),
    ).toBe('/application?limit=10&salesPersonId=1001');
    expect(routePath(PORTAL_API.salespeople)).toBe('/sales-person');
  });

  it('sends the route’s method and body, and parses the answer with the route’s schema', async () => {
    const dina = {
      salesPersonId: 1001,
      salesPersonName: 'Dina Dealer',
      salesPersonEmail: 'dina@example.no',
      externalReferences: [],
    };
    serverAnswers(() => answer(200, [dina]));
    await expect(
      callApi(PORTAL_API.findSalespeople, { body: { salesPersonId: [1001] } }),
    ).resolves.toEqual([dina]);
    const [request] = sentRequests;
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/sales-person');
    expect(await request?.json()).toEqual({ salesPersonId: [1001] });
  });

  it('refuses an answer the route’s schema does not describe', async () => {
    serverAnswers(() => answer(200, { unexpected: true }));
    await expect(callApi(PORTAL_API.salespeople, {})).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    );
  });

  it('takes no content for a route that answers none', async () => {
    network.use(http.delete('/api/offer/:offerId', () => new HttpResponse(null, { status: 204 })));
    await expect(
      callApi(PORTAL_API.deleteOffer, { params: { offerId: 'o-1' } }),
    ).resolves.toBeUndefined();
  });
});

describe("zod's words", () => {
  it('says an issue no schema words in the language shown, once the client is loaded', () => {
    const extras = z.array(z.string()).check(z.maxLength(2));
    const issue = extras.safeParse(['a', 'b', 'c']).error?.issues[0];
    i18n.activate('nb');
    expect(sayMessage(issue?.message ?? '')).toBe('Må være høyst 2');
    i18n.activate('en');
    expect(sayMessage(issue?.message ?? '')).toBe('Must be at most 2');
  });
});
