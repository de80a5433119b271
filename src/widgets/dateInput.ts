import { DateTime } from 'luxon';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** How a date input shows its value (spec 02 §2.13). */
export const DATE_DISPLAY_FORMAT = 'MM/dd/yyyy';

export type DateInputResult = { ok: true; date: DateTime } | { ok: false; error: MessageDescriptor };

const DATE_INPUT = /^(\d{1,2})(?:\/(\d{1,2})(?:\/(\d{4}))?)?$/;

/**
 * Reads what a user typed into a date input: "d", "d/m" or "d/m/yyyy" (spec 02 §2.13). A missing
 * month or year is taken from `today`, so "5" is the 5th of this month. The date is the start of
 * that day in `today`'s zone. Note the input order is day first while the display is MM/DD/YYYY,
 * as the spec says; `formatDateInput` gives the display.
 */
export function parseDateInput(text: string, today: DateTime): DateInputResult {
  const match = DATE_INPUT.exec(text.trim());
  if (!match) return { ok: false, error: msg`Enter a date as d, d/m or d/m/yyyy.` };
  const [, day, month, year] = match;
  const date = DateTime.fromObject(
    {
      day: Number(day),
      month: month === undefined ? today.month : Number(month),
      year: year === undefined ? today.year : Number(year),
    },
    { zone: today.zone, locale: 'en-US' },
  );
  if (!date.isValid) return { ok: false, error: msg`This date does not exist.` };
  return { ok: true, date };
}

/** "03/05/2025" for 5 March 2025; "" when there is no date. */
export function formatDateInput(date: DateTime | null | undefined): string {
  return date?.isValid ? date.toFormat(DATE_DISPLAY_FORMAT) : '';
}
