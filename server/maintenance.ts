import { createMiddleware } from 'hono/factory';
import { MAINTENANCE_SUB_CODE } from '../contract/envelope.ts';
import type { Database } from './db/database.ts';
import { writeAudit } from './audit.ts';
import { timestamp } from './db/timestamp.ts';
import { fail } from './http/envelope.ts';

/**
 * How long one instance trusts the maintenance value it last read (milliseconds of the app clock).
 * Every instance reads the database, so all of them agree within this time of a switch; the
 * instance that makes the switch sees it at once.
 */
export const MAINTENANCE_CACHE_MS = 1000;

/** The answer of every gated call while maintenance is on (spec 01 §8: subCode 8000 with a time). */
export const UNDER_MAINTENANCE = 'Web is under maintenance.';

/**
 * The maintenance value of one app instance: '' when there is none, else the time maintenance ends
 * (ISO) or a short text. It lives in the settings table (key 'maintenance', `{ t, since }`) so
 * every instance on the database shares it.
 */
export interface MaintenanceState {
  /** The value in force: at most one primary-key read per cache period, shared by concurrent callers. */
  current(): Promise<string>;
  /** Stores a new value ('' ends maintenance) for the user `by`, with its audit row, and answers it. */
  set(value: string, by: string): Promise<string>;
  /** Forgets the value last read, so the next call reads the database (Clear Cache). */
  forget(): void;
}

export function maintenanceState({ db, now }: { db: Database; now: () => number }, cacheMs = MAINTENANCE_CACHE_MS): MaintenanceState {
  let cached: { value: string; readAt: number } | null = null;
  let pending: Promise<string> | null = null;
  // Bumped by every write: a read that started before it must not be cached afterwards.
  let generation = 0;

  const read = async () => {
    const { rows } = await db.query<{ t: string | null }>(`select value ->> 't' as t from settings where key = 'maintenance'`);
    return rows[0]?.t ?? '';
  };

  return {
    current() {
      const at = now();
      // (A clock that went backwards also re-reads.)
      if (cached && at >= cached.readAt && at - cached.readAt < cacheMs) return Promise.resolve(cached.value);
      if (pending) return pending;
      const readGeneration = generation;
      const reading = read()
        .then((value) => {
          if (readGeneration === generation) cached = { value, readAt: at };
          return value;
        })
        .finally(() => {
          if (pending === reading) pending = null;
        });
      pending = reading;
      return reading;
    },
    async set(value, by) {
      const since = timestamp(now());
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ t: string | null }>(`select value ->> 't' as t from settings where key = 'maintenance' for update`);
        await tx.query(
          `insert into settings (key, value) values ('maintenance', $1::jsonb)
           on conflict (key) do update set value = excluded.value`,
          [JSON.stringify({ t: value, since })],
        );
        const before = { t: rows[0]?.t ?? '' };
        await writeAudit(tx, { userId: by, locId: null, action: 'maintenance.set', entity: 'setting', entityId: 'maintenance', before, after: { t: value }, at: now() });
      });
      generation += 1;
      pending = null;
      cached = { value, readAt: now() };
      return value;
    },
    forget() {
      // A read under way when this is called must not be kept either.
      generation += 1;
      pending = null;
      cached = null;
    },
  };
}

/**
 * The calls that keep working during maintenance: the message feed (so the app learns when it
 * ends), the captcha and sign-in (so an admin can sign in), and the admin switch itself.
 * HEAD is answered by the GET routes.
 */
const OPEN_DURING_MAINTENANCE = new Map<string, readonly string[]>([
  ['/api/feed', ['GET', 'HEAD']],
  ['/api/captcha', ['GET', 'HEAD']],
  ['/api/v1/oauth/token', ['POST']],
  ['/api/v1/maintenance', ['PUT']],
]);

/**
 * Mounted on /api/*: while the maintenance value is non-empty every other call answers 503 with
 * subCode 8000 and the value as `time`, before any token check. Static files are not under /api/.
 */
export const maintenanceGate = (maintenance: MaintenanceState) =>
  createMiddleware(async (c, next) => {
    if (OPEN_DURING_MAINTENANCE.get(c.req.path)?.includes(c.req.method)) return next();
    const time = await maintenance.current();
    if (time !== '') return fail(c, 503, UNDER_MAINTENANCE, { subCode: MAINTENANCE_SUB_CODE, time });
    await next();
  });
