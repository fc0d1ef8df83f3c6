import { expectNoSeriousViolations } from './support/accessibility';
import { expect, test } from './support/test';
import { field } from './support/offer-form';
import { signIn } from './support/sign-in';
import { portalApi } from './support/paths';

test.describe('the portal shell', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'dealer');
  });

  test('shows the home page and follows the navigation to another route', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Dealer financing' })).toBeVisible();
    await expect(page).toHaveTitle(/Dealer financing portal/);

    const navigation = page.getByRole('navigation', { name: 'Main' });
    await navigation.getByRole('link', { name: 'My applications' }).click();
    await expect(page).toHaveURL('/applications');
    await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'My applications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('opens a deep link directly', async ({ page }) => {
    await page.goto('/applications/42');
    await expect(page).toHaveURL('/applications/42');
    await expect(page.getByRole('heading', { level: 1, name: 'Application 42' })).toBeVisible();
  });

  test('says plainly when a page does not exist', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('There is no page at /no/such/page.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('is reachable by keyboard: the skip link leads to the content', async ({ page }) => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/#main');
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await expectNoSeriousViolations(page);
  });
});

test('serves the security headers with the page and with /api', async ({ request }) => {
  for (const path of ['/', portalApi('/application')]) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
  }
  const api = await request.get(portalApi('/application'));
  expect(api.status()).toBe(401);
  expect(api.headers()['cache-control']).toBe('no-store');
});

test('runs under its Content Security Policy without a violation, inline scripts and zod included', async ({
  page,
}) => {
  // Each document reports what its policy refused; the console says it too.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /CSP violation|Content Security Policy/.test(message.text())
    ) {
      refusals.push(message.text());
    }
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  // Screens whose answers and forms zod parses: the home page, the list, the offer form.
  await signIn(page, 'dealer');
  await expect(page.getByRole('heading', { level: 1, name: 'Dealer financing' })).toBeVisible();
  // index.html's inline script, allowed by its hash, asked for the English catalogues before
  // the page's module script was parsed (a preload the portal's script makes comes after it).
  const preloadedByThePage = await page.evaluate(() => {
    const catalogues = document.head.querySelector(
      'link[rel="modulepreload"][href*="/messages-en-"]',
    );
    const entry = document.head.querySelector('script[type="module"]');
    return (
      catalogues !== null &&
      entry !== null &&
      (catalogues.compareDocumentPosition(entry) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
    );
  });
  expect(preloadedByThePage).toBe(true);
  await page.goto('/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.goto('/offers/new');
  await field(page, 'Purchase price (NOK)').fill('499 000');
  await field(page, 'Make').fill('Volkswagen');
  await expect(field(page, 'Purchase price (NOK)')).toHaveValue(/499/);

  expect(refusals).toEqual([]);
  expect(pageErrors).toEqual([]);
});
