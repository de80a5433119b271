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
import { resolveVariant } from '../variants/resolve.ts';
import { loadVariantStylesheets } from '../variants/stylesheets.ts';
import { App } from './app/App.tsx';
import { activateLocale, i18n } from './i18n/i18n.ts';
import { storedLocale } from './i18n/storedLocale.ts';
import './styles/app.css';

async function start() {
  // The brand comes from the host name, before anything renders.
  const variant = resolveVariant(window.location.hostname);
  const locale = storedLocale();
  // Only this brand's stylesheets (its family's base, then its own) load, before the first render.
  const [config] = await Promise.all([loadRuntimeConfig(), activateLocale(locale), loadVariantStylesheets(variant)]);
  // Development only: this branch, and the inspector with it, is dropped from production builds.
  let inspect: ActorOptions<AnyActorLogic>['inspect'];
  if (import.meta.env.DEV) {
    const devtools = await import('./devtools/inspector.ts');
    if (devtools.wantsInspector(window.location.search)) inspect = devtools.attachInspector();
  }
  const { actor, api } = createAppActor(config, locale, { inspect });
  const flows = createFlows(api, config, () => actor.system.get('session')!, { inspect });
  actor.start();
  createRoot(document.getElementById('root')!).render(
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
