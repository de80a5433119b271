import { msg } from '@lingui/core/macro';
import { announcementList, deleteAnnouncement, type AnnouncementRow } from '../../../contract/announcements.ts';
import { htmlText } from '../../widgets/sanitizeHtml.ts';
import { ANNOUNCEMENT_ADD_PATH, ANNOUNCEMENT_EDIT_PATH } from '../announcementPaths.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { writeCall } from '../rowActions.ts';

/** The longest part of an announcement's text a row shows (the whole is on Home and in Edit). */
const SHOWN_CHARACTERS = 120;

const shortText = (html: string) => {
  const text = htmlText(html);
  return text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS - 1)}…` : text;
};

/**
 * Announcement Setting (spec 02 §2.2 /control/announcement, §3, §7.5; issue 23): the announcements of
 * the page's location (the header's location chooses it), oldest first as Home shows them, each with
 * Edit (the form, with its live preview) and Delete (asked first); Add opens the form. Admins only
 * (menu decision adminOnlyEntries; the server refuses anyone else). A write clears the API client's
 * 3-minute cache, so Home shows the change at once.
 */
export const announcementSettingScreen: ScreenDeclaration = {
  id: 'announcementSetting',
  title: msg`Announcement Setting`,
  menuItem: 'announcementSetting',
  filters: [],
  actions: [{ id: 'add', label: msg`Add Announcement`, to: () => ({ page: ANNOUNCEMENT_ADD_PATH, changes: {} }) }],
  views: [
    defineView<AnnouncementRow>({
      vw: 'ADMIN',
      label: msg`Announcement Setting`,
      endpoints: { '4d': announcementList, tt: announcementList },
      columns: [
        { id: 'AnnouncementId', header: msg`No.`, kind: 'number', value: (row) => row.AnnouncementId },
        { id: 'Content', header: msg`Content`, kind: 'text', value: (row) => shortText(row.Content) },
        { id: 'Color', header: msg`Colour`, kind: 'text', value: (row) => row.Color ?? '' },
        { id: 'PopUp', header: msg`Pop Up`, kind: 'text', value: (row) => (row.PopUp === 'Y' ? msg`Yes` : msg`No`) },
      ],
      rowKey: (row) => String(row.AnnouncementId),
      defaultSort: { by: 'AnnouncementId', direction: 'asc' },
      totals: [],
      example: { AnnouncementId: 3, LocId: 'SG', Content: '<p><b>Draw</b> at 6.30 pm</p>', Color: '#FFF4D6', PopUp: 'Y', CreatedAt: '2026-11-25T03:00:00Z' },
      actions: [
        { kind: 'link', id: 'edit', label: msg`Edit`, to: (row) => ({ page: ANNOUNCEMENT_EDIT_PATH, changes: { AnnouncementId: String(row.AnnouncementId) } }) },
        {
          kind: 'write',
          id: 'delete',
          label: msg`Delete`,
          confirm: (row) => msg`Delete announcement ${row.AnnouncementId}?`,
          call: (row) => writeCall(deleteAnnouncement, { params: { AnnouncementId: row.AnnouncementId } }),
        },
      ],
    }),
  ],
};
