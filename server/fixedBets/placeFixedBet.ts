/**
 * One fixed bet placed for one draw, through the placement every bet takes (server/betting/placeLines.ts:
 * who may bet for whom, asked as the fixed bet's creator; the draw still open by the server's clock; the
 * lines parsed again; the limits; the cost reserved on the bettor's path; the tickets and their chain).
 *
 * At most once per draw: the transaction first inserts the (fixed_bet_id, draw_id) placement row,
 * whose primary key makes a second placement wait for the first and then find it, whichever run,
 * retry or server instance tries; a refusal rolls everything back, so a later run may try again.
 */
import type { Location } from '../../domain/bets/index.ts';
import type { Database, Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { writeAudit } from '../audit.ts';
import { placeLines } from '../betting/placeLines.ts';
import { placedBetsAudit } from '../betting/betAudit.ts';
import { fixedBetLines } from './fixedBetMessage.ts';

export type PlacementOutcome = 'placed' | 'refused' | 'already' | 'gone';

/** Why a fixed bet was not placed: rolls the placement back, then is recorded on the run. */
class FixedRefusal extends Error {}
/** The fixed bet was deleted or turned off since the run listed it: nothing to place, nothing to record. */
class FixedGone extends Error {}

interface FixedBetRow {
  user_id: string;
  created_by: string;
  message: string;
}

async function placeInTransaction(tx: Queryable, runId: number, fixedBetId: number, drawId: number, location: Location, at: number) {
  const claim = await tx.query(
    `insert into fixed_placements (fixed_bet_id, draw_id, run_id, ticket_ids, cost_cents, placed_at)
     values ($1, $2, $3, '{}', 0, $4::timestamptz) on conflict do nothing returning 1`,
    [fixedBetId, drawId, runId, timestamp(at)],
  );
  if (claim.rows.length === 0) return 'already' as const;
  const { rows } = await tx.query<FixedBetRow>(
    'select user_id, created_by, message from fixed_bets where fixed_bet_id = $1 and loc_id = $2 and active and deleted_at is null',
    [fixedBetId, location],
  );
  const fixedBet = rows[0];
  if (!fixedBet) throw new FixedGone();
  // The placement every bet takes (server/betting/placeLines.ts), asked as the fixed bet's creator; a
  // fixed bet is placed whole or not at all: a line the parser, a closed day or a limit refuses refuses
  // it for this draw with that line's message (a cut line is placed cut).
  const placement = await placeLines(tx, {
    alert: true,
    placedBy: fixedBet.created_by,
    userId: fixedBet.user_id,
    location,
    drawId,
    at,
    parse: (day) => fixedBetLines(fixedBet.message, location, day),
    check: (parsed, { verdicts }) => {
      const refusedLine = parsed.lines.find((line) => !line.ok);
      if (refusedLine && !refusedLine.ok) return `Line ${refusedLine.lineNumber}: ${refusedLine.message}`;
      if (parsed.validLines === 0) return 'The fixed bet has no bet line.';
      const overLimit = [...verdicts.entries()].find(([, verdict]) => !verdict.ok);
      return overLimit && !overLimit[1].ok ? `Line ${overLimit[0]}: ${overLimit[1].reason}` : null;
    },
  });
  if (!placement.ok) throw new FixedRefusal(placement.message);
  const { ids, limited: { placed } } = placement;
  const { costCents } = placed;
  const ticketIds = [...ids.values()];
  await tx.query('update fixed_placements set ticket_ids = $3::bigint[], cost_cents = $4 where fixed_bet_id = $1 and draw_id = $2', [
    fixedBetId,
    drawId,
    ticketIds,
    costCents,
  ]);
  // A job's write: no user (the run's starter is on the run), in the tickets' transaction.
  await writeAudit(tx, {
    userId: null,
    locId: location,
    action: 'fixedBet.place',
    entity: 'fixedBet',
    entityId: fixedBetId,
    before: null,
    after: { DrawId: drawId, RunId: runId, ...placedBetsAudit(placement.bettorId, ticketIds, placed) },
    at,
  });
  return 'placed' as const;
}

/** Places fixed bet `fixedBetId` for draw `drawId` as part of run `runId`, or records why not. */
export async function placeFixedBet(db: Database, runId: number, fixedBetId: number, drawId: number, location: Location, at: number): Promise<PlacementOutcome> {
  try {
    return await db.transaction((tx) => placeInTransaction(tx, runId, fixedBetId, drawId, location, at));
  } catch (error) {
    if (error instanceof FixedGone) return 'gone';
    if (!(error instanceof FixedRefusal)) throw error;
    await db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `insert into fixed_refusals (run_id, fixed_bet_id, draw_id, reason, refused_at) values ($1, $2, $3, $4, $5::timestamptz)
         on conflict (run_id, fixed_bet_id, draw_id) do update set reason = excluded.reason, refused_at = excluded.refused_at returning 1`,
        [runId, fixedBetId, drawId, error.message, timestamp(at)],
      );
      if (rows.length > 0) {
        await writeAudit(tx, {
          userId: null, locId: location, action: 'fixedBet.refuse', entity: 'fixedBet', entityId: fixedBetId,
          before: null, after: { DrawId: drawId, RunId: runId, Reason: error.message }, at,
        });
      }
    });
    return 'refused';
  }
}
