import * as v from 'valibot';

/**
 * Bounded building blocks for request schemas. Everything a request carries is bounded here, once:
 * text has a maximum length and never holds a NUL or a lone surrogate (PostgreSQL refuses both with
 * an error, which must be a 400 at the edge, not a 500 in a query); numbers in a URL are plain
 * decimal digits within the column's range (no `1e20`, no `0x10`, no 2147483648 for an int4).
 */

/** The largest id an `integer` column holds. */
export const INT4_MAX = 2_147_483_647;

// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses.
const NUL_OR_LONE_SURROGATE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Text that is well-formed UTF-16 (no lone surrogate) and holds no NUL. */
export const cleanText = (value: string) => !NUL_OR_LONE_SURROGATE.test(value);

/** Text of at most `max` characters, without NUL or lone surrogates. */
export const text = (max: number, message = `At most ${max} characters.`) =>
  v.pipe(v.string(), v.maxLength(max, message), v.check(cleanText, 'The text holds a character that is not allowed.'));

/** Non-empty text of at most `max` characters (trimmed first). */
export const requiredText = (max: number, requiredMessage: string) => v.pipe(text(max), v.trim(), v.nonEmpty(requiredMessage));

/**
 * The LocId the client adds to every POST and PUT body, on calls that do not read it: any short
 * text, or nothing.
 */
export const IgnoredLocIdSchema = v.nullish(text(16));

/** A user id: 1 to 64 letters, digits, '_', '.' or '-', starting with a letter or digit. */
export const UserIdSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, 'UserId must be a user id (letters, digits, _ . -, at most 64).'),
);

/** A whole number written in a URL (query or path): decimal digits only, within [min, max]. */
export const urlInteger = (name: string, min = 1, max = INT4_MAX) =>
  v.pipe(
    v.string(),
    v.regex(/^[0-9]{1,10}$/, `${name} must be a whole number.`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}.`),
    v.maxValue(max, `${name} must be at most ${max}.`),
  );

/** A whole number in a JSON body, within [min, max]. */
export const jsonInteger = (name: string, min = 1, max = INT4_MAX) =>
  v.pipe(v.number(`${name} must be a number.`), v.integer(`${name} must be a whole number.`), v.minValue(min), v.maxValue(max));

/**
 * Whether a YYYY-MM-DD text names a day that exists, from 1900 on. valibot's isoDate lets 2026-02-31
 * and year 0000 through; PostgreSQL refuses both with an error, which would be a 500 (issue 19, defect
 * 4). Days before 1900 are no draw's or ticket's.
 */
export const isCalendarDay = (date: string): boolean => {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(ms) && date >= '1900-01-01' && new Date(ms).toISOString().slice(0, 10) === date;
};

/** A calendar day (YYYY-MM-DD) that exists, in a URL or a body: every date field of a request is one. */
export const calendarDate = (name: string) =>
  v.pipe(
    v.string(),
    v.isoDate(`${name} must be a date (YYYY-MM-DD).`),
    v.check(isCalendarDay, (issue) => `${name} ${String(issue.input)} is not a day of the calendar.`),
  );

/** A calendar day in a URL: YYYY-MM-DD. */
export const urlDate = calendarDate;

/** A flag in a URL: 1/0 or true/false. */
export const urlFlag = v.pipe(v.picklist(['0', '1', 'true', 'false']), v.transform((value) => value === '1' || value === 'true'));

/** A colour as #RRGGBB: what an <input type="color"> gives (a form's `color` field, an announcement's background). */
export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;
