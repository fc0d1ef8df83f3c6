// oidc-provider publishes no types for its helpers; the one the portal uses, typed.
declare module 'oidc-provider/lib/helpers/als.js' {
  import type { AsyncLocalStorage } from 'node:async_hooks';

  /** The AsyncLocalStorage each of the provider's requests runs in. */
  const requestContext: AsyncLocalStorage<unknown>;
  export default requestContext;
}
