import { describe, expect, it } from 'vitest';
import { osloLocalToOffset, startOfNorwegianDay } from './norwegian-time';

describe('osloLocalToOffset', () => {
  it.each([
    ['2025-06-20T00:00:00', '2025-06-20T00:00:00+02:00'],
    ['2025-12-01T08:30', '2025-12-01T08:30:00+01:00'],
    ['2025-12-01T08:30:15.250', '2025-12-01T08:30:15.250+01:00'],
    // Just after the clocks go forward (02:00 → 03:00) and back (03:00 → 02:00).
    ['2025-03-30T03:30:00', '2025-03-30T03:30:00+02:00'],
    ['2025-10-26T04:00:00', '2025-10-26T04:00:00+01:00'],
    ['2025-06-20T00:00:00+0200', '2025-06-20T00:00:00+02:00'],
    ['2025-06-20T00:00:00Z', '2025-06-20T00:00:00Z'],
    ['2025-06-20', '2025-06-20'],
    ['tomorrow', 'tomorrow'],
  ])('%s → %s', (text, expected) => {
    expect(osloLocalToOffset(text)).toBe(expected);
  });
});

describe('startOfNorwegianDay', () => {
  it('is midnight in Norway, with the offset of that day', () => {
    expect(startOfNorwegianDay('2026-12-01')).toBe('2026-12-01T00:00:00+01:00');
    expect(startOfNorwegianDay('2026-07-01')).toBe('2026-07-01T00:00:00+02:00');
  });
});
