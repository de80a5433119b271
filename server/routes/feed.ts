import { Hono } from 'hono';
import { MessageFeedQuerySchema, type MessageFeed } from '../../contract/feed.ts';
import { ok } from '../http/envelope.ts';
import { valid } from '../http/validate.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

/**
 * GET /api/feed?t=<encoded API host> (outside /api/v1, no token; it stands in for the operator's
 * external message service, spec 01 §7): the maintenance value and the server's "demand a captcha"
 * flags. `s.cr` is CAPTCHA=on; `s.ec` is reserved and always false. Never cached.
 *
 * Not a call of the contract: spec 02 §7 does not list it, the app reaches it at its own URL
 * (messageFeedUrl) without the API client, and its answer is the external service's, so it is
 * mounted on the app itself.
 */
export function mountFeedRoutes(app: Hono, { config, maintenance }: RouteDeps) {
  const feed = new Hono()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/', valid('query', MessageFeedQuerySchema), async (c) => {
      const answer: MessageFeed = { t: await maintenance.current(), s: { cr: config.captchaAlways, ec: false } };
      return ok(c, answer);
    });
  app.route('/api/feed', feed);
}
