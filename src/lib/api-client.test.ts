import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setAccessTokenSource } from './access-token';
import { apiRequest } from './api-client';
import { ApiProblemError, NetworkError, UnexpectedResponseError } from './api-errors';

const Greeting = z.object({ greeting: z.string() });

function answer(status: number, body: unknown, type = 'application/json') {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
}

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenSource(() => 'token-123');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('calls same-origin /api with the token, the CSRF header and a JSON body', async () => {
    fetchMock.mockResolvedValue(answer(200, { greeting: 'hei' }));
    await apiRequest('/calculation', { method: 'POST', body: { a: 1 }, response: Greeting });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/calculation');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer token-123',
      'X-Requested-With': 'dealer-portal',
      'Content-Type': 'application/json',
    });
  });

  it('returns the body parsed by the schema', async () => {
    fetchMock.mockResolvedValue(answer(200, { greeting: 'hei', extra: true }));
    await expect(apiRequest('/x', { response: Greeting })).resolves.toEqual({ greeting: 'hei' });
  });

  it('turns problem details into a typed error with the field errors', async () => {
    fetchMock.mockResolvedValue(
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
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await apiRequest('/x', { response: Greeting }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiProblemError);
    expect(error).toMatchObject({ status: 502 });
  });

  it('reports a response in the wrong shape instead of passing it on', async () => {
    fetchMock.mockResolvedValue(answer(200, { greeting: 42 }));
    await expect(apiRequest('/x', { response: Greeting })).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    );
  });

  it('reports a network failure as such', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/x', { response: Greeting })).rejects.toBeInstanceOf(NetworkError);
  });

  it('sends no Authorization header when signed out', async () => {
    setAccessTokenSource(() => undefined);
    fetchMock.mockResolvedValue(answer(200, { greeting: 'hei' }));
    await apiRequest('/x', { response: Greeting });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
  });
});
