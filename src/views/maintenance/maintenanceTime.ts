import { DateTime } from 'luxon';

/** The maintenance page shows its time at GMT+8 (spec 01 §9). */
export const MAINTENANCE_ZONE = 'UTC+8';
export const MAINTENANCE_FORMAT = 'dd/MM/yyyy HH:mm';

/** `t` as DD/MM/YYYY HH:mm at GMT+8, or the text "null" when it is missing or not a time. */
export function formatMaintenanceTime(t: string | null): string {
  if (!t) return 'null';
  const time = DateTime.fromISO(t, { setZone: true });
  return time.isValid ? time.setZone(MAINTENANCE_ZONE).toFormat(MAINTENANCE_FORMAT) : 'null';
}
