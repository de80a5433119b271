import { StrictMode } from 'react';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { loadRuntimeConfig } from './app/loadRuntimeConfig.ts';
import { createAppActor } from './app/createAppActor.ts';
import { RootActorProvider } from './app/rootActor.tsx';
import { createFlows } from './app/flows.ts';
import { FlowsProvider } from './app/flowsContext.tsx';
import { VariantProvider } from './app/variantContext.tsx';
import { readBrandRecord } from '../variants/brandRecord.ts';
import { App, preloadSignedInArea } from './app/App.tsx';
import { activateLocale, i18n, type Locale } from './i18n/i18n.ts';
import { storedLocale } from './i18n/storedLocale.ts';
import { reportError, startErrorReporting } from './errorReporting/errorReporter.ts';
import { APP_VERSION_LABEL } from './app/versioning/versionFile.ts';
import { readStoredSession } from './app/sessionStore.ts';
import { loadPublicCalls } from './api/deferredApi.ts';
import { areaOf } from '../machines/rules/routeAccess.ts';
import './styles/app.css';

async function start() {
  // The brand comes from the host name, before anything renders: resolved by the server that wrote
  // it into the page, else (the dev server) here, with the registry of every brand as a chunk.
  const variant =
    readBrandRecord(document) ?? (await import('../variants/resolve.ts')).resolveVariant(window.location.hostname);
  const locale = storedLocale();
  // Only this brand's stylesheets (its family's base, then its own) load, before the first render.
  // A stored Chinese whose catalog cannot be fetched starts in English rather than not at all.
  const startLocale = async (): Promise<Locale> => {
    try {
      await activateLocale(locale);
      return locale;
    } catch (error) {
      console.warn('[i18n] the catalog could not be loaded; starting in English', error);
      await activateLocale('en');
      return 'en';
    }
  };
  // The server links them in the page (server/http/brandStylesheets.ts); else (the dev server) the
  // app loads them, with the loader of every brand's stylesheet as a chunk.
  const stylesheets = document.querySelector('link[data-brand-stylesheet]')
    ? Promise.resolve()
    : import('../variants/stylesheets.ts').then(({ loadVariantStylesheets }) => loadVariantStylesheets(variant));
  const configLoading = loadRuntimeConfig();
  // A stored session on a signed-in page: the session check's API client and that page's code load
  // beside the runtime config, not after it. Asked for after the config (six connections a host: the
  // first requests go first); the route guards still decide what shows once the session is checked.
  if (readStoredSession() && areaOf(window.location.pathname) === 'signedIn') {
    void loadPublicCalls();
    preloadSignedInArea(window.location.pathname);
  }
  const [config, activeLocale] = await Promise.all([configLoading, startLocale(), stylesheets]);
  // Error reporting (the SDK itself loads on the first error): DSN from app-config.json.
  startErrorReporting({
    dsn: config.errorReportingDsn,
    tunnel: config.errorReportingTunnel,
    release: APP_VERSION_LABEL,
    secrets: () => {
      const stored = readStoredSession();
      return stored ? [stored.accessToken, stored.refreshToken ?? ''] : [];
    },
  });
  // Development only: this branch, and the inspector with it, is dropped from production builds.
  let inspect: ActorOptions<AnyActorLogic>['inspect'];
  if (import.meta.env.DEV) {
    const devtools = await import('./devtools/inspector.ts');
    if (devtools.wantsInspector(window.location.search)) inspect = devtools.attachInspector();
  }
  const { actor, api } = createAppActor(config, activeLocale, { inspect });
  const flows = createFlows(api, config, () => actor.system.get('session')!, { inspect });
  actor.start();
  // Render errors are reported too (and still logged, as React does by default).
  const logAndReport = (error: unknown) => {
    console.error(error);
    reportError(error);
  };
  createRoot(document.getElementById('root')!, { onUncaughtError: logAndReport, onCaughtError: logAndReport }).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RootActorProvider actor={actor}>
          <FlowsProvider flows={flows}>
            <VariantProvider variant={variant}>
              <App />
            </VariantProvider>
          </FlowsProvider>
        </RootActorProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
