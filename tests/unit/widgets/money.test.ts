import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney } from '../../../src/widgets/money.ts';

describe('formatMoney', () => {
  it('shows dollars with thousands separators and two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(7)).toBe('$7.00');
    expect(formatMoney(999.999)).toBe('$1,000.00');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
  });

  it('puts the minus sign before the dollar sign', () => {
    expect(formatMoney(-1234.5)).toBe('-$1,234.50');
    expect(formatMoney(-0.01)).toBe('-$0.01');
  });

  it('never shows minus zero', () => {
    expect(formatMoney(-0)).toBe('$0.00');
    expect(formatMoney(-0.004)).toBe('$0.00');
  });

  it('rounds half away from zero on the decimal value, not the binary fraction', () => {
    // 1.005 is 1.00499999… in binary; Intl/toFixed would give 1.00.
    expect(formatMoney(1.005)).toBe('$1.01');
    expect(formatMoney(-1.005)).toBe('-$1.01');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
    expect(formatMoney(2.675)).toBe('$2.68');
  });

  it('handles numbers written with an exponent', () => {
    expect(formatMoney(1e21)).toBe('$1,000,000,000,000,000,000,000.00');
    expect(formatMoney(1e-7)).toBe('$0.00');
  });

  it('gives empty text for missing or non-finite values', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('agrees with Intl for whole cents', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(formatMoney(cents / 100)).toBe(usd.format(cents / 100).replace('-0.00', '0.00'));
      }),
    );
  });
});
