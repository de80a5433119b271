import { announcementPopupMachine } from '../../machines/announcementPopup.machine.ts';
import { pageDataMachine } from '../../machines/pageData.machine.ts';
import { memberAccessMachine } from '../../machines/memberAccess.machine.ts';
import type { HomeFlows } from '../../src/views/home/homeFlows.ts';
import type { StubActors } from './stubActors.ts';

/**
 * The home area's machines with stubbed actors, as renderApp gives them to the views. Each page-data
 * loader has its own stub id, so a test settles the one it means.
 */
export function stubHomeFlows(stubs: StubActors): HomeFlows {
  const pageData = (id: string) => pageDataMachine.provide({ actors: { load: stubs.promise(id) } });
  return {
    announcementPopup: announcementPopupMachine.provide({ actors: { loadAnnouncements: stubs.promise('loadAnnouncements') } }),
    settings: pageData('loadSettings'),
    smsSetting: pageData('loadSmsSetting'),
    ownProfile: pageData('loadOwnProfile'),
    memberProfile: pageData('loadMemberProfile'),
    memberAccess: memberAccessMachine.provide({ actors: { checkMemberAccess: stubs.promise('checkMemberAccess') } }),
  };
}
