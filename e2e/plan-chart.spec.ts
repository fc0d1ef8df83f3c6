import { expect, test } from './support/test';
import { signIn } from './support/sign-in';

// `rep` (salesperson 1003) owns the demo application 100005, with its payment plan.
const APPLICATION = 100005;

for (const width of [390, 1280]) {
  test.describe(`the payment plan chart at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('writes its axis labels at 12 px or more, inside the chart', async ({ page }) => {
      await signIn(page, 'rep', `/applications/${APPLICATION}`);
      const chart = page.getByRole('img', { name: /Balance and interest over time/ });
      await expect(chart).toBeVisible();
      const ticks = chart.locator('.plan-chart__tick');
      await expect(ticks).toHaveCount(7);
      // The size a reader sees: the font size scaled as the drawing is.
      const labels = await ticks.evaluateAll((elements) =>
        elements.map((element) => {
          const text = element as SVGTextElement;
          const scale = text.ownerSVGElement?.getScreenCTM()?.a ?? 0;
          const box = text.getBoundingClientRect();
          const chartBox = text.ownerSVGElement?.getBoundingClientRect();
          return {
            text: text.textContent,
            pixels: Number.parseFloat(getComputedStyle(text).fontSize) * scale,
            inside:
              chartBox !== undefined && box.left >= chartBox.left && box.right <= chartBox.right,
          };
        }),
      );
      for (const label of labels) {
        expect(
          label.pixels,
          `${label.text} is written at ${label.pixels} px`,
        ).toBeGreaterThanOrEqual(12);
        expect(label.inside, `${label.text} stands inside the chart`).toBe(true);
      }
    });
  });
}
