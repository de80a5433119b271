import { fromPromise, waitFor, type ActorOptions, type ActorRefFrom, type AnyActorLogic } from 'xstate';
import { captchaMachine } from '../../machines/captcha.machine.ts';
import { signInMachine, type IssuedSession, type StartedSession } from '../../machines/signIn.machine.ts';
import { formMachine, type FormSaveInput } from '../../machines/form.machine.ts';
import { termsMachine } from '../../machines/terms.machine.ts';
import type { sessionMachine, StoredSession } from '../../machines/session.machine.ts';
import type { ApiClient } from '../api/client.ts';
import { requestToken } from '../api/services/auth.ts';
import { SessionEndedForMaintenance } from '../../machines/rules/maintenance.ts';
import type { Credentials } from '../../contract/auth.ts';
import { fetchCaptcha } from '../api/services/captcha.ts';
import { updatePassword } from '../api/services/password.ts';
import { acceptTerms } from '../api/services/terms.ts';
import type { RuntimeConfig } from '../api/runtimeConfig.ts';
import { expiryOf } from './createAppActor.ts';
import { getLocId } from './currentLocation.ts';
import { createShellFlow } from '../shell/shellFlow.ts';
import { createFormFlows } from '../forms/formFlows.ts';
import { createJobScreenFlows } from '../jobScreens/jobScreenFlows.ts';
import { passwordUpdateOf } from '../views/changePassword/passwordUpdate.ts';
import { betActors, createBetFlows } from '../views/bets/betFlows.ts';
import { createHomeFlows } from '../views/home/homeFlows.ts';
import { createScreenFlows } from '../screens/screenFlows.ts';
import { controlSourceOf } from '../views/control/controlSource.ts';
import type { SmsSendSource } from '../views/smsSend/smsSendSource.ts';

type SessionActor = ActorRefFrom<typeof sessionMachine>;

export type FlowActorOptions = Pick<ActorOptions<AnyActorLogic>, 'inspect' | 'clock'>;

/**
 * The page flows with their real actors, made once per app: views start them with useActorRef.
 * Tests make the same set with stubbed actors.
 */
export function createFlows(
  api: ApiClient,
  config: RuntimeConfig,
  session: () => SessionActor,
  actorOptions: FlowActorOptions = {},
) {
  const captcha = captchaMachine.provide({ actors: { fetchCaptcha: fromPromise(() => fetchCaptcha(api)) } });
  const control = controlSourceOf(api);
  return {
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
          const token = await requestToken(api, input);
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

    /** Update Password at sign-in: the form machine with PUT update-password, and its captcha. */
    passwordChange: {
      form: formMachine.provide({
        actors: { save: fromPromise<unknown, FormSaveInput>(({ input }) => updatePassword(api, passwordUpdateOf(input.values))) },
      }),
      captcha,
    },

    /** The declared forms (src/forms): a form machine per form, Change Password in the signed-in area among them. */
    forms: createFormFlows(api),

    /** The declared job screens (src/jobScreens): the job machine with each screen's start and status calls. */
    jobScreens: createJobScreenFlows(api),

    /** Place Bets, Bet Upload, View Tickets (issue 9). */
    bets: createBetFlows(betActors(api)),

    terms: termsMachine.provide({
      actors: {
        acceptTerms: fromPromise(async () => {
          await acceptTerms(api);
          session().send({ type: 'TERMS_ACCEPTED' });
          return { locId: getLocId() };
        }),
      },
      actions: { signOut: () => session().send({ type: 'LOGOUT' }) },
    }),

    /** The signed-in frame (src/views/shell): its data, sidebar, menu re-check, clock and logout question. */
    shell: createShellFlow(api, session),
    /** Home, SMS and bot instructions, profile (spec 02 §2.6, §2.9). */
    home: createHomeFlows(api),
    /** The data screens (src/screens): a dataScreen and a csvExport machine per declared screen. */
    screens: createScreenFlows(api),
    /** Draw Setting and Pay Rate (issue 15): the lazy pages make their actors and machines (controlFlows.ts). */
    control,
    /** Send Result and Send Strike (issue 23): the lazy page makes its actors and machine (smsSendFlow.ts). */
    smsSend: { api } as SmsSendSource,
  };
}

export type Flows = ReturnType<typeof createFlows>;
