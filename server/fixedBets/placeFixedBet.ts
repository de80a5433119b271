/**
 * One fixed bet placed for one draw, through the same path as a typed bet (server/routes/bets.ts):
 * who may bet for whom (mayBetFor, asked as the fixed bet's creator), the draw still open
 * (openDrawForBets, by the server's clock), the lines parsed again, the cost reserved on the bettor's
 * path (reserveStake) and the tickets stored (insertTickets, which also computes their intake chain).
 *
 * At most once per draw: the transaction first inserts the (fixed_bet_id, draw_id) placement row,
 * whose primary key makes a second placement wait for the first and then find it, whichever run,
 * retry or server instance tries; a refusal rolls everything back, so a later run may try again.
 */
import type { Location, ValidLine } from '../../domain/bets/index.ts';
import type { Database, Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { writeAudit } from '../audit.ts';
import { mayBetFor } from '../betting/betPlacement.ts';
import { openDrawForBets, refuseClosedDays } from '../betting/closedDraws.ts';
import { insertTickets } from '../betting/ticketStore.ts';
import { applyBetLimits } from '../betting/betLimits.ts';
import { placedBetsAudit } from '../betting/betAudit.ts';
import { reserveStake } from '../ledger/reserveStake.ts';
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
  const bettor = await mayBetFor(tx, fixedBet.created_by, fixedBet.user_id, location);
  if (!bettor.ok) throw new FixedRefusal(bettor.message);
  const draw = await openDrawForBets(tx, drawId, location, at);
  if (!draw.ok) throw new FixedRefusal(draw.message);
  const parsed = refuseClosedDays(fixedBetLines(fixedBet.message, location, draw.draw.day), draw.dayRefusals);
  const refusedLine = parsed.lines.find((line) => !line.ok);
  if (refusedLine && !refusedLine.ok) throw new FixedRefusal(`Line ${refusedLine.lineNumber}: ${refusedLine.message}`);
  if (parsed.validLines === 0) throw new FixedRefusal('The fixed bet has no bet line.');
  // The limits of the bettor's path (server/betting/betLimits.ts), as for a typed bet: a refused line
  // refuses the fixed bet for this draw with its message; a cut line is placed cut.
  const { verdicts, kept: lines, placed } = await applyBetLimits(tx, { location, userId: bettor.userId, drawId }, parsed.lines.filter((line): line is ValidLine => line.ok));
  const overLimit = [...verdicts.entries()].find(([, verdict]) => !verdict.ok);
  if (overLimit && !overLimit[1].ok) throw new FixedRefusal(`Line ${overLimit[0]}: ${overLimit[1].reason}`);
  const { costCents } = placed;
  const creditRefusal = await reserveStake(tx, bettor.userId, costCents);
  if (creditRefusal) throw new FixedRefusal(creditRefusal);
  const ids = await insertTickets(
    tx,
    { location, userId: bettor.userId, drawId, fileId: null, placedBy: fixedBet.created_by, at },
    lines,
    { returnIds: true },
  );
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
    after: { DrawId: drawId, RunId: runId, ...placedBetsAudit(bettor.userId, ticketIds, placed) },
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
