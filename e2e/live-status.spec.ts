import type { APIRequestContext, Page } from '@playwright/test';
import { PATHS } from '../src/domain/topology';
import { asBank, newApplicationOfRep } from './support/applications';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * The bank decides through its own API, and the open portal shows it without a reload. Against
 * the embedded service this runs on the portal server's polling (every 0.5 s in the browser
 * tests' configuration) until the service sends webhooks; the path through the portal is the same.
 */

/** The application's entry in the home page's recent applications. */
const recentApplication = (page: Page, id: number) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `Application ${id}`, exact: true }) });

async function bankSetsStatus(request: APIRequestContext, id: number, status: string) {
  const response = await request.put(`${PATHS.partnerApi}/application/${id}/status`, {
    headers: asBank,
    data: { status, reason: 'Decided by the bank in a browser test' },
  });
  expect(response.status()).toBe(200);
}

test('a status the bank sets shows on the open application page and in the header, without a reload', async ({
  page,
  request,
}) => {
  const id = await newApplicationOfRep(request, 'Tester');
  await signIn(page, 'rep', `/applications/${id}`);
  const history = page.getByRole('list', { name: 'Status history' });
  await expect(history.getByRole('listitem').last()).toContainText('Received');
  let documentLoads = 0;
  page.on('load', () => {
    documentLoads += 1;
  });

  await bankSetsStatus(request, id, 'UnderReview');
  // The open page: seen there, so nothing counts as unseen.
  await expect(history.getByRole('listitem').last()).toContainText('Under review', {
    timeout: 4_000,
  });
  // Told to a screen reader too, without moving focus.
  await expect(page.getByRole('status').filter({ hasText: 'The application is now' })).toHaveText(
    'The application is now Under review.',
  );
  const banner = page.getByRole('banner');
  await expect(banner.getByLabel(/changed since you last looked/)).toHaveCount(0);

  // Elsewhere in the portal, the next decision is counted and named.
  await banner.getByRole('link', { name: 'Home' }).click();
  const recent = recentApplication(page, id);
  await expect(recent).toContainText('Under review');
  const heading = page.getByRole('heading', { level: 1 });
  const headingTop = (await heading.boundingBox())?.y;
  await bankSetsStatus(request, id, 'Approved');
  await expect(banner.getByLabel('1 application changed since you last looked')).toBeVisible({
    timeout: 4_000,
  });
  const notice = page.getByRole('status').filter({ hasText: 'Changed:' });
  await expect(notice).toContainText(`application ${id}, now Approved`);
  await expect(recent).toContainText('Approved');
  // The notice lies over the page: what the user was about to click has not moved.
  expect((await heading.boundingBox())?.y).toBe(headingTop);

  // Opening it clears the count.
  await notice.getByRole('link', { name: `application ${id}, now Approved` }).click();
  await expect(history.getByRole('listitem').last()).toContainText('Approved');
  await expect(banner.getByLabel(/changed since you last looked/)).toHaveCount(0);
  expect(documentLoads).toBe(0);
});

test('after a lost connection the stream comes back and tells what happened meanwhile', async ({
  page,
  request,
}) => {
  const id = await newApplicationOfRep(request, 'Tester');
  await signIn(page, 'rep');
  const recent = recentApplication(page, id);
  await expect(recent).toContainText('Received');

  const streamLost = page.waitForEvent('requestfailed', (failed) =>
    failed.url().endsWith(`${PATHS.portalApi}/events`),
  );
  await page.context().setOffline(true);
  await streamLost;
  await bankSetsStatus(request, id, 'UnderReview');
  await page.context().setOffline(false);

  await expect(recent).toContainText('Under review', { timeout: 15_000 });
  const banner = page.getByRole('banner');
  await expect(banner.getByLabel('1 application changed since you last looked')).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'Changed:' });
  await expect(notice).toContainText(`application ${id}, now Under review`);

  // Laid over the page's head, the notice can be hidden; the count stays.
  await page.getByRole('button', { name: 'Hide changes' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(banner.getByLabel('1 application changed since you last looked')).toBeVisible();
});
