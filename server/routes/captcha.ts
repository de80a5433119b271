import { captcha, CAPTCHA_TOKEN_HEADER } from '../../contract/captcha.ts';
import { issueCaptcha } from '../auth/captcha.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

/**
 * GET /api/captcha (the API root without the version, spec 01 §7; no token): a new captcha image,
 * its token in the x-token header. Query parameters (the client's cache-buster `t`) are ignored.
 */
export function mountCaptchaRoutes(router: ApiRouter, { db, config, now }: RouteDeps) {
  router.implement(captcha, async ({ c }) => {
    const { token, svg } = await issueCaptcha(db, { ttlSeconds: config.captchaTtlSeconds, demoAnswer: config.demoCaptchaAnswer }, now());
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'no-store',
      [CAPTCHA_TOKEN_HEADER]: token,
      // The app may be served from another origin than the API: let it read the token.
      'Access-Control-Expose-Headers': CAPTCHA_TOKEN_HEADER,
    });
  });
}
