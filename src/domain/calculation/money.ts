/**
 * Money in the engine is whole øre, and every rounding is half away from zero, decided on the
 * exact value (docs/calculation.md, Rounding). A binary float holds most decimals only
 * approximately (1.005 is 1.00499999999999989…), and a product such as an interest of
 * 18 232.1149999999917 kr can sit a hair below half an øre, where float arithmetic may land on
 * either side. So each rounding first looks at the float estimate and, only when that lies too
 * close to a half to tell, decides on the exact value in BigInt: exact, and nearly as fast.
 */

/** An exact rational number; the denominator is positive. */
export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

/**
 * How far (relative to its size) a float estimate may be from the exact value it stands for.
 * The estimates here are one to three float operations on exact inputs, each off by at most
 * 1.1e-16 of the value; 1e-12 leaves a wide margin.
 */
const ESTIMATE_UNCERTAINTY = 1e-12;

/**
 * The estimate rounded half away from zero when it is farther from a half than `uncertainty`
 * (relative to its size), else undefined.
 */
function roundEstimate(estimate: number, uncertainty = ESTIMATE_UNCERTAINTY): number | undefined {
  const magnitude = Math.abs(estimate);
  const whole = Math.floor(magnitude);
  const aboveHalf = magnitude - whole - 0.5;
  if (!(Math.abs(aboveHalf) > magnitude * uncertainty)) return undefined;
  const rounded = aboveHalf > 0 ? whole + 1 : whole;
  // No negative zero: a rounded-away amount must compare equal to 0 everywhere.
  return estimate < 0 && rounded !== 0 ? -rounded : rounded;
}

/** numerator / denominator rounded half away from zero to a whole number. */
export function roundFraction({ numerator, denominator }: Fraction): number {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const whole = magnitude / denominator;
  const rounded = 2n * (magnitude - whole * denominator) >= denominator ? whole + 1n : whole;
  return Number(negative ? -rounded : rounded);
}

/**
 * The float estimate's rounding when it is sure, else the exact value's (computed only then).
 * `uncertainty`: how far, relative to its size, the estimate may be from the exact value.
 */
export function roundExactly(
  estimate: number,
  exact: () => Fraction,
  uncertainty = ESTIMATE_UNCERTAINTY,
): number {
  if (!Number.isFinite(estimate)) return estimate;
  return roundEstimate(estimate, uncertainty) ?? roundFraction(exact());
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * The decimal a number is written as, exactly: 14.105587 is 14105587/1000000, not the binary
 * float nearest to it. Amounts and rates arrive as JSON numbers typed in decimal, so their
 * shortest round-trip form (what `String` gives) is the value the customer meant.
 */
export function decimalOf(value: number): Fraction {
  const match = DECIMAL.exec(String(value));
  if (match === null) throw new RangeError(`${value} is not a finite number`);
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText) - fraction.length;
  const digits = BigInt(`${sign}${whole}${fraction}`);
  return exponent >= 0
    ? { numerator: digits * 10n ** BigInt(exponent), denominator: 1n }
    : { numerator: digits, denominator: 10n ** BigInt(-exponent) };
}

function greatestCommonDivisor(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** The same fraction in lowest terms, so that powers of it stay small. */
function reduced({ numerator, denominator }: Fraction): Fraction {
  const divisor = greatestCommonDivisor(numerator, denominator);
  return divisor <= 1n
    ? { numerator, denominator }
    : { numerator: numerator / divisor, denominator: denominator / divisor };
}

/** The interest rate of one term: i / 100 × m / 12, exactly and as a float. */
export interface RatePerTerm {
  /** r as the nearest float, for the estimates and the effective-rate solver. */
  value: number;
  /** r exactly, in lowest terms. */
  exact: Fraction;
}

/** r for a nominal annual rate in percent (a decimal) paid every `monthsPerTerm` months. */
export function ratePerTermOf(nominalPercent: number, monthsPerTerm: number): RatePerTerm {
  const percent = decimalOf(nominalPercent);
  return {
    value: (nominalPercent * monthsPerTerm) / 1200,
    exact: reduced({
      numerator: percent.numerator * BigInt(monthsPerTerm),
      denominator: percent.denominator * 1200n,
    }),
  };
}

/** One term's interest on a balance of whole øre: round(balance × r), in whole øre. */
export function interestOn(balance: number, rate: RatePerTerm): number {
  // The plan's inner loop: the float estimate first, without a closure.
  const estimate = balance * rate.value;
  if (!Number.isFinite(estimate)) return estimate;
  return (
    roundEstimate(estimate) ??
    roundFraction({
      numerator: BigInt(balance) * rate.exact.numerator,
      denominator: rate.exact.denominator,
    })
  );
}

/** Kroner, as written in decimal, to whole øre rounded half-up: 1.005 gives 101. */
export function toOre(kroner: number): number {
  return roundExactly(kroner * 100, () => {
    const { numerator, denominator } = decimalOf(kroner);
    return { numerator: numerator * 100n, denominator };
  });
}

/** Whole øre back to kroner: the nearest float to the two-decimal amount. */
export function fromOre(ore: number): number {
  return ore / 100;
}

/** Rounds kroner, as written in decimal, half-up to øre. */
export function roundToOre(kroner: number): number {
  return fromOre(toOre(kroner));
}

/** `percent` % (a decimal) of an amount of whole øre, rounded half-up to whole øre. */
export function percentOfOre(percent: number, ore: number): number {
  return roundExactly((percent * ore) / 100, () => {
    const { numerator, denominator } = decimalOf(percent);
    return { numerator: numerator * BigInt(ore), denominator: denominator * 100n };
  });
}

/** `percent` % of an amount in kroner, rounded half-up to øre: 10 % of 350 000.05 is 35 000.01. */
export function percentOfAmount(percent: number, kroner: number): number {
  return fromOre(percentOfOre(percent, toOre(kroner)));
}

/** Rounds a decimal half-up to `decimals` places, e.g. an effective rate to 7.13 from 7.125. */
export function roundHalfUp(value: number, decimals = 0): number {
  const scale = 10 ** decimals;
  return (
    roundExactly(value * scale, () => {
      const { numerator, denominator } = decimalOf(value);
      return { numerator: numerator * BigInt(scale), denominator };
    }) / scale
  );
}
