/**
 * Place Bets (spec 02 §7.6): POST {4d|tt}/bet/ (its tickets are listed by server/queries/ticketPage.ts). The message is
 * parsed again here with the shared parser (domain/bets): the server is the authority on every line.
 */
import { placeBets, placeTtBets, MAX_BET_MESSAGE_CHARS, type BetLineResult, type PlaceBetsResult } from '../../contract/bets.ts';
import { parseBetMessage } from '../../domain/bets/index.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter, HandlerRequest } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { placeLines } from '../betting/placeLines.ts';
import { splitLines } from '../betting/lines.ts';
import { atomically } from '../db/atomically.ts';
import { writeAudit } from '../audit.ts';
import { placedBetsAudit } from '../betting/betAudit.ts';


export function mountBetRoutes(router: ApiRouter, { now }: RouteDeps) {
  // `tx` is the transaction of the Idempotency-Key (or the database when the client sent none):
  // every read and the insert go through it, so the stored answer and the tickets commit together.
  const place = async ({ body, caller, location, db: tx, c }: HandlerRequest<typeof placeBets>) => {
    // One transaction (the key's when there is one): the placement (server/betting/placeLines.ts: who
    // for whom, the open draw and days, the limits, the credit on the bettor's path, the store) and its
    // audit row commit together; a refusal wrote nothing.
    const stored = await atomically(tx, async (work) => {
      const placement = await placeLines(work, {
      alert: true,
        placedBy: caller.userId,
        userId: body.UserId,
        location,
        drawId: body.DrawId,
        at: now(),
        parse: (day) => parseBetMessage(body.Message, { location, nextDraw: [day] }),
        check: (parsed) => (parsed.lines.length === 0 ? 'Write at least one bet line, e.g. 1234 1-2' : null),
      });
      if (placement.ok && placement.ids.size > 0) {
        // One row per submission, not per line (issue 20): who placed what for whom, in this transaction.
        await writeAudit(work, {
          userId: caller.userId,
          locId: location,
          action: 'bet.place',
          entity: 'draw',
          entityId: body.DrawId,
          before: null,
          after: placedBetsAudit(placement.bettorId, [...placement.ids.values()], placement.limited.placed),
          at: now(),
        });
      }
      return placement;
    });
    if (!stored.ok) return fail(c, stored.status, stored.message);
    const { parsed, limited, ids: ticketIds } = stored;

    const texts = splitLines(body.Message);
    const lines: BetLineResult[] = parsed.lines.map((parsedLine) => {
      const verdict = parsedLine.ok ? limited.verdicts.get(parsedLine.lineNumber) : undefined;
      const line = verdict?.ok ? verdict.line : null;
      return {
        LineNumber: parsedLine.lineNumber,
        Text: (texts[parsedLine.lineNumber - 1] ?? '').trim(),
        Accepted: line !== null,
        // A parse error, a limit's refusal, or for a line kept cut down, what the limit did to it.
        Reason: !parsedLine.ok ? parsedLine.message : verdict && !verdict.ok ? verdict.reason : verdict?.ok ? verdict.note : null,
        Column: parsedLine.ok ? null : parsedLine.column,
        Tickets: line ? line.tickets : 0,
        CostCents: line ? line.costCents : 0,
        TicketId: line ? (ticketIds.get(line.lineNumber) ?? null) : null,
      };
    });
    const result: PlaceBetsResult = {
      Lines: lines,
      AcceptedLines: limited.placed.validLines,
      RejectedLines: parsed.lines.length - limited.placed.validLines,
      Tickets: limited.placed.tickets,
      CostCents: limited.placed.costCents,
    };
    return result;
  };
  // A message of MAX_BET_MESSAGE_CHARS characters, up to 4 bytes each in UTF-8, plus the JSON around it.
  const options = { maxBodyBytes: MAX_BET_MESSAGE_CHARS * 4 + 4096 };
  router.implement(placeBets, place, options);
  // bet/t (spec 02 §7.6): TT placement is Place Bets at TT, the same rules and answer (the parser reads
  // the TOTO forms from the location); at another location it is refused, as TT's own call.
  router.implement(
    placeTtBets,
    async (request) => (request.location === 'TT' ? place(request) : fail(request.c, 400, 'bet/t places TT bets: choose TT.')),
    options,
  );
}
