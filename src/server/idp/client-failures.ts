import type { FailureLimit } from '../http';
import { KEYCLOAK_ROUTES } from './paths';
import type { ProviderMiddleware } from './provider';

const isInvalidClient = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && Reflect.get(body, 'error') === 'invalid_client';

/**
 * The token endpoint answers 429 with `Retry-After` to a client address that keeps failing
 * client authentication (a guessed client secret), whatever it sends next; a success clears the
 * count. Other refusals (an expired refresh token, a used code) are not guessing and not counted.
 */
export function limitClientFailures(failureLimit: FailureLimit): ProviderMiddleware {
  return async (ctx, next) => {
    if (ctx.method !== 'POST' || ctx.path !== KEYCLOAK_ROUTES.token) {
      await next();
      return;
    }
    const { failures, retryAfterSeconds } = await failureLimit.check(ctx.ip);
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
    if (ctx.status === 401 && isInvalidClient(ctx.body)) await failureLimit.recordFailure(ctx.ip);
    else if (ctx.status === 200 && failures > 0) await failureLimit.recordSuccess(ctx.ip);
  };
}
