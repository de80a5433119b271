import type { DateTime } from 'luxon';

/**
 * The date-range rule (spec 02 §2.13): a start later than the end gives the configured error,
 * anything else (including a missing end) gives null. Days are compared as calendar dates, so two
 * times on the same day are never "later".
 */
export function dateRangeError<TMessage>(
  start: DateTime | null | undefined,
  end: DateTime | null | undefined,
  error: TMessage,
): TMessage | null {
  if (!start?.isValid || !end?.isValid) return null;
  const startDay = start.toISODate();
  const endDay = end.setZone(start.zone).toISODate();
  return startDay !== null && endDay !== null && startDay > endDay ? error : null;
}
