import type { FailureLimit } from '../http';
import { KEYCLOAK_ROUTES } from './paths';
import type { ProviderMiddleware } from './provider';

const isInvalidClient = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && Reflect.get(body, 'error') === 'invalid_client';

/** The client authentication that can be read before the body: HTTP Basic (client_secret_basic). */
function basicCredential(authorization: string): string | undefined {
  const match = /^Basic[ ]+(\S+)[ ]*$/i.exec(authorization);
  return match?.[1];
}

/**
 * The token endpoint answers 429 with `Retry-After` to a client address that keeps failing
 * client authentication (a guessed client secret), whatever it sends next, so guessing learns
 * nothing; other refusals (an expired refresh token, a used code) are not guessing and not
 * counted. A client whose HTTP Basic credential has succeeded from that address before keeps
 * being served there (failure-limit.ts); a secret sent in the body (client_secret_post) is read
 * by oidc-provider only after this check, so it waits like an unknown one. The address is
 * Fastify's, TRUST_PROXY applied (client-address.ts).
 */
export function limitClientFailures(failureLimit: FailureLimit): ProviderMiddleware {
  return async (ctx, next) => {
    if (ctx.method !== 'POST' || ctx.path !== KEYCLOAK_ROUTES.token) {
      await next();
      return;
    }
    const credential = basicCredential(ctx.get('authorization'));
    const retryAfterSeconds = await failureLimit.check(ctx.ip, credential);
    if (retryAfterSeconds > 0) {
      ctx.status = 429;
      ctx.set({ 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' });
      ctx.body = {
        error: 'temporarily_unavailable',
        error_description: `Too many failed client authentications from your address. Try again in ${retryAfterSeconds} seconds.`,
      };
      return;
    }
    await next();
    if (ctx.status === 401 && isInvalidClient(ctx.body)) {
      await failureLimit.recordFailure(ctx.ip, credential);
    } else if (ctx.status === 200 && credential !== undefined) {
      failureLimit.recordSuccess(ctx.ip, credential);
    }
  };
}
