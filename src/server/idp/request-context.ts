import requestContext from 'oidc-provider/lib/helpers/als.js';

let requestsInFlight = 0;

/**
 * Runs one request of oidc-provider and, when the last one in flight ends, turns off the
 * AsyncLocalStorage it keeps each request's context in. Once run, an AsyncLocalStorage keeps
 * Node's promise hooks on for the whole process (until Node 24), and every promise of every
 * other request paid for it (docs/performance.md). A request still in flight keeps its context:
 * the provider reads it, to end a token's lifetime with its session's. The next provider request
 * turns it on again.
 */
export async function inProviderRequest(handle: () => Promise<void>): Promise<void> {
  requestsInFlight += 1;
  try {
    await handle();
  } finally {
    requestsInFlight -= 1;
    if (requestsInFlight === 0) requestContext.disable();
  }
}
