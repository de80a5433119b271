/**
 * The cron texts of the draw schedules (server time zone UTC), in one place: the job engine registers
 * its schedules with them and draw/weekJob shows the weekly one on Draw Setting.
 */
/** Weekly draw creation: Mondays 01:00 UTC (09:00 operator time), well before the week's first cut-off. */
export const CREATE_DRAWS_CRON = '0 1 * * 1';
/** Closing at cut-off: every minute (the bet paths check closes_at themselves, so a late tick refuses nothing wrongly). */
export const CLOSE_DRAWS_CRON = '* * * * *';
