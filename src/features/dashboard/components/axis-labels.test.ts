import { describe, expect, it } from 'vitest';
import { labelWidth, placeLabels } from './axis-labels';

const MONTHS = [
  'jan.',
  'feb.',
  'mars',
  'apr.',
  'mai',
  'juni',
  'juli',
  'aug.',
  'sep.',
  'okt.',
  'nov.',
  'des.',
];
const monthsOf = (...years: number[]) =>
  years.flatMap((year) => MONTHS.map((month) => `${month} ${year}`));

/** The labels under `width` pixels of evenly spaced columns, and their boxes as drawn. */
function drawn(labels: readonly string[], width: number) {
  const step = width / labels.length;
  const placed = placeLabels(labels, (label) => (labels.indexOf(label) + 0.5) * step, width);
  const boxes = placed.map(({ centre, shift, label }) => {
    const left = centre + shift - labelWidth(label) / 2;
    return { left, right: left + labelWidth(label) };
  });
  return { shown: placed.map(({ label }) => label), boxes };
}

/** Each label's box ends at least `gap` pixels before the next begins, all within `width`. */
function expectApart(boxes: readonly { left: number; right: number }[], width: number, gap = 12) {
  for (const [index, box] of boxes.entries()) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
    const next = boxes[index + 1];
    if (next !== undefined) expect(next.left - box.right).toBeGreaterThanOrEqual(gap);
  }
}

describe('the labels under the volume chart', () => {
  it('shows every month where there is room for all', () => {
    const months = monthsOf(2026);
    expect(drawn(months, 1200).shown).toEqual(months);
  });

  it('on a phone, shows evenly spaced months apart and within the drawing, always the latest', () => {
    const { shown, boxes } = drawn(monthsOf(2026), 280);
    expect(shown.at(-1)).toBe('des. 2026');
    expect(shown.length).toBeGreaterThan(1);
    expectApart(boxes, 280);
  });

  it('keeps the last label, moved in from the edge, clear of the one before', () => {
    // Three years by month on a phone: the last column's label would stand past the edge.
    const { shown, boxes } = drawn(monthsOf(2024, 2025, 2026), 290);
    expect(shown.at(-1)).toBe('des. 2026');
    expectApart(boxes, 290);
  });

  it('keeps the first of the days of a month, moved in from the axis, clear of the next', () => {
    const days = Array.from({ length: 31 }, (_, index) => `${index + 1}. okt.`);
    for (const width of [290, 560, 1000]) {
      const { shown, boxes } = drawn(days, width);
      expect(shown.at(-1)).toBe('31. okt.');
      expectApart(boxes, width);
    }
  });

  it('shows the one label there is, and nothing of none', () => {
    expect(drawn(['des. 2026'], 300).shown).toEqual(['des. 2026']);
    expect(drawn([], 300).shown).toEqual([]);
  });
});
