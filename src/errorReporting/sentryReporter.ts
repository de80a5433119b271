import {
  captureException,
  dedupeIntegration,
  eventFiltersIntegration,
  functionToStringIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
} from '@sentry/browser';
import type { Capture, NoiseFilters, ReportingSetup } from './errorReporter.ts';
import { scrubReport, typedSecrets } from './scrub.ts';

/**
 * The Sentry browser SDK, in its own chunk (loaded by errorReporter.ts on the first error).
 * Only the integrations that describe an error are on: no global handlers (errorReporter.ts has
 * its own, present before this chunk loads), no breadcrumbs (they would copy URLs and console
 * text into reports), no sessions, no tracing, no replay.
 */
export function startSentry(setup: ReportingSetup, noise: NoiseFilters): Capture {
  init({
    dsn: setup.dsn,
    tunnel: setup.tunnel,
    release: setup.release,
    defaultIntegrations: false,
    integrations: [eventFiltersIntegration(), functionToStringIntegration(), linkedErrorsIntegration(), dedupeIntegration(), httpContextIntegration()],
    // The same noise errorReporter.ts drops, for anything that reaches the SDK another way (given
    // by errorReporter.ts, so that this chunk shares no module with the sign-in page's).
    ignoreErrors: [...noise.ignoreErrors],
    denyUrls: [...noise.denyUrls],
    sendClientReports: false,
    // Nothing leaves the browser before its secrets are scrubbed.
    beforeSend: (event) => scrubReport(event, [...setup.secrets(), ...typedSecrets()]),
  });
  return (error) => {
    captureException(error);
  };
}
