import { fromPromise } from 'xstate';
import { announcementPopupMachine } from '../../../machines/announcementPopup.machine.ts';
import { dataScreenMachine } from '../../../machines/dataScreen.machine.ts';
import { memberAccessMachine } from '../../../machines/memberAccess.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import type { Announcement, Settings } from '../../../contract/common.ts';
import type { SmsSetting } from '../../../contract/sms.ts';
import { loadSettings } from '../../api/services/common.ts';
import { appDownloadsFlow } from '../login/appDownloadsFlow.ts';
import { loadCredit, loadProfile } from '../../api/services/profile.ts';
import { checkMemberAccess, loadLocationAnnouncements, loadMemberProfile, loadSmsSetting } from '../../api/services/home.ts';
import type { ProfileSummary } from './profileSummary.ts';
import { closeModalsBeforePopUp } from './homeGroups.ts';
import { recordLoad } from '../../screens/recordLoad.ts';


/**
 * The machines of the home area (home, SMS and bot instructions, profile) with their real actors,
 * made once per app (src/app/flows.ts). Tests make the same set with stubs (tests/support/stubHomeFlows.ts).
 */
export function createHomeFlows(api: ApiClient) {
  return {
    announcementPopup: announcementPopupMachine.provide({
      actors: { loadAnnouncements: fromPromise<Announcement[], string>(({ input }) => loadLocationAnnouncements(api, input)) },
      actions: { closeOtherModals: closeModalsBeforePopUp },
    }),
    /** Request: unused (the settings are the operator's); data: Settings. */
    settings: dataScreenMachine.provide({ actors: { load: recordLoad((): Promise<Settings> => loadSettings(api)) } }),
    /** The sign-in screen's download links, without a token (request unused); data: AppDownloads. */
    appDownloads: appDownloadsFlow(api),
    /** Request: the LocId; data: the location's announcements (Options, /announcement). */
    announcementList: dataScreenMachine.provide({ actors: { load: recordLoad((locId): Promise<Announcement[]> => loadLocationAnnouncements(api, locId)) } }),
    /** Request: the LocId; data: SmsSetting, or null (empty) where the location has none. */
    smsSetting: dataScreenMachine.provide({ actors: { load: recordLoad((locId): Promise<SmsSetting | null> => loadSmsSetting(api, locId)) } }),
    /** Request: the signed-in user's id; data: ProfileSummary from GET profile and GET profile/refresh. */
    ownProfile: dataScreenMachine.provide({
      actors: {
        load: recordLoad(async (): Promise<ProfileSummary> => {
          const [profile, credit] = await Promise.all([loadProfile(api), loadCredit(api)]);
          return { UserId: profile.UserId, Role: profile.Role, LocId: profile.LocId, Rank: profile.Rank, ...credit };
        }),
      },
    }),
    /** Request: a user id of one's member tree; data: ProfileSummary from GET mMemberProfile. */
    memberProfile: dataScreenMachine.provide({ actors: { load: recordLoad((userId): Promise<ProfileSummary> => loadMemberProfile(api, userId)) } }),
    memberAccess: memberAccessMachine.provide({
      actors: { checkMemberAccess: fromPromise<boolean, string>(({ input }) => checkMemberAccess(api, input)) },
    }),
  };
}

export type HomeFlows = ReturnType<typeof createHomeFlows>;
