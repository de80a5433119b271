/**
 * The generations (runs) of special bets into draws (migration 0027 bet_special_runs): read, and
 * asked for. A run is unique per (setting, draw): asking again answers it, never a second one, so a
 * draw never takes a list twice however often, or from however many instances, it is asked.
 */
import type { BetSpecialRun } from '../../contract/betSpecial.ts';
import type { Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { writeAudit } from '../audit.ts';

export type RunStatus = 'queued' | 'running' | 'succeeded' | 'failed';

const RUN_COLUMNS = `r.run_id::int as "RunId", r.setting_id::int as "SettingId", s.user_id as "UserId", r.draw_id as "DrawId",
  to_char(d.draw_date, 'YYYY-MM-DD') as "DrawDate", r.status as "Status", r.started_by as "StartedBy",
  r.lines_accepted as "LinesAccepted", r.lines_rejected as "LinesRejected", r.tickets as "Tickets",
  r.cost_cents::float8 as "CostCents", r.failure as "Failure",
  to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "CreatedAt",
  to_char(r.finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "FinishedAt"`;

/** The runs list's columns and joins (server/queries/betSpecialRuns.ts reads the same). */
export const RUN_ROW_COLUMNS = RUN_COLUMNS;
export const RUN_FROM = `bet_special_runs r join bet_special_settings s on s.setting_id = r.setting_id join draws d on d.draw_id = r.draw_id`;

/** A run with its lines; null when there is none. */
export async function readRun(db: Queryable, runId: number): Promise<BetSpecialRun | null> {
  const { rows } = await db.query<Omit<BetSpecialRun, 'Lines'>>(`select ${RUN_COLUMNS} from ${RUN_FROM} where r.run_id = $1`, [runId]);
  if (!rows[0]) return null;
  const lines = await db.query<BetSpecialRun['Lines'][number]>(
    `select line_number as "LineNumber", text as "Text", accepted as "Accepted", reason as "Reason", ticket_id::float8 as "TicketId"
     from bet_special_lines where run_id = $1 order by line_number`,
    [runId],
  );
  return { ...rows[0], Lines: lines.rows };
}

/** Records why a run placed nothing (only while it is under way). */
export async function recordRunFailure(db: Queryable, runId: number, at: number, failure: string): Promise<void> {
  await db.query(
    `update bet_special_runs set status = 'failed', failure = $3, finished_at = $2::timestamptz
     where run_id = $1 and status in ('queued', 'running')`,
    [runId, timestamp(at), failure],
  );
}

/**
 * Asks for the run of (setting, draw): a new one is queued; a failed one (it placed nothing) is
 * queued again with the list as it is now; any other is answered as it is. `queued` says whether the
 * job must be sent. The run's row and its audit row commit together.
 */
export async function askForRun(
  tx: Queryable,
  ask: { settingId: number; drawId: number; message: string; by: string; locId: string; at: number },
): Promise<{ runId: number; queued: boolean }> {
  const { rows: existing } = await tx.query<{ run_id: number; status: RunStatus }>(
    'select run_id::int as run_id, status from bet_special_runs where setting_id = $1 and draw_id = $2 for update',
    [ask.settingId, ask.drawId],
  );
  const found = existing[0];
  if (found && found.status !== 'failed') return { runId: found.run_id, queued: false };
  let runId: number;
  if (found) {
    await tx.query(
      `update bet_special_runs set status = 'queued', message = $2, started_by = $3, failure = null, finished_at = null,
         created_at = $4::timestamptz where run_id = $1`,
      [found.run_id, ask.message, ask.by, timestamp(ask.at)],
    );
    runId = found.run_id;
  } else {
    // Two requests at once: the unique (setting, draw) lets one insert; the other answers its run.
    const { rows } = await tx.query<{ run_id: number }>(
      `insert into bet_special_runs (setting_id, draw_id, message, status, started_by, created_at)
       values ($1, $2, $3, 'queued', $4, $5::timestamptz)
       on conflict (setting_id, draw_id) do nothing returning run_id::int as run_id`,
      [ask.settingId, ask.drawId, ask.message, ask.by, timestamp(ask.at)],
    );
    if (!rows[0]) {
      const { rows: other } = await tx.query<{ run_id: number }>(
        'select run_id::int as run_id from bet_special_runs where setting_id = $1 and draw_id = $2',
        [ask.settingId, ask.drawId],
      );
      return { runId: other[0]!.run_id, queued: false };
    }
    runId = rows[0].run_id;
  }
  await writeAudit(tx, {
    userId: ask.by, locId: ask.locId, action: 'betSpecial.generate.start', entity: 'betSpecialRun', entityId: runId,
    before: found ? { Status: 'failed' } : null, after: { Status: 'queued', SettingId: ask.settingId, DrawId: ask.drawId }, at: ask.at,
  });
  return { runId, queued: true };
}
