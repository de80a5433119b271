/** What reporting needs (spec 01 §8, spec 02 §9 "error-reporting key supplied at runtime"). */
export interface ReportingSetup {
  /** Sentry DSN from app-config.json; empty turns reporting off. */
  dsn: string;
  /** Where the SDK sends its envelopes: the reference server's tunnel, on our own origin. */
  tunnel: string;
  /** The application version label (spec 01 §9). */
  release: string;
  /** The secrets the page holds now (session tokens, typed passwords, captcha answer), scrubbed from every report. */
  secrets: () => string[];
}

/** Sentry's own filters, the same as noise.ts: messages to ignore, script URLs to deny. */
export interface NoiseFilters {
  ignoreErrors: readonly RegExp[];
  denyUrls: readonly RegExp[];
}

/**
 * The noise filter (./noise.ts), a small chunk of its own: errors are rare, and the sign-in page's
 * first load need not carry it (issue 24). Loaded with the first error; a failed load is tried
 * again with the next one.
 */
let noise: Promise<typeof import('./noise.ts')> | null = null;
const loadNoise = () =>
  (noise ??= import('./noise.ts').catch((failure: unknown) => {
    noise = null;
    throw failure;
  }));

/** Sends one error; the Sentry SDK behind it is loaded on the first error only. */
export type Capture = (error: unknown) => void;

let setup: ReportingSetup | null = null;
let sdk: Promise<Capture> | null = null;
// The SDK's chunk, loaded on demand (tests give their own).
let loadSdk: () => Promise<(setup: ReportingSetup, noise: NoiseFilters) => Capture> = () => import('./sentryReporter.ts').then((module) => module.startSentry);

/**
 * Reports an unexpected error, unless it is noise (./noise.ts). The SDK (about 25 KB gzip) is not
 * in the sign-in page's JavaScript: its chunk loads on the first error worth reporting, and the
 * error is sent once it is there.
 */
export function reportError(error: unknown): void {
  if (setup === null) return;
  loadNoise().then(
    ({ noiseReason }) => {
      if (noiseReason(error) === null) reportKnownError(error);
    },
    (failure: unknown) => console.warn('[errors] the error could not be reported', failure),
  );
}

/**
 * Reports an error its caller knows to be a bug, past the noise filter: the API client's answer
 * with nothing usable in it ("Sorry, something went wrong…", spec 02 §8).
 */
export function reportKnownError(error: unknown): void {
  if (setup === null) return;
  const current = setup;
  sdk ??= Promise.all([loadSdk(), loadNoise()]).then(([start, { IGNORED_MESSAGES, EXTENSION_URLS }]) =>
    start(current, { ignoreErrors: IGNORED_MESSAGES, denyUrls: EXTENSION_URLS }),
  );
  sdk.then(
    (capture) => capture(error),
    (failure: unknown) => {
      // The chunk could not load (offline, new deployment): try again with the next error.
      sdk = null;
      console.warn('[errors] the error could not be reported', failure);
    },
  );
}

/**
 * Turns reporting on (when a DSN is configured) and catches what nothing else catches: uncaught
 * errors and unhandled promise rejections. React's render errors come through createRoot's
 * handlers (src/main.tsx), the API client's unusable answers through src/api/errors.ts.
 */
export function startErrorReporting(config: ReportingSetup, target: Pick<Window, 'addEventListener'> = window): void {
  if (config.dsn === '' || setup !== null) return;
  setup = config;
  target.addEventListener('error', (event) => reportError(event.error ?? event.message));
  target.addEventListener('unhandledrejection', (event) => reportError(event.reason));
}

/** Tests only: forget the setup and give the SDK loader. */
export function resetErrorReportingForTests(loader?: typeof loadSdk): void {
  setup = null;
  sdk = null;
  if (loader) loadSdk = loader;
}
