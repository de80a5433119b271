/**
 * One run of a generation (the job's work): the list's lines placed into the run's draw through the
 * placement path every bet takes (never a copy of it): who may bet for whom (mayBetFor, asked again:
 * the bettor may have been disabled since), the draw's cut-off and each line's day (openDrawForBets,
 * refuseClosedDays), the limits of the bettor's path (checkBetLimits: a line refused or cut, as in
 * Place Bets), the credit on the bettor's whole path (reserveStake), the store with the intake chain
 * (insertTickets).
 *
 * Why it never places twice and loses nothing: the whole run is ONE transaction that first locks the
 * run's row and leaves a run that is over alone. A run killed mid-way commits nothing and is run
 * again from the start by the engine; a second runner waits on the lock and then finds it done.
 */
import type { Location, ValidLine } from '../../domain/bets/index.ts';
import type { Database, Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { writeAudit } from '../audit.ts';
import { mayBetFor } from '../betting/betPlacement.ts';
import { openDrawForBets, refuseClosedDays } from '../betting/closedDraws.ts';
import { insertTickets } from '../betting/ticketStore.ts';
import { splitLines } from '../betting/lines.ts';
import { placedBetsAudit } from '../betting/betAudit.ts';
import { applyBetLimits } from '../betting/betLimits.ts';
import { reserveStake } from '../ledger/reserveStake.ts';
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

    const bettor = await mayBetFor(tx, run.started_by, run.user_id, run.loc_id);
    if (!bettor.ok) return refuse(tx, runId, run, bettor.message, at).then(() => 'failed' as const);
    const draw = await openDrawForBets(tx, run.draw_id, run.loc_id, at);
    if (!draw.ok) return refuse(tx, runId, run, draw.message, at).then(() => 'failed' as const);

    const parsed = refuseClosedDays(parseSpecialBets(run.message, run.loc_id, draw.draw.day), draw.dayRefusals);
    const accepted = parsed.lines.filter((line): line is ValidLine => line.ok);
    // The limits first (they lock before the credit path, as Place Bets does), then the kept lines' cost.
    const { verdicts, kept, placed } = await applyBetLimits(tx, { location: run.loc_id, userId: bettor.userId, drawId: run.draw_id }, accepted);
    const credit = await reserveStake(tx, bettor.userId, placed.costCents);
    if (credit) return refuse(tx, runId, run, credit, at).then(() => 'failed' as const);
    const ids = await insertTickets(
      tx,
      { location: run.loc_id, userId: bettor.userId, drawId: run.draw_id, fileId: null, placedBy: run.started_by, at },
      kept,
      { returnIds: true },
    );

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
      before: { Status: run.status }, after: { Status: 'succeeded', DrawId: run.draw_id, ...placedBetsAudit(bettor.userId, [...ids.values()], placed) }, at,
    });
    return 'succeeded' as const;
  });
}
