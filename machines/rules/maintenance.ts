/**
 * The server's maintenance answer (spec 01 §8: subCode 8000 with a time), recognised in a failure
 * without importing the API client: the client's error exposes `maintenanceTime`, and so does the
 * sign-in flow's own signal when the session it started ended for maintenance.
 */
export function maintenanceTimeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('maintenanceTime' in error)) return null;
  const time: unknown = error.maintenanceTime;
  return typeof time === 'string' && time !== '' ? time : null;
}

/** The path of the maintenance page for a time (spec 01 §2: /maintenance?t=). */
export const maintenancePath = (time: string) => `/maintenance?t=${encodeURIComponent(time)}`;

/**
 * Why a started session did not reach "signed in": the profile call answered "under maintenance",
 * and the session machine has already gone to the maintenance page (the sign-in form must not
 * reappear behind it).
 */
export class SessionEndedForMaintenance extends Error {
  constructor() {
    super('The session ended: the site is under maintenance');
    this.name = 'SessionEndedForMaintenance';
  }
}

/** Whether a path (without its query) is the maintenance page's. */
export const isMaintenancePage = (path: string) => path === '/maintenance';
