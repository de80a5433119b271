import { msg } from '@lingui/core/macro';
import { announcementById, saveAnnouncement } from '../../../contract/announcements.ts';
import { ANNOUNCEMENT_EDIT_PATH } from '../../screens/announcementPaths.ts';
import { ANNOUNCEMENT_FIELDS } from '../announcementFields.ts';
import type { FormDeclaration } from '../formDeclaration.ts';

/** Edit Announcement (a row's Edit): the announcement of the URL's AnnouncementId, loaded, changed by POST announcements with its id. */
export const announcementEdit: FormDeclaration = {
  id: 'announcementEdit',
  path: ANNOUNCEMENT_EDIT_PATH,
  title: msg`Edit Announcement`,
  menuItem: 'announcementSetting',
  fields: ANNOUNCEMENT_FIELDS,
  load: { endpoint: announcementById, params: ['AnnouncementId'] },
  save: { endpoint: saveAnnouncement, params: ['AnnouncementId'] },
  savedMessage: msg`Announcement saved.`,
};
