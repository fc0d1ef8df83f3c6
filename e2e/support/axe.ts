import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What axe finds serious or critical on the page as it stands, listed so a failure says what. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
  expect(
    serious.map(
      ({ id, help, nodes }) => `${id}: ${help} (${nodes.map((n) => n.target).join(', ')})`,
    ),
  ).toEqual([]);
}
