import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { decimalText, parseDecimal, rescale, type Decimal } from './decimal.ts';

/** An allowed range of a rate input, written as decimal text so it is exact. */
export interface NumberRange {
  min: string;
  max: string;
  step: string;
}

/** Spec 02 §5. */
export const SHARE_RANGE: NumberRange = { min: '0', max: '1', step: '0.01' };
export const COMMISSION_RANGE: NumberRange = { min: '0', max: '0.2', step: '0.005' };
export const TAX_RANGE: NumberRange = { min: '0', max: '0.01', step: '0.001' };
export const TT_COMMISSION_RANGE: NumberRange = { min: '0', max: '0.3', step: '0.01' };

function bounds(range: NumberRange) {
  const [min, max, step] = [range.min, range.max, range.step].map((text) => {
    const value = parseDecimal(text);
    if (!value) throw new RangeError(`Invalid range value "${text}"`);
    return value;
  }) as [Decimal, Decimal, Decimal];
  return { min, max, step, scale: Math.max(min.scale, max.scale, step.scale) };
}

/**
 * Checks a value against a range, exactly in decimal: 0.035 is a commission step and 0.0351 is not,
 * whatever binary fraction the number has. Returns null when valid, else the message to show.
 * Empty input is left to the "required" rule.
 */
export function rangeError(value: number | string | null | undefined, range: NumberRange): MessageDescriptor | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const decimal = parseDecimal(value);
  if (!decimal) return msg`Enter a number.`;
  const { min, max, step } = range;
  const b = bounds(range);
  const scale = Math.max(b.scale, decimal.scale);
  const v = rescale(decimal, scale);
  if (v < rescale(b.min, scale) || v > rescale(b.max, scale)) return msg`Enter a value from ${min} to ${max}.`;
  if ((v - rescale(b.min, scale)) % rescale(b.step, scale) !== 0n) return msg`Enter a value in steps of ${step}.`;
  return null;
}

/** Every allowed value of a range, as text with the range's decimals ("0.00", "0.01", … "1.00"). */
export function rangeChoices(range: NumberRange): string[] {
  const b = bounds(range);
  const [min, max, step] = [b.min, b.max, b.step].map((value) => rescale(value, b.scale)) as [bigint, bigint, bigint];
  const choices: string[] = [];
  for (let units = min; units <= max; units += step) choices.push(decimalText({ units, scale: b.scale }));
  return choices;
}
