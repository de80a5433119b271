import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { dateRangeError } from '../../../src/widgets/dateRange.ts';

const day = (iso: string) => DateTime.fromISO(iso, { zone: 'Asia/Singapore' });
const message = 'From date must not be later than To date.';

describe('dateRangeError', () => {
  it('gives the configured error when the start is later than the end', () => {
    expect(dateRangeError(day('2025-03-06'), day('2025-03-05'), message)).toBe(message);
    const descriptor = { id: 'range', message: 'Bad range' };
    expect(dateRangeError(day('2025-04-01'), day('2025-03-31'), descriptor)).toBe(descriptor);
  });

  it('accepts a start before or on the end', () => {
    expect(dateRangeError(day('2025-03-04'), day('2025-03-05'), message)).toBeNull();
    expect(dateRangeError(day('2025-03-05'), day('2025-03-05'), message)).toBeNull();
  });

  it('compares calendar days, not times of day', () => {
    expect(dateRangeError(day('2025-03-05T23:00'), day('2025-03-05T01:00'), message)).toBeNull();
  });

  it('has nothing to say while either end is missing or invalid', () => {
    expect(dateRangeError(null, day('2025-03-05'), message)).toBeNull();
    expect(dateRangeError(day('2025-03-05'), undefined, message)).toBeNull();
    expect(dateRangeError(DateTime.invalid('x'), day('2025-03-05'), message)).toBeNull();
  });
});
