import { describe, expect, it } from 'vitest';
import { osloLocalToOffset } from './oslo-time';

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
