/**
 * A moment of the app's clock (AppDeps.now, milliseconds) as a query parameter. Times the server
 * compares are written and compared with this, never with SQL now(), so tests can move the clock
 * and every instance judges expiry the same way whatever the database server's clock says.
 * Use it with an explicit cast: `$1::timestamptz`.
 */
export const timestamp = (ms: number): string => new Date(ms).toISOString();
