import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { botQrMachine } from '../../machines/botQr.machine.ts';
import { shellMachine, type ShellData } from '../../machines/shell.machine.ts';
import { logoutConfirmMachine } from '../../machines/logoutConfirm.machine.ts';
import type { sessionMachine } from '../../machines/session.machine.ts';
import type { ApiClient } from '../api/client.ts';
import { loadCredit } from '../api/services/profile.ts';
import { loadAnnouncements, loadSettings, loadSmsSetting } from '../api/services/common.ts';
import { parseServerTime } from './serverTime.ts';
import { drawBotQr } from './botQr.ts';

/** A part that failed is shown empty: a warning, nothing for the user (spec 02 §4, §8). */
function valueOf<T>(result: PromiseSettledResult<T>, what: string): T | null {
  if (result.status === 'fulfilled') return result.value;
  console.warn(`[shell] ${what} could not be loaded`, result.reason);
  return null;
}

/** Everything the frame shows, each call on its own so one failure leaves the others. */
export async function loadShellData(api: ApiClient): Promise<ShellData> {
  const [credit, settings, smsSetting, announcements] = await Promise.allSettled([
    loadCredit(api),
    loadSettings(api),
    loadSmsSetting(api),
    loadAnnouncements(api),
  ]);
  const settingsValue = valueOf(settings, 'the settings');
  return {
    credit: valueOf(credit, 'the credit'),
    mobileAppData: settingsValue?.mobileAppData ?? null,
    serverMs: parseServerTime(settingsValue?.serverTime),
    smsSetting: valueOf(smsSetting, 'the SMS setting'),
    announcements: valueOf(announcements, 'the announcements') ?? [],
  };
}

/** The header's Telegram QR code with its real drawing (the QR library loads with the first drawing). */
export const createBotQrFlow = () => botQrMachine.provide({ actors: { drawBotQr: fromPromise(({ input }: { input: string }) => drawBotQr(input)) } });

/** The shell machine with its real actors; the logout confirmation signs out through the session machine. */
export function createShellFlow(api: ApiClient, session: () => ActorRefFrom<typeof sessionMachine>) {
  return shellMachine.provide({
    actors: {
      loadShellData: fromPromise(() => loadShellData(api)),
      refreshCredit: fromPromise(() => loadCredit(api)),
      // Each signed-in write of this tab (a bet, a payment, a credit change) moves the figures.
      dataChanges: fromCallback(({ sendBack }) => api.onWrite(() => sendBack({ type: 'DATA_CHANGED' }))),
      logoutConfirm: logoutConfirmMachine.provide({
        actions: { signOut: () => session().send({ type: 'LOGOUT' }) },
      }),
    },
  });
}
