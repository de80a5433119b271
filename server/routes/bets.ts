/**
 * Place Bets and tickets (spec 02 §7.6): POST {4d|tt}/bet/ and GET {4d|tt}/bet/page2. The message is
 * parsed again here with the shared parser (src/bets): the server is the authority on every line.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  PlaceBetsRequestSchema,
  TicketPageQuerySchema,
  type BetLineResult,
  type PlaceBetsResult,
  type Ticket,
  type TicketPage,
} from '../../src/api/schemas/bets.ts';
import { parseBetMessage, type ValidLine } from '../../src/bets/index.ts';
import { fail, ok } from '../http/envelope.ts';
import { valid } from '../http/validate.ts';
import type { AuthVariables } from '../http/auth.ts';
import type { RouteDeps } from '../app.ts';
import { locationOf, type Game } from '../betting/location.ts';
import { openDrawById } from '../betting/draws.ts';
import { betsAt, resolveBettor } from '../betting/bettor.ts';
import { insertTickets } from '../betting/ticketStore.ts';
import { TICKET_COLUMNS } from '../betting/ticketColumns.ts';
import { splitLines } from '../betting/lines.ts';

type Env = { Variables: AuthVariables };

export function betRoutes({ db, auth, now }: RouteDeps, game: Game) {
  const placeBets = async (c: Context<Env>) => {
    const body = (c.req.valid as (target: 'json') => v.InferOutput<typeof PlaceBetsRequestSchema>)('json');
    const place = locationOf(game, body.LocId);
    if (!place.ok) return fail(c, 400, place.message);
    const caller = { userId: c.get('userId'), role: c.get('role') };
    const who = await resolveBettor(db, caller, body.UserId);
    if (!who.ok) return fail(c, who.status, who.message);
    const { bettor } = who;
    if (!bettor.mayPlaceBets) return fail(c, 403, `Placing bets is disabled for ${bettor.userId}.`);
    if (!betsAt(bettor, place.location)) return fail(c, 403, `${bettor.userId} does not bet at ${place.location}.`);
    const drawAnswer = await openDrawById(db, body.DrawId, place.location, now());
    if (!drawAnswer.ok) return fail(c, 400, drawAnswer.message);

    const parsed = parseBetMessage(body.Message, { location: place.location, nextDraw: [drawAnswer.draw.day] });
    if (parsed.lines.length === 0) return fail(c, 400, 'Write at least one bet line, e.g. 1234 1-2');
    const accepted = parsed.lines.filter((line): line is ValidLine => line.ok);
    const ticketIds = await db.transaction((tx) =>
      insertTickets(
        tx,
        { location: place.location, userId: bettor.userId, drawId: drawAnswer.draw.drawId, fileId: null, placedBy: caller.userId, at: now() },
        accepted,
        { returnIds: true },
      ),
    );

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
    return ok(c, result);
  };

  return new Hono<Env>()
    .post('/bet/', auth, valid('json', PlaceBetsRequestSchema), placeBets)
    .post('/bet', auth, valid('json', PlaceBetsRequestSchema), placeBets)
    .get('/bet/page2', auth, valid('query', TicketPageQuerySchema), async (c) => {
      const query = c.req.valid('query') as v.InferOutput<typeof TicketPageQuerySchema>;
      const place = locationOf(game, query.LocId);
      if (!place.ok) return fail(c, 400, place.message);
      const who = await resolveBettor(db, { userId: c.get('userId'), role: c.get('role') }, query.UserId);
      if (!who.ok) return fail(c, who.status, who.message);
      const pageIndex = Number(query.PageIndex);
      const pageSize = Number(query.PageSize);
      const filter = `t.user_id = $1 and t.loc_id = $2 and ($3::int is null or t.draw_id = $3) and ($4::int is null or t.file_id = $4)`;
      const params = [who.bettor.userId, place.location, query.DrawId ?? null, query.FileId ?? null];
      const [{ rows }, count] = await Promise.all([
        db.query<Ticket>(
          `select ${TICKET_COLUMNS} from tickets t join draws d on d.draw_id = t.draw_id
           where ${filter} order by t.ticket_id desc limit $5 offset $6`,
          [...params, pageSize, (pageIndex - 1) * pageSize],
        ),
        db.query<{ total: number }>(`select count(*)::int as total from tickets t where ${filter}`, params),
      ]);
      const page: TicketPage = { Rows: rows, Total: count.rows[0]?.total ?? 0, PageIndex: pageIndex, PageSize: pageSize };
      return ok(c, page);
    });
}
