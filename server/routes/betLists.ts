/**
 * The remaining bet calls that answer a list, not a page (spec 02 §7.6; contract/betViews.ts):
 * bet/userIds and bet/summary/drawDateT (Bet Summary's lists, ./betSummary.ts), bet/settings, and the
 * two reads sent as POST, bet/page/combine and bet/page/uploadPartner. Whose: the caller, or one user
 * of its tree (server/queries/bettorScope.ts: 403 outside it, a member its own only).
 */
import {
  betPageCombine,
  betPageUploadPartner,
  betSettings,
  betSummaryDrawDatesToto,
  betUserIds,
} from '../../contract/betViews.ts';
import type { Figures } from '../../contract/betFigures.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { TICKETS_IN_DRAWS } from '../betting/ticketInDraw.ts';
import { bettorOf } from '../queries/bettorScope.ts';
import { drawRefusal, FIGURE_COLUMNS, FIGURE_SUMS } from '../queries/betFiguresSql.ts';
import { drawsWithBets, usersWithBets } from './betSummary.ts';

const FIGURE_NAMES = ['Bets', 'Tickets', 'BigCents', 'SmallCents', 'AmountCents', 'CostCents'] as const;

/** The totals of a list: the sums of its rows (integer cents, exact). */
const totalsOf = (rows: readonly Figures[]): Figures =>
  Object.fromEntries(FIGURE_NAMES.map((name) => [name, rows.reduce((sum, row) => sum + row[name], 0)])) as Figures;

export function mountBetListRoutes(router: ApiRouter, { db, now }: RouteDeps) {
  router.implement(betUserIds, ({ query, caller, location }) => usersWithBets(db, caller.userId, location, query.DrawId ?? null));

  router.implement(betSummaryDrawDatesToto, async ({ caller, location, game, c }) =>
    game === 'tt' ? drawsWithBets(db, caller.userId, location) : fail(c, 400, 'bet/summary/drawDateT lists TT draws: call it under tt/.'),
  );

  router.implement(betSettings, async ({ query, caller, location, c }) => {
    const userId = await bettorOf(db, caller, query.UserId);
    if (typeof userId !== 'string') return fail(c, userId.refused.status, userId.refused.message);
    const { rows } = await db.query<{ place: boolean; upload: boolean; disabled: boolean; here: boolean }>(
      `select u.enable_place_bet as place, u.enable_upload as upload, u.disable_place_bet_and_fixed_bet as disabled,
         exists (select 1 from user_locations l where l.user_id = u.user_id and l.loc_id = $2) as here
       from users u where u.user_id = $1`,
      [userId, location],
    );
    const user = rows[0]!;
    // Open: not finalised and its cut-off still ahead by the server's clock (server/draws/status.ts).
    const draws = await db.query<{ DrawId: number; DrawDate: string; ClosesAt: string }>(
      `select d.draw_id as "DrawId", to_char(d.draw_date, 'YYYY-MM-DD') as "DrawDate",
         to_char(d.closes_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "ClosesAt"
       from draws d where d.loc_id = $1 and not d.is_finalised and d.closes_at > $2::timestamptz order by d.closes_at, d.draw_id`,
      [location, new Date(now()).toISOString()],
    );
    return {
      UserId: userId,
      LocId: location,
      CanPlaceBet: user.place && !user.disabled && user.here,
      EnableUpload: user.upload,
      disablePlaceBetAndFixedBet: user.disabled,
      OpenDraws: draws.rows,
    };
  });

  router.implement(betPageCombine, async ({ body, caller, location, c }) => {
    const userId = await bettorOf(db, caller, body.UserId);
    if (typeof userId !== 'string') return fail(c, userId.refused.status, userId.refused.message);
    const refusal = await drawRefusal(db, body.DrawId, location);
    if (refusal) return fail(c, refusal.refused.status, refusal.refused.message);
    const ids = body.TicketIds ? [...new Set(body.TicketIds)] : null;
    if (ids) {
      // Every listed ticket must be the user's in this draw: a combine of someone else's is refused whole.
      const { rows } = await db.query<{ id: number }>(
        `select x.id::float8 as id from unnest($4::bigint[]) x (id)
         where not exists (select 1 from ${TICKETS_IN_DRAWS} where t.ticket_id = x.id and t.user_id = $1 and t.loc_id = $2 and td.draw_id = $3)
         order by x.id limit 10`,
        [userId, location, body.DrawId, ids],
      );
      if (rows.length > 0) {
        return fail(c, 400, `Ticket ${rows.map((row) => row.id).join(', ')} is not a ticket of ${userId} in draw ${body.DrawId}.`);
      }
    }
    const { rows } = await db.query<{ Number: string; BetType: 'straight' } & Figures>(
      `select s.number as "Number", s.bet_type as "BetType", ${FIGURE_COLUMNS}
       from (select t.number, t.bet_type, ${FIGURE_SUMS} from ${TICKETS_IN_DRAWS}
         where t.user_id = $1 and t.loc_id = $2 and td.draw_id = $3 and ($4::bigint[] is null or t.ticket_id = any($4::bigint[]))
         group by t.number, t.bet_type) s
       order by s.number, s.bet_type`,
      [userId, location, body.DrawId, ids],
    );
    return { Groups: rows, Totals: totalsOf(rows) };
  });

  router.implement(betPageUploadPartner, async ({ body, caller, location, c }) => {
    const userId = await bettorOf(db, caller, body.UserId);
    if (typeof userId !== 'string') return fail(c, userId.refused.status, userId.refused.message);
    const { rows } = await db.query<{ FileId: number; FileName: string; UploadedBy: string; DrawId: number; DrawDate: string } & Figures>(
      `select s.file_id as "FileId", s.file_name as "FileName", s.uploaded_by as "UploadedBy", s.draw_id as "DrawId",
         to_char(s.draw_date, 'YYYY-MM-DD') as "DrawDate", ${FIGURE_COLUMNS}
       from (select f.file_id, f.file_name, f.uploaded_by, td.draw_id, d.draw_date, ${FIGURE_SUMS}
         from bet_files f join tickets t on t.file_id = f.file_id join ticket_draws td on td.ticket_id = t.ticket_id
           join draws d on d.draw_id = td.draw_id
         where f.user_id = $1 and f.uploaded_by <> f.user_id and f.loc_id = $2 and t.user_id = $1 and ($3::int is null or td.draw_id = $3)
         group by f.file_id, f.file_name, f.uploaded_by, td.draw_id, d.draw_date) s
       order by s.draw_date desc, s.file_id`,
      [userId, location, body.DrawId ?? null],
    );
    return { Files: rows, Totals: totalsOf(rows) };
  });
}
