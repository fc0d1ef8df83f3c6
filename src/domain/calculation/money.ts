/**
 * Values this close to a half (relative to their size) count as the half. A float holds a decimal
 * only approximately: 1.005 is stored as 1.00499999999999989…, and 1.005 × 100 gives
 * 100.49999999999999. Such drift is a few units in the last place, about 1e-16 of the value; a
 * tolerance of 1e-15 absorbs it without moving any amount that is truly below the half.
 */
const HALF_DRIFT_TOLERANCE = 1e-15;

/** Rounds half away from zero, e.g. 1.005 to 1.01 and 2.675 to 2.68 with `decimals` = 2. */
export function roundHalfUp(value: number, decimals = 0): number {
  const scale = 10 ** decimals;
  return roundHalfUpToInteger(value * scale) / scale;
}

function roundHalfUpToInteger(value: number): number {
  const magnitude = Math.abs(value);
  const whole = Math.floor(magnitude);
  const rounded = magnitude - whole >= 0.5 - magnitude * HALF_DRIFT_TOLERANCE ? whole + 1 : whole;
  // No negative zero: a rounded-away amount must compare equal to 0 everywhere.
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Kroner to whole øre, rounded half-up: the engine adds and subtracts money only in øre. */
export function toOre(kroner: number): number {
  return roundHalfUpToInteger(kroner * 100);
}

/** Whole øre back to kroner: the nearest float to the two-decimal amount. */
export function fromOre(ore: number): number {
  return ore / 100;
}

/** Rounds kroner half-up to øre. */
export function roundToOre(kroner: number): number {
  return fromOre(toOre(kroner));
}

/** Rounds an amount of øre (e.g. interest computed on a balance) half-up to whole øre. */
export function roundOre(ore: number): number {
  return roundHalfUpToInteger(ore);
}
