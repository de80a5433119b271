/**
 * Announcement Setting's list (GET announcements/page; contract/announcements.ts): the announcements
 * of the call's location, for an admin (the only one who may change them).
 */
import { announcementList } from '../../contract/announcements.ts';
import { isAdmin } from '../http/adminOnly.ts';
import { pagedCall, refuse } from './pagedCall.ts';

export const announcementListCall = pagedCall({
  endpoint: announcementList,
  csvName: 'announcements',
  async query({ caller, location, db }) {
    if (!(await isAdmin(db, caller.userId))) return refuse(403, 'Announcement Setting is for admins only.');
    return {
      columns: `a.announcement_id as "AnnouncementId", a.loc_id as "LocId", a.content as "Content", a.color as "Color", a.pop_up as "PopUp",
        to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "CreatedAt"`,
      from: 'announcements a',
      where: 'a.loc_id = $1',
      params: [location],
      sortable: { AnnouncementId: { sql: 'a.announcement_id', type: 'integer' }, CreatedAt: { sql: 'a.created_at', type: 'timestamptz' } },
      tieBreaker: [{ sql: 'a.announcement_id', type: 'integer' }],
      totals: `count(*)::int as "Announcements"`,
    };
  },
});
