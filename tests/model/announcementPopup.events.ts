import type { AnyEventObject } from 'xstate';
import type { Announcement } from '../../contract/common.ts';

/** Two pop-ups and one listed announcement; the second pop-up has no colour of its own. */
export const withPopUps: Announcement[] = [
  { AnnouncementId: 1, Content: '<p><strong>Welcome!</strong> First pop-up.</p>', Color: '#FFF4D6', PopUp: 'Y' },
  { AnnouncementId: 2, Content: '<p>Listed only.</p>', Color: null, PopUp: 'N' },
  { AnnouncementId: 3, Content: '<p>Second pop-up.</p><img src=x onerror="window.__popupXss=1">', Color: null, PopUp: 'Y' },
];

export const listedOnly: Announcement[] = [{ AnnouncementId: 9, Content: '<p>Nothing pops up.</p>', Color: '#E8F4FF', PopUp: 'N' }];

export const input = { locId: 'SG' };

/** The location tells a state of one location from the same state of another; current, which pop-up. */
export const contextKeys = ['locId', 'current'];

/** The events the announcementPopup machine is explored with, by its model test and by the QA paths report. */
export const events: AnyEventObject[] = [
  { type: 'xstate.after.announcementDelay.announcementPopup.waiting' },
  { type: 'xstate.done.actor.loadAnnouncements', output: withPopUps },
  { type: 'xstate.done.actor.loadAnnouncements', output: listedOnly },
  { type: 'xstate.error.actor.loadAnnouncements', error: new Error('The announcements are not available.') },
  { type: 'xstate.after.announcementDelay.announcementPopup.presenting.pausing' },
  { type: 'CLOSE' },
  { type: 'RETRY' },
  { type: 'LOCATION_CHANGED', locId: 'MG' },
  { type: 'LOCATION_CHANGED', locId: 'SG' },
];
