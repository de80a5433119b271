import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { IgnoredLocIdSchema, jsonInteger, text, urlInteger } from './fields.ts';
import { drawSelection, FIGURE_SORT, FullFiguresSchema } from './reportsFull.ts';
import { LocIdSchema } from './locations.ts';
import { DEFAULT_PAGE_SIZE, pageQueryEntries, pageSchema, REPORT_PAGE_SIZE } from './paging.ts';

/**
 * The Group report's settings (spec 02 §2.2 /report/{tt}group, §7.13 reportGroupSetting GET, POST and
 * DELETE): the caller's named groups of its direct downlines at the call's location (migration 0030;
 * a downline is in at most one group of a caller). The rules are in server/reports/group/groupSetting.ts.
 */

/** A group's name: 1 to 40 characters. */
export const MAX_GROUP_NAME_CHARS = 40;
/** The most members one group names. */
export const MAX_GROUP_MEMBERS = 200;

export const GroupSettingRowSchema = v.object({
  GroupId: v.number(),
  Name: v.string(),
  /** The members' user ids, sorted, separated by ", " (as the form takes them). */
  Members: v.string(),
  MemberCount: v.number(),
});
export type GroupSettingRow = v.InferOutput<typeof GroupSettingRowSchema>;

/** GET {4d|tt}/reportGroupSetting: the caller's groups at the location, with their members. */
export const reportGroupSetting = endpoint({
  method: 'GET',
  path: 'reportGroupSetting',
  scope: 'data',
  summary: "The caller's groups of direct downlines at the location, with their members",
  query: v.object({
    LocId: v.optional(LocIdSchema),
    ...pageQueryEntries(['Name', 'MemberCount'], { sortBy: 'Name', sortDir: 'asc', pageSize: DEFAULT_PAGE_SIZE }),
  }),
  answer: pageSchema(GroupSettingRowSchema, v.object({ MemberCount: v.number() })),
  csv: true,
});

/**
 * POST {4d|tt}/reportGroupSetting: creates the group of that Name (without regard to case) or
 * replaces its members. Members: the caller's direct downlines, separated by spaces or commas.
 */
export const saveReportGroup = endpoint({
  method: 'POST',
  path: 'reportGroupSetting',
  scope: 'data',
  summary: 'Create a group of direct downlines, or replace the members of the group of that name',
  body: v.object({
    LocId: IgnoredLocIdSchema,
    Name: v.nullish(text(200), ''),
    Members: v.nullish(text(4000), ''),
  }),
  answer: GroupSettingRowSchema,
});

/** DELETE {4d|tt}/reportGroupSetting: removes one of the caller's groups (its members become ungrouped). */
export const deleteReportGroup = endpoint({
  method: 'DELETE',
  path: 'reportGroupSetting',
  scope: 'data',
  summary: "Delete one of the caller's groups",
  body: v.object({ LocId: IgnoredLocIdSchema, GroupId: jsonInteger('GroupId') }),
  answer: v.object({ GroupId: v.number(), Removed: v.boolean() }),
});

/**
 * One row of the Group report: a group of the user's direct downlines (the sum of its members' Full
 * report rows), the downlines in no group ("ungrouped"), the user's own row (its own lines, as the
 * Full report shows it), or, asked with GroupId, one member of that group. Money in cents.
 */
export const GroupReportRowSchema = v.object({
  RowKind: v.picklist(['group', 'ungrouped', 'own', 'member']),
  /** The group (0: the ungrouped downlines); null on the own row and a member's. */
  GroupId: v.nullable(v.number()),
  /** The group's name, the user id of the own row or a member, or 'Ungrouped'. */
  Name: v.string(),
  /** The downlines the row sums (1 on the own row and a member's). */
  Members: v.number(),
  ...FullFiguresSchema.entries,
});
export type GroupReportRow = v.InferOutput<typeof GroupReportRowSchema>;


const GROUP_SORTS = ['Name', ...FIGURE_SORT] as const;

/**
 * The draws of a report (spec 02 §2.12): one draw (DrawId), one draw day (DrawDate) or a range of
 * draw days (DrawFrom, DrawTo); the first given wins. UserId: whose report (the caller by default, or
 * a user of its tree, grouped by that user's groups). GroupId lists one group's members (0: the
 * ungrouped downlines).
 */
const GroupReportQuerySchema = v.object({
  ...drawSelection,
  GroupId: v.optional(urlInteger('GroupId', 0)),
  ...pageQueryEntries(GROUP_SORTS, { sortBy: 'Name', sortDir: 'asc', pageSize: REPORT_PAGE_SIZE }),
});

/** GET 4d/reportGroupFull: the Full report of a draw or range summed per group (RPTGRP). */
export const reportGroupFull = endpoint({
  method: 'GET',
  path: 'reportGroupFull',
  scope: 'data',
  summary: "The full report summed per group of the user's direct downlines",
  query: GroupReportQuerySchema,
  answer: pageSchema(GroupReportRowSchema, FullFiguresSchema),
  csv: true,
  attribute: 'RPTGRP',
});

/** GET tt/reportGroup2Full: the same at TT (RPTGRP2). */
export const reportGroup2Full = endpoint({
  method: 'GET',
  path: 'reportGroup2Full',
  scope: 'data',
  summary: "The TT full report summed per group of the user's direct downlines",
  query: GroupReportQuerySchema,
  answer: pageSchema(GroupReportRowSchema, FullFiguresSchema),
  csv: true,
  attribute: 'RPTGRP2',
});
