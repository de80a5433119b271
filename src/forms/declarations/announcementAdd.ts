import { msg } from '@lingui/core/macro';
import { saveAnnouncement } from '../../../contract/announcements.ts';
import { ANNOUNCEMENT_ADD_PATH } from '../../screens/announcementPaths.ts';
import { ANNOUNCEMENT_FIELDS } from '../announcementFields.ts';
import type { FormDeclaration } from '../formDeclaration.ts';

/** Add Announcement (Announcement Setting's Add, POST announcements): a new one at the page's location. */
export const announcementAdd: FormDeclaration = {
  id: 'announcementAdd',
  path: ANNOUNCEMENT_ADD_PATH,
  title: msg`Add Announcement`,
  menuItem: 'announcementSetting',
  fields: ANNOUNCEMENT_FIELDS,
  save: { endpoint: saveAnnouncement, params: [] },
  savedMessage: msg`Announcement saved.`,
  resetAfterSave: true,
};
