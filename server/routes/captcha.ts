import { Hono } from 'hono';
import { issueCaptcha } from '../auth/captcha.ts';
import type { AppDeps } from '../http/routeDeps.ts';

/**
 * GET /api/captcha (the API root without the version, spec 01 §7; no token): a new captcha image,
 * its token in the x-token header. Query parameters (the client's cache-buster `t`) are ignored.
 */
export function captchaRoutes({ db, config, now }: AppDeps) {
  return new Hono().get('/', async (c) => {
    const { token, svg } = await issueCaptcha(db, { ttlSeconds: config.captchaTtlSeconds, demoAnswer: config.demoCaptchaAnswer }, now());
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'no-store',
      'x-token': token,
      // The app may be served from another origin than the API: let it read the token.
      'Access-Control-Expose-Headers': 'x-token',
    });
  });
}
