import * as v from 'valibot';
import { AnnouncementSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { HEX_COLOR, IgnoredLocIdSchema, jsonInteger, text, urlInteger } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { DEFAULT_PAGE_SIZE, pageQueryEntries, pageSchema } from './paging.ts';

/**
 * Announcement Setting (spec 02 §2.2 /control/announcement, §3, §7.5: POST announcements, DELETE
 * announcements/{id}; issue 23). Admins only (menu decision adminOnlyEntries; the server asks the
 * database). The Content is HTML: the server stores it sanitised with the client's DOMPurify rule
 * (domain/htmlSanitizeRule.ts) and refuses one with nothing left to show. GET announcements and
 * GET announcement?PopUp= (contract/common.ts, announcementPopUp.ts) read them for everyone.
 */

/** The most characters of HTML one announcement may hold (before sanitising). */
export const ANNOUNCEMENT_CONTENT_MAX = 10_000;
/** The body limit of POST announcements: the content at 4 bytes a character (UTF-8), with room for the rest. */
export const ANNOUNCEMENT_BODY_BYTES = 64 * 1024;
/** A background colour: #RRGGBB, the value an <input type="color"> gives; empty for none. */
export const ANNOUNCEMENT_COLOR = HEX_COLOR;

const AnnouncementIdInBody = v.union([jsonInteger('AnnouncementId'), urlInteger('AnnouncementId')], 'AnnouncementId must be a whole number.');

/**
 * Body of POST announcements: a new announcement at LocId, or (decision) with an AnnouncementId the
 * change of that one (the spec names one write call for both). Color empty or absent: no background.
 */
export const SaveAnnouncementSchema = v.object({
  LocId: LocIdSchema,
  AnnouncementId: v.nullish(AnnouncementIdInBody),
  Content: text(ANNOUNCEMENT_CONTENT_MAX),
  // Its pattern is checked by the server as a field problem (data.Problems), so the form shows it on the field.
  Color: v.nullish(text(32)),
  PopUp: v.picklist(['Y', 'N'], "PopUp must be 'Y' or 'N'."),
});

/** POST {4d|tt}/announcements: adds an announcement, or changes the one named by AnnouncementId. */
export const saveAnnouncement = endpoint({
  method: 'POST',
  path: 'announcements',
  scope: 'data',
  summary: 'Add an announcement, or change one (admins)',
  body: SaveAnnouncementSchema,
  answer: AnnouncementSchema,
});

const AnnouncementIdParams = v.object({ AnnouncementId: urlInteger('AnnouncementId') });

/** DELETE {4d|tt}/announcements/{AnnouncementId}: removes an announcement of a location of the prefix. */
export const deleteAnnouncement = endpoint({
  method: 'DELETE',
  path: 'announcements/:AnnouncementId',
  scope: 'data',
  summary: 'Delete an announcement (admins)',
  params: AnnouncementIdParams,
  answer: v.object({ AnnouncementId: v.number() }),
});

/** GET {4d|tt}/announcement/{AnnouncementId}: one announcement (the edit form's load; the spec names no read of one). */
export const announcementById = endpoint({
  method: 'GET',
  path: 'announcement/:AnnouncementId',
  scope: 'data',
  summary: 'One announcement, to edit it (admins)',
  params: AnnouncementIdParams,
  query: v.looseObject({ LocId: IgnoredLocIdSchema }),
  answer: AnnouncementSchema,
});

export const AnnouncementRowSchema = v.object({
  AnnouncementId: v.number(),
  LocId: v.string(),
  Content: v.string(),
  Color: v.nullable(v.string()),
  PopUp: v.picklist(['Y', 'N']),
  /** ISO instant (UTC) it was posted. */
  CreatedAt: v.string(),
});
export type AnnouncementRow = v.InferOutput<typeof AnnouncementRowSchema>;

/** GET {4d|tt}/announcements/page: the location's announcements as a paged list (Announcement Setting's table). */
export const announcementList = endpoint({
  method: 'GET',
  path: 'announcements/page',
  scope: 'data',
  summary: "A location's announcements, paged (Announcement Setting)",
  query: v.object({
    LocId: v.optional(LocIdSchema),
    ...pageQueryEntries(['AnnouncementId', 'CreatedAt'], { sortBy: 'AnnouncementId', sortDir: 'asc', pageSize: DEFAULT_PAGE_SIZE }),
  }),
  answer: pageSchema(AnnouncementRowSchema, v.object({ Announcements: v.number() })),
  csv: true,
});
