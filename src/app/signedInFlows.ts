import type { ApiClient } from '../api/client.ts';
import type { SessionActor } from './flows.ts';
import { createBotQrFlow, createShellFlow } from '../shell/shellFlow.ts';
import { createLocationActor } from '../shell/locationFlow.ts';
import { createFormFlows } from '../forms/formFlows.ts';
import { createJobScreenFlows } from '../jobScreens/jobScreenFlows.ts';
import { betActors, createBetFlows } from '../views/bets/betFlows.ts';
import { createHomeFlows } from '../views/home/homeFlows.ts';
import { createScreenFlows } from '../screens/screenFlows.ts';
import { controlSourceOf } from '../views/control/controlSource.ts';
import type { SmsSendSource } from '../views/smsSend/smsSendSource.ts';

/**
 * The signed-in area's page flows with their real actors. Only the signed-in area's chunk imports
 * this module (through SignedInFlowsGate), so its machines and contracts stay out of the sign-in
 * page's download. Tests make the same set with stubbed actors.
 */
export function createSignedInFlows(api: ApiClient, session: () => SessionActor) {
  return {
    /** The declared forms (src/forms): a form machine per form, Change Password in the signed-in area among them. */
    forms: createFormFlows(api),
    /** The declared job screens (src/jobScreens): the job machine with each screen's start and status calls. */
    jobScreens: createJobScreenFlows(api),
    /** Place Bets, Bet Upload, View Tickets (issue 9). */
    bets: createBetFlows(betActors(api)),
    /** The signed-in frame (src/views/shell): its data, sidebar, menu re-check, clock and logout question. */
    shell: createShellFlow(api, session),
    /** The header's Telegram QR code, drawn when its popover first opens. */
    botQr: createBotQrFlow(),
    /** The location switcher of the frame's header (spec 02 §2.3): GET locIdAvailable, the dialogs, `loc` in localStorage. */
    location: createLocationActor(api),
    /** Home, SMS and bot instructions, profile (spec 02 §2.6, §2.9). */
    home: createHomeFlows(api),
    /** The data screens (src/screens): a dataScreen and a csvExport machine per declared screen. */
    screens: createScreenFlows(api),
    /** Draw Setting and Pay Rate (issue 15): the lazy pages make their actors and machines (controlFlows.ts). */
    control: controlSourceOf(api),
    /** Send Result and Send Strike (issue 23): the lazy page makes its actors and machine (smsSendFlow.ts). */
    smsSend: { api } as SmsSendSource,
  };
}

export type SignedInFlows = ReturnType<typeof createSignedInFlows>;
