import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { errorReports, type ErrorReport } from '../../contract/errorReports.ts';
import { timestamp } from '../db/timestamp.ts';
import { fail } from '../http/envelope.ts';
import type { AuthVariables } from '../http/auth.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { readSentryEnvelope, storableText } from '../errorReports/sentryEnvelope.ts';
import { createAddressLimiter, limitPerAddress } from '../http/addressLimiter.ts';
import { ADMIN_ONLY } from './maintenance.ts';

/** A browser event with its stack and a few breadcrumbs is a few KB; 64 KB leaves room and no more. */
export const MAX_REPORT_BYTES = 64 * 1024;
/** The tunnel keeps the newest reports only: it is open to anyone, so the table must not grow forever. */
export const KEPT_REPORTS = 10_000;
const NEWEST = 50;
/**
 * Per sender (issue 19, defect 2): a burst of 20 reports, then one every 3 s (20 a minute). The
 * browser SDK sends one event per envelope and drops repeats of an error, so a page in trouble stays
 * well within it; a flood gets 429 with Retry-After, which the SDK obeys.
 */
export const REPORT_LIMIT = { capacity: 20, refillMs: 3_000, maxSenders: 10_000 } as const;

/**
 * POST /api/error-reports: the Sentry tunnel (the SDK's `tunnel` option). The app's error reports
 * go to its own origin (no third-party host in the CSP, no ad blocker in the way) and the reference
 * server stores them in `error_reports` instead of forwarding them to a Sentry server.
 *
 * Mounted beside the contract, not through router.implement: the body is Sentry's envelope
 * (newline-separated JSON, sent as text/plain), which the JSON validation at that edge would refuse,
 * and the SDK reads no `{ success, data }` answer. What the edge gives every call is applied here
 * by hand: a body limit answered 413 before the body is read, and 400 for anything that is not an
 * envelope. No token: errors happen on the sign-in page too.
 */
export function mountErrorReportTunnel(app: Hono, { db, now }: RouteDeps) {
  const tunnel = new Hono().post(
    '/',
    limitPerAddress(createAddressLimiter(REPORT_LIMIT), now, 'Too many error reports: try again later.'),
    bodyLimit({ maxSize: MAX_REPORT_BYTES, onError: (c) => fail(c, 413, 'The report is too large.') }),
    async (c) => {
      const body = await c.req.text();
      const events = readSentryEnvelope(body);
      if (events === null) return fail(c, 400, 'Not a Sentry envelope.');
      // At most one row per request (issue 19, defect 2): the browser SDK sends one event per envelope,
      // and one envelope of 2 222 empty events had stored 2 222 copies of itself. The first event is kept.
      const [event] = events;
      if (event) {
        await db.query(
          `insert into error_reports (received_at, event_id, release, message, envelope) values ($1::timestamptz, $2, $3, $4, $5)`,
          [timestamp(now()), event.eventId, event.release, event.message, storableText(body)],
        );
        await db.query(`delete from error_reports where report_id <= (select max(report_id) - $1 from error_reports)`, [KEPT_REPORTS]);
      }
      // What a Sentry server answers; the SDK reads nothing else.
      return c.json({ id: event?.eventId ?? '' });
    },
  );
  app.route('/api/error-reports', tunnel);
}

/** GET errorReports: admins only, the role read from the users table (not the token). */
export function mountErrorReportRoutes(router: ApiRouter, { db }: RouteDeps) {
  const adminOnly = createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const { rows } = await db.query<{ role: string }>('select role from users where user_id = $1', [c.get('userId')]);
    if (rows[0]?.role !== 'ADMIN') return fail(c, 403, ADMIN_ONLY);
    await next();
  });
  router.implement(
    errorReports,
    async () => {
      const { rows } = await db.query<{ report_id: string | number; received_at: Date | string; event_id: string; release: string; message: string; envelope: string }>(
        `select report_id, received_at, event_id, release, message, envelope from error_reports order by report_id desc limit $1`,
        [NEWEST],
      );
      return rows.map(
        (row): ErrorReport => ({
          ReportId: Number(row.report_id),
          ReceivedAt: new Date(row.received_at).toISOString(),
          EventId: row.event_id,
          Release: row.release,
          Message: row.message,
          Envelope: row.envelope,
        }),
      );
    },
    { before: [adminOnly] },
  );
}
