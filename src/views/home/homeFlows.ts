import { fromPromise } from 'xstate';
import { announcementPopupMachine } from '../../../machines/announcementPopup.machine.ts';
import { pageDataMachine } from '../../../machines/pageData.machine.ts';
import { memberAccessMachine } from '../../../machines/memberAccess.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import type { Announcement, Settings } from '../../../contract/common.ts';
import type { SmsSetting } from '../../../contract/sms.ts';
import { loadSettings } from '../../api/services/common.ts';
import { loadCredit, loadProfile } from '../../api/services/profile.ts';
import { checkMemberAccess, loadLocationAnnouncements, loadMemberProfile, loadSmsSetting } from '../../api/services/home.ts';
import type { ProfileSummary } from './profileSummary.ts';
import { closeModalsBeforePopUp } from './homeGroups.ts';


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
    /** Key: unused (the settings are the operator's); data: Settings. */
    settings: pageDataMachine.provide({ actors: { load: fromPromise<unknown, string>((): Promise<Settings> => loadSettings(api)) } }),
    /** Key: the LocId; data: SmsSetting or null. */
    smsSetting: pageDataMachine.provide({
      actors: { load: fromPromise<unknown, string>(({ input }): Promise<SmsSetting | null> => loadSmsSetting(api, input)) },
    }),
    /** Key: the signed-in user's id; data: ProfileSummary from GET profile and GET profile/refresh. */
    ownProfile: pageDataMachine.provide({
      actors: {
        load: fromPromise<unknown, string>(async (): Promise<ProfileSummary> => {
          const [profile, credit] = await Promise.all([loadProfile(api), loadCredit(api)]);
          return { UserId: profile.UserId, Role: profile.Role, LocId: profile.LocId, Rank: profile.Rank, ...credit };
        }),
      },
    }),
    /** Key: a user id of one's member tree; data: ProfileSummary from GET mMemberProfile. */
    memberProfile: pageDataMachine.provide({
      actors: { load: fromPromise<unknown, string>(({ input }): Promise<ProfileSummary> => loadMemberProfile(api, input)) },
    }),
    memberAccess: memberAccessMachine.provide({
      actors: { checkMemberAccess: fromPromise<boolean, string>(({ input }) => checkMemberAccess(api, input)) },
    }),
  };
}

export type HomeFlows = ReturnType<typeof createHomeFlows>;
