import { dataScreenMachine } from '../../../machines/dataScreen.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import type { AppDownloads } from '../../../contract/appDownloads.ts';
import { loadPublicCalls } from '../../api/deferredApi.ts';
import { recordLoad } from '../../screens/recordLoad.ts';

/**
 * The sign-in screen's download links, without a token (request unused); data: AppDownloads. Its own
 * file: the sign-in page needs it before any of the signed-in area's flows (src/app/flows.ts).
 */
export const appDownloadsFlow = (api: ApiClient) =>
  dataScreenMachine.provide({ actors: { load: recordLoad(async (): Promise<AppDownloads> => (await loadPublicCalls()).loadAppDownloads(api)) } });

export type AppDownloadsFlow = ReturnType<typeof appDownloadsFlow>;
