/**
 * One run of a generation (the job's work): the list's lines placed into the run's draw through the
 * placement every bet takes (server/betting/placeLines.ts, never a copy of it): who may bet for whom
 * (asked again: the bettor may have been disabled since), the draw's cut-off and each line's day, the
 * limits of the bettor's path (a line refused or cut, as in Place Bets), the credit on the bettor's
 * whole path, the store with the intake chain.
 *
 * Why it never places twice and loses nothing: the whole run is ONE transaction that first locks the
 * run's row and leaves a run that is over alone. A run killed mid-way commits nothing and is run
 * again from the start by the engine; a second runner waits on the lock and then finds it done.
 */
import type { Location } from '../../domain/bets/index.ts';
import type { Database, Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { writeAudit } from '../audit.ts';
import { placeLines } from '../betting/placeLines.ts';
import { splitLines } from '../betting/lines.ts';
import { placedBetsAudit } from '../betting/betAudit.ts';
import { parseSpecialBets } from './settings.ts';
import type { RunStatus } from './runs.ts';

interface LockedRun {
  status: RunStatus;
  message: string;
  started_by: string;
  draw_id: number;
  user_id: string;
  loc_id: Location;
}

/** Ends the run as failed with `failure`, nothing placed (in the run's transaction, with its audit row). */
async function refuse(tx: Queryable, runId: number, run: LockedRun, failure: string, at: number) {
  await tx.query(`update bet_special_runs set status = 'failed', failure = $2, finished_at = $3::timestamptz where run_id = $1`, [
    runId,
    failure,
    timestamp(at),
  ]);
  await writeAudit(tx, {
    userId: null, locId: run.loc_id, action: 'betSpecial.generate.end', entity: 'betSpecialRun', entityId: runId,
    before: { Status: run.status }, after: { Status: 'failed', Failure: failure }, at,
  });
}

/** Places the run's lines (once); answers the status it ended with. */
export async function generateRun(db: Database, runId: number, now: () => number): Promise<RunStatus | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<LockedRun>(
      `select r.status, r.message, r.started_by, r.draw_id, s.user_id, s.loc_id
       from bet_special_runs r join bet_special_settings s on s.setting_id = r.setting_id
       where r.run_id = $1 for update of r`,
      [runId],
    );
    const run = rows[0];
    if (!run) return null;
    if (run.status !== 'queued' && run.status !== 'running') return run.status;
    const at = now();

    // The placement every bet takes (server/betting/placeLines.ts), asked as the run's starter (the
    // bettor may have been disabled since); a refusal fails the run with its message, nothing placed.
    const placement = await placeLines(tx, {
      alert: false,
      placedBy: run.started_by,
      userId: run.user_id,
      location: run.loc_id,
      drawId: run.draw_id,
      at,
      parse: (day) => parseSpecialBets(run.message, run.loc_id, day),
    });
    if (!placement.ok) return refuse(tx, runId, run, placement.message, at).then(() => 'failed' as const);
    const { parsed, ids, limited: { verdicts, placed } } = placement;

    // Each line: its ticket, or why it was refused (the parser, a closed day, a limit); a cut line says so.
    const texts = splitLines(run.message);
    const reasonOf = (line: (typeof parsed.lines)[number]) => {
      if (!line.ok) return line.message;
      const verdict = verdicts.get(line.lineNumber)!;
      return verdict.ok ? verdict.note : verdict.reason;
    };
    await tx.query(
      `insert into bet_special_lines (run_id, line_number, text, accepted, reason, ticket_id)
       select $1, * from unnest($2::int[], $3::text[], $4::boolean[], $5::text[], $6::bigint[])`,
      [
        runId,
        parsed.lines.map((line) => line.lineNumber),
        parsed.lines.map((line) => (texts[line.lineNumber - 1] ?? '').trim()),
        parsed.lines.map((line) => ids.has(line.lineNumber)),
        parsed.lines.map(reasonOf),
        parsed.lines.map((line) => ids.get(line.lineNumber) ?? null),
      ],
    );
    await tx.query(
      `update bet_special_runs set status = 'succeeded', lines_accepted = $2, lines_rejected = $3, tickets = $4, cost_cents = $5,
         failure = null, finished_at = $6::timestamptz where run_id = $1`,
      [runId, placed.validLines, parsed.lines.length - placed.validLines, placed.tickets, placed.costCents, timestamp(at)],
    );
    await writeAudit(tx, {
      userId: null, locId: run.loc_id, action: 'betSpecial.generate.end', entity: 'betSpecialRun', entityId: runId,
      before: { Status: run.status }, after: { Status: 'succeeded', DrawId: run.draw_id, ...placedBetsAudit(placement.bettorId, [...ids.values()], placed) }, at,
    });
    return 'succeeded' as const;
  });
}
