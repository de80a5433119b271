import { decimalText, parseDecimal, roundDecimal } from './decimal.ts';

/** Money is shown in dollars with two decimals (spec 02 §2.11, §9). */
export const MONEY_DECIMALS = 2;

/**
 * "$1,234.50"; negatives as "-$1,234.50". Rounds half away from zero on the decimal value the
 * number reads as (1.005 -> "$1.01", as the old currency pipe did), so no binary-fraction surprise;
 * a value that rounds to zero never shows a minus sign. Missing or non-finite values give "".
 */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const decimal = parseDecimal(value);
  if (!decimal) return '';
  const rounded = roundDecimal(decimal, MONEY_DECIMALS);
  const negative = rounded.units < 0n;
  const text = decimalText({ units: negative ? -rounded.units : rounded.units, scale: MONEY_DECIMALS });
  const [whole = '0', fraction = '00'] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}.${fraction}`;
}
