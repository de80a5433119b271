/**
 * Place Bets (spec 02 §7.6): POST {4d|tt}/bet/ (its tickets are listed by server/queries/ticketPage.ts). The message is
 * parsed again here with the shared parser (domain/bets): the server is the authority on every line.
 */
import { placeBets, MAX_BET_MESSAGE_CHARS, type BetLineResult, type PlaceBetsResult } from '../../contract/bets.ts';
import { parseBetMessage, type ValidLine } from '../../domain/bets/index.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { openDrawForBets, refuseClosedDays } from '../betting/closedDraws.ts';
import { mayBetFor } from '../betting/betPlacement.ts';
import { insertTickets } from '../betting/ticketStore.ts';
import { splitLines } from '../betting/lines.ts';
import { reserveStake } from '../ledger/reserveStake.ts';
import { atomically } from '../db/atomically.ts';
import { writeAudit } from '../audit.ts';
import { placedBetsAudit } from '../betting/betAudit.ts';

export function mountBetRoutes(router: ApiRouter, { now }: RouteDeps) {
  router.implement(
    placeBets,
    // `tx` is the transaction of the Idempotency-Key (or the database when the client sent none):
    // every read and the insert go through it, so the stored answer and the tickets commit together.
    async ({ body, caller, location, db: tx, c }) => {
      const bettor = await mayBetFor(tx, caller.userId, body.UserId, location);
      if (!bettor.ok) return fail(c, bettor.status, bettor.message);
      // A closed draw refuses the message; a line whose day has no open draw is refused on its own.
      const drawAnswer = await openDrawForBets(tx, body.DrawId, location, now());
      if (!drawAnswer.ok) return fail(c, 400, drawAnswer.message);

      const parsed = refuseClosedDays(
        parseBetMessage(body.Message, { location, nextDraw: [drawAnswer.draw.day] }),
        drawAnswer.dayRefusals,
      );
      if (parsed.lines.length === 0) return fail(c, 400, 'Write at least one bet line, e.g. 1234 1-2');
      const accepted = parsed.lines.filter((line): line is ValidLine => line.ok);
      // One transaction (the key's when there is one): the bet's cost is reserved on the bettor's path
      // (refused whole, nothing written, when a Credit Left there is short), then the lines are stored.
      const stored = await atomically(tx, async (work) => {
        const refusal = await reserveStake(work, bettor.userId, parsed.costCents);
        if (refusal) return { refusal, ids: new Map<number, number>() };
        const ids = await insertTickets(
          work,
          { location, userId: bettor.userId, drawId: drawAnswer.draw.drawId, fileId: null, placedBy: caller.userId, at: now() },
          accepted,
          { returnIds: true },
        );
        if (ids.size > 0) {
          // One row per submission, not per line (issue 20): who placed what for whom, in this transaction.
          await writeAudit(work, {
            userId: caller.userId,
            locId: location,
            action: 'bet.place',
            entity: 'draw',
            entityId: drawAnswer.draw.drawId,
            before: null,
            after: placedBetsAudit(bettor.userId, [...ids.values()], parsed),
            at: now(),
          });
        }
        return { refusal: null, ids };
      });
      if (stored.refusal !== null) return fail(c, 400, stored.refusal);
      const ticketIds = stored.ids;

      const texts = splitLines(body.Message);
      const lines: BetLineResult[] = parsed.lines.map((line) => ({
        LineNumber: line.lineNumber,
        Text: (texts[line.lineNumber - 1] ?? '').trim(),
        Accepted: line.ok,
        Reason: line.ok ? null : line.message,
        Column: line.ok ? null : line.column,
        Tickets: line.ok ? line.tickets : 0,
        CostCents: line.ok ? line.costCents : 0,
        TicketId: line.ok ? (ticketIds.get(line.lineNumber) ?? null) : null,
      }));
      const result: PlaceBetsResult = {
        Lines: lines,
        AcceptedLines: parsed.validLines,
        RejectedLines: parsed.invalidLines,
        Tickets: parsed.tickets,
        CostCents: parsed.costCents,
      };
      return result;
    },
    // A message of MAX_BET_MESSAGE_CHARS characters, up to 4 bytes each in UTF-8, plus the JSON around it.
    { maxBodyBytes: MAX_BET_MESSAGE_CHARS * 4 + 4096 },
  );
}
