import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { formatDateInput, parseDateInput } from '../../../src/widgets/dateInput.ts';
import { i18n } from '../../../src/i18n/i18n.ts';

const today = DateTime.fromISO('2025-03-20T15:30:00', { zone: 'Asia/Singapore' });

function parsed(text: string) {
  const result = parseDateInput(text, today);
  if (!result.ok) throw new Error(`expected a date for "${text}", got: ${i18n._(result.error)}`);
  return result.date;
}

function errorOf(text: string) {
  const result = parseDateInput(text, today);
  if (result.ok) throw new Error(`expected an error for "${text}", got ${result.date.toISO()}`);
  return i18n._(result.error);
}

describe('parseDateInput', () => {
  it('reads a day alone as that day of the current month and year', () => {
    expect(parsed('5').toISODate()).toBe('2025-03-05');
    expect(parsed(' 31 ').toISODate()).toBe('2025-03-31');
  });

  it('reads day/month in the current year', () => {
    expect(parsed('5/11').toISODate()).toBe('2025-11-05');
    expect(parsed('01/02').toISODate()).toBe('2025-02-01');
  });

  it('reads day/month/year', () => {
    expect(parsed('29/2/2024').toISODate()).toBe('2024-02-29');
    expect(parsed('1/12/1999').toISODate()).toBe('1999-12-01');
  });

  it("gives the start of the day in today's zone", () => {
    const date = parsed('5');
    expect(date.zoneName).toBe('Asia/Singapore');
    expect(date.hour + date.minute + date.second).toBe(0);
  });

  it('rejects text that is not d, d/m or d/m/yyyy', () => {
    for (const text of ['', 'abc', '5/', '5/3/25', '2025-03-05', '1/2/3/2024', '-1', '5.3']) {
      expect(errorOf(text)).toBe('Enter a date as d, d/m or d/m/yyyy.');
    }
  });

  it('rejects dates that do not exist', () => {
    for (const text of ['0', '32', '31/4', '29/2/2025', '1/13']) {
      expect(errorOf(text)).toBe('This date does not exist.');
    }
  });
});

describe('formatDateInput', () => {
  it('displays MM/DD/YYYY', () => {
    expect(formatDateInput(parsed('5/3/2025'))).toBe('03/05/2025');
    expect(formatDateInput(parsed('25/12'))).toBe('12/25/2025');
  });

  it('displays nothing without a valid date', () => {
    expect(formatDateInput(null)).toBe('');
    expect(formatDateInput(DateTime.invalid('no date'))).toBe('');
  });
});
