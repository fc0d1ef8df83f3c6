import { describe, expect, it } from 'vitest';
import { labelWidth, spacedLabels } from './axis-labels';

const months = [
  'jan. 2026',
  'feb. 2026',
  'mars 2026',
  'apr. 2026',
  'mai 2026',
  'juni 2026',
  'juli 2026',
  'aug. 2026',
  'sep. 2026',
  'okt. 2026',
  'nov. 2026',
  'des. 2026',
];

describe('the labels under the volume chart', () => {
  it('shows every month where there is room for all', () => {
    expect(spacedLabels(months, 1200)).toEqual(months);
  });

  it('on a phone, shows as many as fit side by side, evenly spaced, always the latest', () => {
    const width = 280;
    const shown = spacedLabels(months, width);
    expect(shown.at(-1)).toBe('des. 2026');
    expect(shown.length).toBeGreaterThan(1);
    const room = shown.reduce((sum, label) => sum + labelWidth(label), 0);
    expect(room + 12 * (shown.length - 1)).toBeLessThanOrEqual(width);
    expect(shown).toEqual(['apr. 2026', 'aug. 2026', 'des. 2026']);
  });

  it('shows the one label there is, and nothing of none, however narrow', () => {
    expect(spacedLabels(['des. 2026'], 10)).toEqual(['des. 2026']);
    expect(spacedLabels([], 300)).toEqual([]);
  });

  it('keeps the latest of 31 days and leaves out days between on a narrow axis', () => {
    const days = Array.from({ length: 31 }, (_, index) => `${index + 1}. des.`);
    const shown = spacedLabels(days, 300);
    expect(shown.at(-1)).toBe('31. des.');
    expect(shown.length).toBeLessThan(days.length);
    expect(shown.length).toBeGreaterThan(2);
  });
});
