import { describe, expect, it } from 'vitest';
import { todayInNorway } from './today-in-norway';

describe('todayInNorway', () => {
  it('turns at midnight in Norway, summer and winter, in whatever order it is asked', () => {
    const asked = [
      ['2026-06-30T21:59:59.999Z', '2026-06-30'],
      ['2026-06-30T22:00:00.000Z', '2026-07-01'],
      ['2026-06-30T21:59:30.000Z', '2026-06-30'],
      ['2026-12-31T22:59:59.999Z', '2026-12-31'],
      ['2026-12-31T23:00:00.000Z', '2027-01-01'],
      ['2026-12-31T23:00:59.999Z', '2027-01-01'],
      ['2026-12-31T22:59:00.000Z', '2026-12-31'],
    ] as const;
    expect(asked.map(([instant]) => todayInNorway(new Date(instant)))).toEqual(
      asked.map(([, day]) => day),
    );
  });

  it('refuses an invalid date, as often as it is asked', () => {
    expect(() => todayInNorway(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => todayInNorway(new Date(Number.NaN))).toThrow(RangeError);
  });
});
