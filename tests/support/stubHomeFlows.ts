import { announcementPopupMachine } from '../../machines/announcementPopup.machine.ts';
import { dataScreenMachine } from '../../machines/dataScreen.machine.ts';
import { recordLoad } from '../../src/screens/recordLoad.ts';
import { memberAccessMachine } from '../../machines/memberAccess.machine.ts';
import type { HomeFlows } from '../../src/views/home/homeFlows.ts';
import type { StubActors } from './stubActors.ts';

/**
 * The home area's machines with stubbed actors, as renderApp gives them to the views. Each record
 * loader has its own stub id, so a test settles the one it means.
 */
export function stubHomeFlows(stubs: StubActors): HomeFlows {
  // The test settles each with the record (as the API answers it); recordLoad makes the screen's answer of it.
  const pageData = (id: string) => dataScreenMachine.provide({ actors: { load: recordLoad((key) => stubs.call(id, key)) } });
  return {
    announcementPopup: announcementPopupMachine.provide({ actors: { loadAnnouncements: stubs.promise('loadAnnouncements') } }),
    settings: pageData('loadSettings'),
    appDownloads: pageData('loadAppDownloads'),
    smsSetting: pageData('loadSmsSetting'),
    announcementList: pageData('loadAnnouncementList'),
    ownProfile: pageData('loadOwnProfile'),
    memberProfile: pageData('loadMemberProfile'),
    memberAccess: memberAccessMachine.provide({ actors: { checkMemberAccess: stubs.promise('checkMemberAccess') } }),
  };
}
