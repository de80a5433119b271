import { renderToString } from 'react-dom/server';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { appMachine } from '../../machines/app.machine.ts';
import { signInMachine } from '../../machines/signIn.machine.ts';
import { dataScreenMachine } from '../../machines/dataScreen.machine.ts';
import type { Variant } from '../../variants/types.ts';
import { RootActorProvider } from '../app/rootActor.tsx';
import { FlowsProvider } from '../app/flowsContext.tsx';
import type { PublicFlows } from '../app/flows.ts';
import { VariantProvider } from '../app/variantContext.tsx';
import { LoginLayout } from '../layouts/LoginLayout.tsx';
import { SignInScreen } from '../views/login/SignInScreen.tsx';
import { activateLocale, i18n } from '../i18n/i18n.ts';

/**
 * The system actor a view reads, frozen at one snapshot: nothing runs at build time, the views only
 * read state (useSelector), and their effects (which send) never run in a server render.
 */
function frozenActor(snapshot: object): AnyActorRef {
  return { getSnapshot: () => snapshot, subscribe: () => ({ unsubscribe() {} }), send() {}, on: () => ({ unsubscribe() {} }) } as unknown as AnyActorRef;
}

/**
 * What a signed-out visitor's app shows on /login once its route guard has let the page show
 * (machines/routeGuard.machine.ts: open, area signIn) in English, captcha off: the page's own
 * machines in their initial state, no actor started (nothing is fetched).
 */
function signedOutRoot(): ActorRefFrom<typeof appMachine> {
  const actors: Record<string, AnyActorRef> = {
    routeGuard: frozenActor({ matches: (state: string) => state === 'open', context: { area: 'signIn' } }),
    locale: frozenActor({ context: { requested: 'en' } }),
  };
  return { system: { get: (id: string) => actors[id] }, send() {} } as unknown as ActorRefFrom<typeof appMachine>;
}

const signedOutFlows = {
  actorOptions: {},
  captchaEnabled: false,
  signIn: signInMachine,
  home: { appDownloads: dataScreenMachine },
} as unknown as PublicFlows;

/**
 * The sign-in screen of one brand as the app renders it on /login (App.tsx's route: LoginLayout
 * around SignInScreen), as HTML: written at build time (scripts/prerenderSignIn.ts) and sent in
 * /login's page by the server (server/http/signInMarkup.ts), so the screen paints with the HTML
 * and CSS instead of after the main script (Lighthouse, issue 24).
 */
export async function renderSignInMarkup(variant: Variant): Promise<string> {
  await activateLocale('en');
  return renderToString(
    <I18nProvider i18n={i18n}>
      <Router ssrPath="/login" ssrSearch="">
        <RootActorProvider actor={signedOutRoot()}>
          <FlowsProvider flows={signedOutFlows}>
            <VariantProvider variant={variant}>
              <LoginLayout toggle={false}>
                <SignInScreen />
              </LoginLayout>
            </VariantProvider>
          </FlowsProvider>
        </RootActorProvider>
      </Router>
    </I18nProvider>,
  );
}
