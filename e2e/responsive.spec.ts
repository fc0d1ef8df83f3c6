import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { newApplicationOfRep } from './support/applications';
import { signIn, signInInNorwegian } from './support/sign-in';
import { next } from './support/offer-form';
import { expect, test } from './support/test';

/** The widths salespeople use: phones, a tablet upright and flat, laptops, a desk screen. */
const WIDTHS = [360, 390, 768, 1024, 1280, 1920] as const;
const DESKTOP_WIDTH = 1024;

/** The manager sees every page of the portal's shell: the staff pages and the salespeople. */
const PAGES = ['/', '/offers/new', '/applications', '/salespeople'] as const;

/** Every control in the header is a touch target of at least 44 px high. */
async function expectTouchSizedHeaderControls(page: Page): Promise<void> {
  const controls = page.getByRole('banner').locator('a:visible, button:visible, select:visible');
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    expect(box?.height, await control.innerText()).toBeGreaterThanOrEqual(44);
  }
}

/** Opens a page and waits for its content: an application's once its documents are listed. */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1')).toBeVisible();
  if (path.startsWith('/applications/')) {
    const documents = page.getByRole('region', { name: /^(Documents|Dokumenter)$/ });
    await expect(documents.getByRole('list')).toBeVisible();
  }
}

async function expectNoSidewaysScrolling(page: Page): Promise<void> {
  const beyondTheEdge = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    // Name the innermost elements that reach past the edge, so a failure says where to look.
    return [...document.querySelectorAll('main *, header *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .filter(
        (element) =>
          ![...element.children].some((child) => child.getBoundingClientRect().right > width + 0.5),
      )
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} → ${Math.round(element.getBoundingClientRect().right)} px`,
      );
  });
  expect(beyondTheEdge, `content beyond the right edge of ${page.url()}`).toEqual([]);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < DESKTOP_WIDTH ? 844 : 800 } });

    test('every page fits the width, passes axe, and keeps the header to one row or a menu', async ({
      page,
      request,
    }) => {
      test.slow();
      const application = `/applications/${await newApplicationOfRep(request, 'Bredde')}`;
      await signIn(page, 'manager');
      const header = page.getByRole('banner');
      const menuButton = header.getByRole('button', { name: 'Menu' });
      for (const path of [...PAGES, application]) {
        await openPage(page, path);
        await expectNoSidewaysScrolling(page);
        await expectNoSeriousViolations(page);
      }

      const headerHeight = (await header.boundingBox())?.height ?? Infinity;
      if (width >= DESKTOP_WIDTH) {
        await expect(menuButton).toBeHidden();
        await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
        expect(headerHeight, 'one row of header').toBeLessThan(64);
        await expectTouchSizedHeaderControls(page);
      } else {
        // On a phone the page starts near the top; the navigation waits behind the menu button.
        expect(headerHeight).toBeLessThan(64);
        await expect(header.getByRole('navigation')).toBeHidden();
        await menuButton.click();
        await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
        await header.getByRole('link', { name: 'My applications' }).click();
        await expect(page).toHaveURL(/\/applications$/);
        await expect(header.getByRole('navigation')).toBeHidden();
        await expectNoSidewaysScrolling(page);
        await menuButton.click();
        await expectTouchSizedHeaderControls(page);
        await expectNoSeriousViolations(page);
        await page.keyboard.press('Escape');
        await expect(header.getByRole('button', { name: 'Sign out' })).toBeHidden();
      }
    });
  });
}

// Norwegian words are longer: the phones again, in bokmål.
for (const width of WIDTHS.filter((each) => each < 768)) {
  test.describe(`at ${width} px in bokmål`, () => {
    test.use({ viewport: { width, height: 844 }, locale: 'nb-NO' });

    test('every page fits the width', async ({ page, request }) => {
      const application = `/applications/${await newApplicationOfRep(request, 'Bredde')}`;
      await signInInNorwegian(page, 'manager');
      for (const path of [...PAGES, application]) {
        await openPage(page, path);
        await expectNoSidewaysScrolling(page);
      }
    });
  });
}

/**
 * Content that does not fit scrolls inside its box and leaves the page alone, so the page's own
 * width says nothing of a table: its scroll box must not scroll either.
 */
async function expectTablesFit(page: Page): Promise<void> {
  const overflowing = await page
    .locator('.table-scroll')
    .evaluateAll((boxes) =>
      boxes
        .filter((box) => box.scrollWidth > box.clientWidth)
        .map((box) => `${box.scrollWidth - box.clientWidth} px too wide`),
    );
  expect(overflowing, `a table scrolling sideways on ${page.url()}`).toEqual([]);
}

// A manager's laptop: the salespeople list beside its filter, whole, in both languages.
test.describe('at 1366 × 768, the salespeople list', () => {
  for (const [language, signInAs, locale, header] of [
    ['bokmål', signInInNorwegian, 'nb-NO', 'Eksterne referanser'],
    ['English', signIn, 'en-GB', 'External references'],
  ] as const) {
    test(`fits with every reference whole, in ${language}`, async ({ browser }) => {
      const context = await browser.newContext({ locale, viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      await signInAs(page, 'manager', '/salespeople');
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
      await expectNoSidewaysScrolling(page);
      await expectTablesFit(page);
      // Each reference's value ("E-2041", "MD-0001") shows whole inside its cell.
      const values = table.locator('.references code');
      expect(await values.count()).toBeGreaterThan(10);
      const cut = await values.evaluateAll((codes) =>
        codes
          .filter((code) => {
            const cell = code.closest('td')?.getBoundingClientRect();
            const box = code.getBoundingClientRect();
            return cell === undefined || box.right > cell.right + 0.5 || box.left < cell.left;
          })
          .map((code) => code.textContent),
      );
      expect(cut).toEqual([]);
      await context.close();
    });
  }
});

/** Makes an offer in bokmål up to its result step: the payment grid and the figures. */
async function offerOnResultStep(page: Page): Promise<void> {
  await signInInNorwegian(page, 'dealer', '/offers/new');
  await page.getByRole('radio', { name: 'Brukt' }).check();
  await page.getByLabel('Merke', { exact: true }).fill('Toyota');
  await page.getByLabel('Modell', { exact: true }).fill('RAV4');
  await page.getByLabel('Kjøpesum (kr)', { exact: true }).fill('289 900');
  await next(page, 'Kunde', 'nb');
  await page.getByRole('radio', { name: 'Privatperson' }).check();
  await next(page, 'Finansielle vilkår', 'nb');
  await page.getByRole('radio', { name: 'Annuitetslån' }).check();
  await page.getByLabel('Egenkapital (kr)', { exact: true }).fill('60 000');
  await page.getByLabel('Antall terminer', { exact: true }).fill('60');
  await next(page, 'Tilleggsprodukter', 'nb');
  await next(page, 'Resultat', 'nb');
  await expect(page.getByText('Bekreftet av finansieringstjenesten.').first()).toBeVisible();
}

test.describe('on a phone, 390 × 844, in bokmål', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'nb-NO' });

  test('the payment grid says how to see its other columns, and the keyboard reaches them', async ({
    page,
  }) => {
    await offerOnResultStep(page);
    const region = page.getByRole('region', {
      name: 'Terminbeløp: antall terminer i radene, egenkapital som andel av kontantprisen i kolonnene',
    });
    await expect(region).toBeVisible();
    await expectNoSidewaysScrolling(page);
    // The grid is wider than the phone: the page says so, and names the box it scrolls in.
    await expect(
      page.getByText('Tabellen er bredere enn skjermen: sveip eller rull sideveis', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(region).toHaveAccessibleDescription(/rull sideveis/);
    // Its headers are whole words: "Egenkapital" once over the equity columns, not cut.
    const equity = region.getByRole('columnheader', { name: 'Egenkapital', exact: true });
    const inside = async (header: typeof equity) => {
      const [cell, box] = await Promise.all([header.boundingBox(), region.boundingBox()]);
      return (
        cell !== null &&
        box !== null &&
        cell.x >= box.x &&
        cell.x + cell.width <= box.x + box.width + 0.5
      );
    };
    await expect(equity).toBeVisible();
    const headers = await equity.evaluate((cell) => cell.scrollWidth <= cell.clientWidth);
    expect(headers).toBe(true);
    const last = region.getByRole('columnheader', { name: /^30,00 %/ });
    expect(await inside(last)).toBe(false);

    // The box takes the focus; the arrow keys bring the last column into view.
    await region.focus();
    await expect(region).toBeFocused();
    // Ten steps of the arrow key scroll further than the grid is wider than its box; the browser
    // scrolls smoothly, so the column comes into view when the scrolling ends.
    for (let press = 1; press <= 10; press++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => inside(last)).toBe(true);
    await expectNoSeriousViolations(page);
  });
});

test.describe('on a phone, the bar at the bottom', () => {
  for (const width of [360, 390]) {
    test(`shows the effective rate beside the payment at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({
        locale: 'nb-NO',
        viewport: { width, height: 844 },
      });
      const page = await context.newPage();
      await offerOnResultStep(page);
      const bar = page.getByRole('complementary', { name: 'Terminbeløp' });
      const payment = bar.locator('[data-live-payment]');
      const rate = bar.locator('[data-live-rate]');
      await expect(bar.getByText('Effektiv rente', { exact: true })).toBeVisible();
      // The bar's rate is the result's, on the same row as the payment, all within the screen.
      const shown =
        (await page.locator('[data-figure="effectiveInterestRate"]').textContent()) ?? '';
      await expect(rate).toHaveText(shown);
      await expect(payment).toBeVisible();
      const [paymentBox, rateBox] = await Promise.all([payment.boundingBox(), rate.boundingBox()]);
      expect(paymentBox).not.toBeNull();
      expect(rateBox).not.toBeNull();
      if (paymentBox === null || rateBox === null) return;
      expect(Math.abs(rateBox.y - paymentBox.y)).toBeLessThan(4);
      expect(rateBox.x).toBeGreaterThan(paymentBox.x + paymentBox.width);
      expect(rateBox.x + rateBox.width).toBeLessThanOrEqual(width);
      await expectNoSidewaysScrolling(page);
      await context.close();
    });
  }
});
