import requestContext from 'oidc-provider/lib/helpers/als.js';
import { describe, expect, it } from 'vitest';
import { inProviderRequest } from './request-context';

describe("the provider's request context", () => {
  it('stays with a request still in flight when another ends', async () => {
    // oidc-provider reads its request's context to cap a token's lifetime at its session's end.
    let endFirst = () => {};
    const firstEnds = new Promise<void>((resolve) => {
      endFirst = resolve;
    });
    let storeAfterFirstEnded: unknown;
    const first = inProviderRequest(() => requestContext.run('first', () => firstEnds));
    const second = inProviderRequest(() =>
      requestContext.run('second', async () => {
        endFirst();
        await first;
        storeAfterFirstEnded = requestContext.getStore();
      }),
    );
    await Promise.all([first, second]);
    expect(storeAfterFirstEnded).toBe('second');
  });
});
