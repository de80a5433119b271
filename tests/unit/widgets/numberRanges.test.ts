import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COMMISSION_RANGE,
  rangeChoices,
  rangeError,
  SHARE_RANGE,
  TAX_RANGE,
  TT_COMMISSION_RANGE,
  type NumberRange,
} from '../../../src/widgets/numberRanges.ts';
import { i18n } from '../../../src/i18n/i18n.ts';

const errorText = (value: number | string | null | undefined, range: NumberRange) => {
  const error = rangeError(value, range);
  return error && i18n._(error);
};

describe('the ranges of spec 02 §5', () => {
  it('share: 0 to 1 in steps of 0.01', () => {
    expect(SHARE_RANGE).toEqual({ min: '0', max: '1', step: '0.01' });
    expect(rangeChoices(SHARE_RANGE)).toHaveLength(101);
    expect(rangeChoices(SHARE_RANGE).slice(0, 3)).toEqual(['0.00', '0.01', '0.02']);
    expect(rangeChoices(SHARE_RANGE).at(-1)).toBe('1.00');
  });

  it('commission: 0 to 0.2 in steps of 0.005', () => {
    expect(rangeChoices(COMMISSION_RANGE)).toHaveLength(41);
    expect(rangeChoices(COMMISSION_RANGE).slice(0, 3)).toEqual(['0.000', '0.005', '0.010']);
    expect(rangeChoices(COMMISSION_RANGE).at(-1)).toBe('0.200');
  });

  it('tax: 0 to 0.01 in steps of 0.001', () => {
    expect(rangeChoices(TAX_RANGE)).toEqual(Array.from({ length: 11 }, (_, i) => (i / 1000).toFixed(3)));
  });

  it('TT commission: 0 to 0.3 in steps of 0.01', () => {
    expect(rangeChoices(TT_COMMISSION_RANGE)).toHaveLength(31);
    expect(rangeChoices(TT_COMMISSION_RANGE).at(-1)).toBe('0.30');
  });
});

describe('rangeError', () => {
  it('accepts the ends and every step, as numbers and as text', () => {
    expect(rangeError(0, SHARE_RANGE)).toBeNull();
    expect(rangeError(1, SHARE_RANGE)).toBeNull();
    expect(rangeError('0.35', SHARE_RANGE)).toBeNull();
    expect(rangeError(0.035, COMMISSION_RANGE)).toBeNull();
    expect(rangeError('0.2', COMMISSION_RANGE)).toBeNull();
    expect(rangeError(0.007, TAX_RANGE)).toBeNull();
    expect(rangeError(0.29, TT_COMMISSION_RANGE)).toBeNull();
  });

  it('is exact in decimal: values whose binary fractions drift are still on the step', () => {
    // 0.07 / 0.01 is 7.000000000000001 and 0.035 % 0.005 is 0.0049999… in floating point.
    expect(rangeError(0.07, SHARE_RANGE)).toBeNull();
    expect(rangeError(0.035, COMMISSION_RANGE)).toBeNull();
    expect(rangeError(0.3, TT_COMMISSION_RANGE)).toBeNull();
    expect(rangeError(0.58, SHARE_RANGE)).toBeNull();
    for (const choice of rangeChoices(COMMISSION_RANGE)) expect(rangeError(Number(choice), COMMISSION_RANGE)).toBeNull();
  });

  it('rejects values outside the range with the range in the message', () => {
    expect(errorText(1.01, SHARE_RANGE)).toBe('Enter a value from 0 to 1.');
    expect(errorText(-0.01, SHARE_RANGE)).toBe('Enter a value from 0 to 1.');
    expect(errorText('0.205', COMMISSION_RANGE)).toBe('Enter a value from 0 to 0.2.');
    expect(errorText(0.011, TAX_RANGE)).toBe('Enter a value from 0 to 0.01.');
    expect(errorText(0.31, TT_COMMISSION_RANGE)).toBe('Enter a value from 0 to 0.3.');
  });

  it('rejects values between steps with the step in the message', () => {
    expect(errorText(0.015, SHARE_RANGE)).toBe('Enter a value in steps of 0.01.');
    expect(errorText('0.0351', COMMISSION_RANGE)).toBe('Enter a value in steps of 0.005.');
    expect(errorText(0.0015, TAX_RANGE)).toBe('Enter a value in steps of 0.001.');
    // 0.1 + 0.2 is 0.30000000000000004: close to a step is not on it.
    expect(errorText(0.1 + 0.2, SHARE_RANGE)).toBe('Enter a value in steps of 0.01.');
  });

  it('rejects text that is not a number', () => {
    expect(errorText('abc', SHARE_RANGE)).toBe('Enter a number.');
    expect(errorText('0.1.2', SHARE_RANGE)).toBe('Enter a number.');
    expect(errorText(Number.NaN, SHARE_RANGE)).toBe('Enter a number.');
  });

  it('leaves empty input to the required rule', () => {
    expect(rangeError('', SHARE_RANGE)).toBeNull();
    expect(rangeError('  ', SHARE_RANGE)).toBeNull();
    expect(rangeError(null, SHARE_RANGE)).toBeNull();
    expect(rangeError(undefined, SHARE_RANGE)).toBeNull();
  });

  it('accepts exactly the whole multiples of the step (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 100 }), fc.integer({ min: 1, max: 4 }), (thousandths, extra) => {
        // thousandths/1000 written as text, sometimes with a trailing digit that leaves the step.
        const base = (thousandths / 1000).toFixed(3);
        const onStep = thousandths >= 0 && thousandths <= 200 && thousandths % 5 === 0;
        expect(rangeError(base, COMMISSION_RANGE) === null).toBe(onStep);
        expect(rangeError(`${base}${extra}`, COMMISSION_RANGE)).not.toBeNull();
      }),
    );
  });
});
