import { DateTime } from 'luxon';

/** The maintenance page shows its time at GMT+8 (spec 01 §9). */
export const MAINTENANCE_ZONE = 'UTC+8';
export const MAINTENANCE_FORMAT = 'dd/MM/yyyy HH:mm';

/**
 * `t` as DD/MM/YYYY HH:mm at GMT+8, or the text "null" when it is missing or not a time.
 * A time without a zone is the operator's time, GMT+8 (spec 02 §9), never the browser's: `zone`
 * applies only when the text names none. ISO (`T`) and SQL (space) spellings are both read.
 */
export function formatMaintenanceTime(t: string | null): string {
  if (!t) return 'null';
  const options = { zone: MAINTENANCE_ZONE, setZone: true };
  const iso = DateTime.fromISO(t, options);
  const time = iso.isValid ? iso : DateTime.fromSQL(t, options);
  return time.isValid ? time.setZone(MAINTENANCE_ZONE).toFormat(MAINTENANCE_FORMAT) : 'null';
}
