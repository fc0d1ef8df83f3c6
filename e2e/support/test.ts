import { expect, test as base, type Response } from '@playwright/test';

/** An 11-digit run: a national identity number, which no `/api` answer may carry whole. */
const IDENTITY_NUMBER = /(?<!\d)\d{11}(?!\d)/g;
/** A correlation id (a UUID) may hold 11 digits in a row by chance: it is no identity number. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * An `/api` answer with a body to read: the event stream (`/api/events`) stays open for minutes,
 * and carries by its schema no more than an application's id, salesperson and status.
 */
const isApiAnswer = (response: Response): boolean =>
  new URL(response.url()).pathname.startsWith('/api/') &&
  !(response.headers()['content-type'] ?? '').startsWith('text/event-stream');

/**
 * Playwright's `test`, with one check around every test: each `/api` answer the browser receives
 * is read, and the test fails if any holds an 11-digit identity number. Import `test` and
 * `expect` from here instead of '@playwright/test'.
 */
export const test = base.extend<{ apiAnswersWithoutIdentityNumbers: undefined }>({
  apiAnswersWithoutIdentityNumbers: [
    async ({ context }, use) => {
      const findings: Promise<string[]>[] = [];
      context.on('response', (response) => {
        if (!isApiAnswer(response)) return;
        findings.push(
          response.text().then(
            (body) =>
              (body.replace(UUID, '').match(IDENTITY_NUMBER) ?? []).map(
                (found) => `${response.url()}: ${found}`,
              ),
            // An answer the page navigated away from has no body left to read.
            () => [],
          ),
        );
      });
      await use(undefined);
      expect((await Promise.all(findings)).flat()).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
