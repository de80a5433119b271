/**
 * Placing bet lines: the one sequence every path that makes tickets from a message takes (Place Bets,
 * fixed bets, Bet Special; file processing keeps its own per-line credit rule, filesProcessing.ts):
 * 1. who may bet for whom (mayBetFor, asked as `placedBy`);
 * 2. the chosen draw open and each line's day (openDrawForBets, refuseClosedDays), by `at`;
 * 3. the limits of the bettor's path (applyBetLimits: a line refused or cut);
 * 4. the path's own rule, if it has one (`check`: a fixed bet refuses whole on one refused line);
 * 5. the kept lines' cost reserved on the bettor's whole path (reserveStake);
 * 6. the tickets stored with their intake chain (insertTickets);
 * 7. the bettor's bet-entry alert, if it wants one and the path sends it (`alert`).
 * A refusal at any step answers why, and this function has written nothing by then: the caller decides
 * what a refusal is (a 400, a failed run, a refused fixed bet) and writes its own audit row.
 */
import type { DrawDay, Location, ParsedMessage, ValidLine } from '../../domain/bets/index.ts';
import type { Queryable } from '../db/database.ts';
import { reserveStakeOnPath } from '../ledger/reserveStake.ts';
import { applyBetLimits, type LimitedLines } from './betLimits.ts';
import { mayBetFor } from './betPlacement.ts';
import { openDrawForBets, refuseClosedDays } from './closedDraws.ts';
import { insertTickets } from './ticketStore.ts';
import { alertBetEntry } from '../messaging/betEntryAlert.ts';

export interface PlaceRequest {
  /** Who places: the caller, or the fixed bet's creator, or the run's starter. */
  placedBy: string;
  /** The bettor asked for (none: `placedBy` itself). */
  userId: string | undefined;
  location: Location;
  drawId: number;
  /** The server's clock (ms): the draw's cut-off is read against it. */
  at: number;
  /** The lines, parsed for the chosen draw's day (a line without a day code bets on it). */
  parse: (day: DrawDay) => ParsedMessage;
  /** A path's own rule over the lines and the limits' verdicts: why it refuses them, or null. */
  check?: (parsed: ParsedMessage, limited: LimitedLines) => string | null;
  /**
   * Whether the bettor's bet-entry alert (Mobile) is sent: yes for bets typed or fixed; not for a
   * message that is itself answered (a bet by SMS or bot gets its reply) nor for a Bet Special run.
   */
  alert: boolean;
}

export type Placement =
  | { ok: false; status: 400 | 403; message: string }
  | {
      ok: true;
      bettorId: string;
      /** The lines as parsed, the closed days refused. */
      parsed: ParsedMessage;
      /** Each valid line's verdict, the kept lines and what they place. */
      limited: LimitedLines;
      /** The new ticket id per line number. */
      ids: Map<number, number>;
    };

export async function placeLines(tx: Queryable, request: PlaceRequest): Promise<Placement> {
  const { placedBy, location, drawId, at } = request;
  const bettor = await mayBetFor(tx, placedBy, request.userId, location);
  if (!bettor.ok) return { ok: false, status: bettor.status, message: bettor.message };
  const draw = await openDrawForBets(tx, drawId, location, at);
  if (!draw.ok) return { ok: false, status: 400, message: draw.message };
  const parsed = refuseClosedDays(request.parse(draw.draw.day), draw.dayRefusals);
  const accepted = parsed.lines.filter((line): line is ValidLine => line.ok);
  // The limits lock before the credit path, as every placement does (no deadlock between them).
  const limited = await applyBetLimits(tx, { location, userId: bettor.userId, drawId: draw.draw.drawId }, accepted);
  const own = request.check?.(parsed, limited);
  if (own) return { ok: false, status: 400, message: own };
  const { refusal, path } = await reserveStakeOnPath(tx, bettor.userId, limited.placed.costCents);
  if (refusal) return { ok: false, status: 400, message: refusal };
  const ids = await insertTickets(
    tx,
    { location, userId: bettor.userId, drawId: draw.draw.drawId, fileId: null, placedBy, at },
    limited.kept,
    { returnIds: true, path },
  );
  if (request.alert) {
    await alertBetEntry(tx, {
      bettorId: bettor.userId, placedBy, location, drawId: draw.draw.drawId, drawDate: draw.draw.drawDate,
      ticketIds: [...ids.values()], costCents: limited.placed.costCents,
    });
  }
  return { ok: true, bettorId: bettor.userId, parsed, limited, ids };
}
