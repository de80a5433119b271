import { fromPromise, waitFor, type ActorOptions, type ActorRefFrom, type AnyActorLogic } from 'xstate';
import { signInMachine, type IssuedSession, type StartedSession } from '../../machines/signIn.machine.ts';
import type { sessionMachine, StoredSession } from '../../machines/session.machine.ts';
import type { ApiClient } from '../api/client.ts';
import { loadPublicCalls } from '../api/deferredApi.ts';
import { SessionEndedForMaintenance } from '../../machines/rules/maintenance.ts';
import type { Credentials } from '../../contract/auth.ts';
import type { RuntimeConfig } from '../api/runtimeConfig.ts';
import { expiryOf } from './createAppActor.ts';
import { getLocId } from './currentLocation.ts';
import { captchaFlow } from '../views/login/captchaFlow.ts';
import type { AppDownloadsFlow } from '../views/login/appDownloadsFlow.ts';
import type { PasswordChangeFlow } from '../views/changePassword/passwordChangeFlow.ts';
import type { TermsFlow } from '../views/terms/termsFlow.ts';
import type { SignedInFlows } from './signedInFlows.ts';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export type FlowActorOptions = Pick<ActorOptions<AnyActorLogic>, 'inspect' | 'clock'>;

/** What the flows that load with their pages' code are made from: the app's one API client and its session. */
export type FlowsEdge = { api: ApiClient; session: () => SessionActor };

/**
 * The sign-in page's flow with its real actors, made once per app: views start it with useActorRef.
 * The other flows are made from `edge` when their code loads, so the sign-in page downloads none of
 * their machines: the signed-in area's (src/app/signedInFlows.ts) by SignedInFlowsGate; Update
 * Password's, the terms page's and the sign-in page's download links' by the page (usePageFlow).
 * Tests make the whole set with stubbed actors.
 */
export function createFlows(
  api: ApiClient,
  config: RuntimeConfig,
  session: () => SessionActor,
  actorOptions: FlowActorOptions = {},
) {
  const captcha = captchaFlow(api);
  const edge: FlowsEdge = { api, session };
  return {
    /** What the other flows are made from, once their code is loaded. */
    edge,
    /** Options every page actor starts with: the inspector in development, a clock in tests. */
    actorOptions,
    /** Captcha on from the start: the build setting (VITE_CAPTCHA=on) or the runtime flag. */
    captchaEnabled: import.meta.env.VITE_CAPTCHA === 'on' || config.captchaEnabled,
    /** The new layout (spec 02 §9, off by default): the build setting (VITE_NEW_LAYOUT=on) or the runtime flag. */
    newLayout: import.meta.env.VITE_NEW_LAYOUT === 'on' || config.newLayout,

    signIn: signInMachine.provide({
      actors: {
        captcha,
        requestToken: fromPromise<IssuedSession, Credentials>(async ({ input }) => {
          const token = await (await loadPublicCalls()).requestToken(api, input);
          // A demanded password change comes with no tokens: the server opened no session.
          if (token.updatePassword) return { updatePassword: true, userId: token.user.UserId };
          return {
            updatePassword: false,
            session: {
              accessToken: token.access_token,
              refreshToken: token.refresh_token,
              expiresAt: expiryOf(token.expires_in),
              userId: token.user.UserId,
              locId: token.user.LocId,
              termsAccepted: false,
            },
          };
        }),
        startSession: fromPromise<StartedSession, StoredSession>(async ({ input }) => {
          const actor = session();
          actor.send({ type: 'SESSION_STARTED', session: input });
          const settled = await waitFor(actor, (s) => s.matches('signedIn') || s.matches('signedOut'));
          if (settled.context.signOutReason === 'maintenance') throw new SessionEndedForMaintenance();
          if (!settled.matches('signedIn')) throw new Error('The session could not start');
          return { termsAccepted: settled.context.session?.termsAccepted ?? false, locId: getLocId() };
        }),
      },
    }),
  };
}

/** The signed-out pages' flows that load with their pages' code (usePageFlow); tests give them. */
export type SignedOutPageFlows = { passwordChange: PasswordChangeFlow; terms: TermsFlow; home: { appDownloads: AppDownloadsFlow } };
/** The flows of the signed-out pages: what the app starts with (the page flows only in tests). */
export type PublicFlows = Omit<ReturnType<typeof createFlows>, 'edge'> & { edge?: FlowsEdge } & Partial<SignedOutPageFlows>;
/** Every flow: the signed-out pages' and the signed-in area's (tests give them all at once). */
export type Flows = PublicFlows & SignedInFlows;
