import { formatMoney } from '../money.ts';
import type { CellKind } from './types.ts';

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A cell's text by its kind: money (cents) as "$1,234.50", numbers grouped, the rest as given. */
export function cellText(kind: CellKind, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (kind === 'money') return typeof value === 'number' ? formatMoney(value / 100) : value;
  if (kind === 'number') return typeof value === 'number' ? integer.format(value) : value;
  return String(value);
}

/** The values of a list cell (prize numbers written "0001 0002 …" or "1, 2, 3"): each shown whole, the cell wrapping between them. */
export const listItems = (text: string): string[] => text.split(/[\s,]+/).filter((item) => item !== '');

/** Money and numbers are right-aligned, so their digits line up. */
export const isNumeric = (kind: CellKind) => kind === 'money' || kind === 'number';
