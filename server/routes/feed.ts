import { Hono } from 'hono';
import { MessageFeedQuerySchema, type MessageFeed } from '../../contract/feed.ts';
import { ok } from '../http/envelope.ts';
import { valid } from '../http/validate.ts';
import type { MaintenanceState } from '../maintenance.ts';
import type { AppDeps } from '../http/routeDeps.ts';

/**
 * GET /api/feed?t=<encoded API host> (outside /api/v1, no token; it stands in for the operator's
 * external message service, spec 01 §7): the maintenance value and the server's "demand a captcha"
 * flags. `s.cr` is CAPTCHA=on; `s.ec` is reserved and always false. Never cached.
 */
export function feedRoutes({ config }: AppDeps, maintenance: MaintenanceState) {
  return new Hono()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/', valid('query', MessageFeedQuerySchema), async (c) => {
      const feed: MessageFeed = { t: await maintenance.current(), s: { cr: config.captchaAlways, ec: false } };
      return ok(c, feed);
    });
}
