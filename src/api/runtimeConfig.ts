import * as v from 'valibot';

/**
 * public/app-config.json: read at start-up so one build serves every deployment.
 * Both captcha flags default off (spec 01 §9).
 */
export const RuntimeConfigSchema = v.object({
  apiRoot: v.optional(v.string(), '/api/v1/'),
  captchaEnabled: v.optional(v.boolean(), false),
  /** The new layout (spec 02 §9, default off): the side menu is the 139 px menu component (src/shell/sideMenuWidths.ts). */
  newLayout: v.optional(v.boolean(), false),
  /** The message feed (maintenance value and captcha flags), polled every 60 s without a token. */
  messageFeedUrl: v.optional(v.string(), '/api/feed'),
  /** Sentry DSN of the error reporting (spec 02 §9: supplied at run time); empty turns reporting off. */
  errorReportingDsn: v.optional(v.string(), ''),
  /** Where the SDK sends reports: a tunnel on the app's own origin (the reference server stores them). */
  errorReportingTunnel: v.optional(v.string(), '/api/error-reports'),
});
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = v.parse(RuntimeConfigSchema, {});
