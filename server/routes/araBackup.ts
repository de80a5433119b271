/**
 * Backup ARA (spec 02 §2.2 Utilities, §7.5: countCreateARA, resetUpdateCreateARA/{id}, backupARA) and
 * the bet page's ARA exports (§7.6: bet/page/exportAra, exportDetailsAra, exportIntakeAra). The file
 * format is domain/bets/araFormat.ts; countCreateARA is a paged query (server/queries/araBackup.ts); an upload of the `ara` kind reads it back (routes/files.ts).
 *
 * Decisions: Backup ARA is for admins and agents (the menu's agentOrAdminEntries) and holds the draw's
 * tickets of the caller's tree (everyone's for an admin), a section per user; taking it marks the draw
 * "created" for the caller (ara_backups, with the count), which resetUpdateCreateARA clears; both are
 * audited (`ara.backup`, `ara.reset`). The three exports are reads (no mark, no audit row) of the
 * caller or one user of its tree (UserId; a member its own only), under the bet page's attribute TICKET.
 */
import { backupAra, exportAra, exportDetailsAra, exportIntakeAra, resetUpdateCreateAra } from '../../contract/araBackup.ts';
import { writeAraFile, type AraSection } from '../../domain/bets/araFormat.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter, HandlerRequest } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import type { Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { writeAudit } from '../audit.ts';
import { resolveBettor } from '../betting/bettor.ts';
import { araSections } from '../araBackup/araTickets.ts';
import { araIntakeSections } from '../araBackup/araIntake.ts';
import { AGENTS_AND_ADMINS, mayBackUp } from '../araBackup/mayBackUp.ts';

type ExportEndpoint = typeof exportAra | typeof exportDetailsAra | typeof exportIntakeAra;


/** The draw when it is one of the location's; its day names the file. */
async function drawAt(db: Queryable, drawId: number, location: string) {
  const { rows } = await db.query<{ draw_date: string }>(
    `select to_char(draw_date, 'YYYY-MM-DD') as draw_date from draws where draw_id = $1 and loc_id = $2`,
    [drawId, location],
  );
  return rows[0] ?? null;
}

const fileOf = (prefix: string, location: string, drawDate: string, userId: string, sections: AraSection[]) => ({
  FileName: `${prefix}_${location}_${drawDate}_${userId}.txt`,
  Content: writeAraFile(sections),
});

export function mountAraBackupRoutes(router: ApiRouter, { db, now }: RouteDeps) {
  router.implement(resetUpdateCreateAra, async ({ params: { DrawId }, caller, location, c }) => {
    if (!mayBackUp(caller.role)) return fail(c, 403, AGENTS_AND_ADMINS);
    if (!(await drawAt(db, DrawId, location))) return fail(c, 404, `There is no draw ${DrawId} at ${location}.`);
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ created_at: string; tickets: number }>(
        `delete from ara_backups where draw_id = $1 and user_id = $2 returning created_at::text, tickets`,
        [DrawId, caller.userId],
      );
      const before = rows[0] ? { CreatedDate: rows[0].created_at, Tickets: rows[0].tickets } : null;
      await writeAudit(tx, { userId: caller.userId, locId: location, action: 'ara.reset', entity: 'draw', entityId: DrawId, before, after: null, at: now() });
      return { DrawId, Cleared: before !== null };
    });
  });

  router.implement(backupAra, async ({ body: { DrawId }, caller, location, c }) => {
    if (!mayBackUp(caller.role)) return fail(c, 403, AGENTS_AND_ADMINS);
    const draw = await drawAt(db, DrawId, location);
    if (!draw) return fail(c, 404, `There is no draw ${DrawId} at ${location}.`);
    // The file and its mark are one snapshot: the count marked is the count the file holds.
    return db.transaction(async (tx) => {
      const { sections, tickets } = await araSections(tx, DrawId, { kind: 'tree', userId: caller.userId });
      await tx.query(
        `insert into ara_backups (draw_id, user_id, created_at, tickets) values ($1, $2, $3::timestamptz, $4)
         on conflict (draw_id, user_id) do update set created_at = excluded.created_at, tickets = excluded.tickets`,
        [DrawId, caller.userId, timestamp(now()), tickets],
      );
      await writeAudit(tx, {
        userId: caller.userId, locId: location, action: 'ara.backup', entity: 'draw', entityId: DrawId,
        before: null, after: { Tickets: tickets, Users: sections.length }, at: now(),
      });
      return fileOf('ARA', location, draw.draw_date, caller.userId, sections);
    });
  });

  /** The three exports: whose (the caller or UserId of its tree) and the draw, then the sections. */
  const exporting = <E extends ExportEndpoint>(endpoint: E, prefix: string, sectionsFor: (drawId: number, userId: string) => Promise<AraSection[]>) =>
    router.implement(endpoint, async (request) => {
      // The three declare the same body (contract/araBackup.ts ExportBodySchema): read it as the first's.
      const { body, caller, location, c } = request as unknown as HandlerRequest<typeof exportAra>;
      const whose = await resolveBettor(db, caller, body.UserId);
      if (!whose.ok) return fail(c, whose.status, whose.message);
      const draw = await drawAt(db, body.DrawId, location);
      if (!draw) return fail(c, 404, `There is no draw ${body.DrawId} at ${location}.`);
      const sections = await sectionsFor(body.DrawId, whose.bettor.userId);
      return fileOf(prefix, location, draw.draw_date, whose.bettor.userId, sections);
    });

  exporting(exportAra, 'ARA', async (drawId, userId) => (await araSections(db, drawId, { kind: 'own', userId })).sections);
  exporting(exportDetailsAra, 'ARA-details', async (drawId, userId) => (await araSections(db, drawId, { kind: 'tree', userId })).sections);
  exporting(exportIntakeAra, 'ARA-intake', (drawId, userId) => araIntakeSections(db, drawId, userId));
}
