/**
 * Announcement Setting's writes (contract/announcements.ts): the content sanitised with the one rule
 * before it is stored, each write and its audit row in one transaction.
 */
import { ANNOUNCEMENT_COLOR } from '../../contract/announcements.ts';
import type { Announcement } from '../../contract/common.ts';
import type { FieldProblem } from '../../contract/envelope.ts';
import { writeAudit } from '../audit.ts';
import { atomically } from '../db/atomically.ts';
import type { Queryable } from '../db/database.ts';
import { sanitizeAnnouncementHtml } from './sanitize.ts';

export const ANNOUNCEMENT_COLUMNS = `announcement_id as "AnnouncementId", content as "Content", color as "Color", pop_up as "PopUp"`;

export interface AnnouncementInput {
  LocId: string;
  AnnouncementId?: number | null;
  Content: string;
  Color?: string | null;
  PopUp: 'Y' | 'N';
}

export type Refused = { refused: { status: 400 | 404; message: string; problems?: FieldProblem[] } };

const problem = (Field: string, Code: string, Message: string): FieldProblem => ({ Field, Code, Message });

/** The row to store, or each field's problem: the content after sanitising, the colour's pattern. */
function checked(input: AnnouncementInput): { content: string; color: string | null } | Refused {
  const problems: FieldProblem[] = [];
  const { html, empty } = sanitizeAnnouncementHtml(input.Content);
  if (empty) problems.push(problem('Content', 'empty', 'Write the announcement: nothing is left to show once unsafe HTML is removed.'));
  const color = (input.Color ?? '').trim();
  if (color !== '' && !ANNOUNCEMENT_COLOR.test(color)) problems.push(problem('Color', 'color', 'A colour is # and six hexadecimal digits, e.g. #FFF4D6.'));
  if (problems.length > 0) return { refused: { status: 400, message: problems[0]!.Message, problems } };
  return { content: html, color: color === '' ? null : color.toUpperCase() };
}

/** Adds an announcement at LocId, or changes the one named (at that location); with its audit row. */
export async function saveAnnouncement(db: Queryable, input: AnnouncementInput, by: string, at: number): Promise<Announcement | Refused> {
  const row = checked(input);
  if ('refused' in row) return row;
  return atomically(db, async (tx) => {
    let before: Announcement | null = null;
    let saved: Announcement | undefined;
    if (input.AnnouncementId) {
      before = (await tx.query<Announcement>(`select ${ANNOUNCEMENT_COLUMNS} from announcements where announcement_id = $1 and loc_id = $2 for update`, [input.AnnouncementId, input.LocId])).rows[0] ?? null;
      if (!before) return { refused: { status: 404, message: `There is no announcement ${input.AnnouncementId} at ${input.LocId}.` } };
      ({ rows: [saved] } = await tx.query<Announcement>(
        `update announcements set content = $2, color = $3, pop_up = $4 where announcement_id = $1 returning ${ANNOUNCEMENT_COLUMNS}`,
        [input.AnnouncementId, row.content, row.color, input.PopUp],
      ));
    } else {
      ({ rows: [saved] } = await tx.query<Announcement>(
        `insert into announcements (loc_id, content, color, pop_up, created_at) values ($1, $2, $3, $4, $5::timestamptz) returning ${ANNOUNCEMENT_COLUMNS}`,
        [input.LocId, row.content, row.color, input.PopUp, new Date(at).toISOString()],
      ));
    }
    await writeAudit(tx, {
      userId: by, locId: input.LocId, action: before ? 'announcement.update' : 'announcement.add',
      entity: 'announcement', entityId: saved!.AnnouncementId, before, after: saved, at,
    });
    return saved!;
  });
}

/** Removes an announcement of one of `locations` (those of the call's prefix), with its audit row. */
export async function deleteAnnouncement(db: Queryable, id: number, locations: readonly string[], by: string, at: number): Promise<{ AnnouncementId: number } | Refused> {
  return atomically(db, async (tx) => {
    const { rows } = await tx.query<Announcement & { LocId: string }>(
      `delete from announcements where announcement_id = $1 and loc_id = any($2::text[]) returning ${ANNOUNCEMENT_COLUMNS}, loc_id as "LocId"`,
      [id, locations],
    );
    const gone = rows[0];
    if (!gone) return { refused: { status: 404, message: `There is no announcement ${id}.` } };
    const { LocId, ...before } = gone;
    await writeAudit(tx, { userId: by, locId: LocId, action: 'announcement.delete', entity: 'announcement', entityId: id, before, after: null, at });
    return { AnnouncementId: id };
  });
}
