/**
 * Exact decimal arithmetic for the few places that must not drift (money rounding, the step checks
 * of share / commission / tax inputs): a value is an integer of units times 10^-scale, held in a
 * bigint, read from the number's shortest decimal text (what a user typed or the server sent), never
 * from its binary fraction.
 */
export interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Reads "12", "-0.005", ".5", "1e-3" or a finite number; null for anything else. */
export function parseDecimal(value: number | string): Decimal | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = String(value).trim();
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = '', exponentText] = match;
  if (whole === '' && fraction === '') return null;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  let digits = `${whole}${fraction}` || '0';
  let scale = fraction.length - exponent;
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  const units = BigInt(digits);
  return { units: sign === '-' ? -units : units, scale };
}

/** The same value with `scale` decimals (only ever widening: callers pick the larger scale). */
export function rescale(value: Decimal, scale: number): bigint {
  if (scale < value.scale) throw new RangeError('rescale only widens');
  return value.units * 10n ** BigInt(scale - value.scale);
}

/** Rounds half away from zero to `decimals` places (how people and the old money pipe round). */
export function roundDecimal(value: Decimal, decimals: number): Decimal {
  if (value.scale <= decimals) return { units: rescale(value, decimals), scale: decimals };
  const divisor = 10n ** BigInt(value.scale - decimals);
  const negative = value.units < 0n;
  const magnitude = negative ? -value.units : value.units;
  let rounded = magnitude / divisor;
  if ((magnitude % divisor) * 2n >= divisor) rounded += 1n;
  return { units: negative ? -rounded : rounded, scale: decimals };
}

/** Plain text with exactly `scale` decimals, e.g. { units: -5n, scale: 3 } -> "-0.005". */
export function decimalText(value: Decimal): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const whole = digits.slice(0, digits.length - value.scale);
  const fraction = value.scale > 0 ? `.${digits.slice(digits.length - value.scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
