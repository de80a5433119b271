/**
 * Demo tickets for the data screens (issue 13): enough past and open draws with tickets to page
 * through every screen (View, Search and History Tickets, Bet Summary), as if placed over the weeks
 * of the draw calendar (seedSignedInArea.ts). Applied once (seed step `demo-tickets`), after the
 * calendar exists, and inserted set-based (generate_series): one statement for all of them, so a
 * first `npm start` stays fast.
 *
 * Each location's next open draw gets none: that is the draw Place Bets and Bet Upload offer first,
 * and it starts empty so what one places there is all one sees there.
 */
import type { Database } from './database.ts';
import { timestamp } from './timestamp.ts';
import { TICKET_DRAWS_INSERT } from '../betting/ticketStore.ts';
import { STORE_OPEN_STAKES } from '../ledger/openStakes.ts';
import { recomputeChain } from '../intake/recompute.ts';

const STEP_ID = 'demo-tickets';

/** Whose tickets, where, and how many per draw. */
export const DEMO_TICKET_PLAN: readonly { userId: string; locId: 'SG' | 'MG' | 'TT'; perDraw: number }[] = [
  { userId: 'member1', locId: 'SG', perDraw: 90 },
  { userId: 'member2', locId: 'SG', perDraw: 80 },
  { userId: 'member3', locId: 'SG', perDraw: 70 },
  { userId: 'member4', locId: 'MG', perDraw: 90 },
  { userId: 'agent1', locId: 'SG', perDraw: 12 },
  { userId: 'agent1', locId: 'MG', perDraw: 8 },
  { userId: 'agent2', locId: 'SG', perDraw: 12 },
  { userId: 'agent3', locId: 'MG', perDraw: 10 },
  { userId: 'ttagent', locId: 'TT', perDraw: 60 },
];

/**
 * The tickets of one (user, draw, n): a spread of numbers (a multiplicative hash of n, the draw and
 * the user), bet types and stakes whose cost follows the parser's rules for a one-day line:
 * straight and iBet cost big + small, a roll (R in one position) 10 tickets of big + small, a TOTO
 * form its amount. Placed before the draw day (and before the seed's clock for open draws).
 */
const TICKETS_SQL = `
with plan as (
  select * from unnest($1::text[], $2::text[], $3::int[]) as p (user_id, loc_id, per_draw)
), first_open as (
  -- The next open draw (any kind) and the next open regular draw of each location stay empty.
  -- (Open: today's or later, operator time; draws are no longer finalised by their date but by settlement.)
  (select distinct on (loc_id) draw_id from draws where draw_date >= (($4::timestamptz at time zone 'UTC') + interval '8 hours')::date
   order by loc_id, draw_date)
  union
  (select distinct on (loc_id) draw_id from draws where draw_date >= (($4::timestamptz at time zone 'UTC') + interval '8 hours')::date and not special
   order by loc_id, draw_date)
), lines as (
  select p.user_id, d.loc_id, d.draw_id, d.draw_date, g.n,
    abs(hashtext(p.user_id)) % 10000 as u,
    (g.n * 7919 + d.draw_id * 104729 + abs(hashtext(p.user_id))) % 10000 as h
  from plan p
  join draws d on d.loc_id = p.loc_id and d.draw_id not in (select draw_id from first_open)
  cross join lateral generate_series(1, p.per_draw) as g (n)
), kinds as (
  select l.*,
    case when l.loc_id = 'TT' then 'toto'
         when l.h % 10 < 6 then 'straight' when l.h % 10 < 8 then 'roll' else 'iBet' end as bet_type,
    (1 + l.h % 5) * 100 as big, (l.h % 3) * 50 as small, (1 + l.h % 4) * 100 as toto_amount
  from lines l
)
insert into tickets (loc_id, user_id, draw_id, number, bet_type, draws, big_cents, small_cents, toto_form,
  toto_amount_cents, tickets, cost_cents, file_id, line_number, placed_by, created_at)
select k.loc_id, k.user_id, k.draw_id,
  case when k.bet_type = 'roll' then 'R' || lpad((k.h % 1000)::text, 3, '0') else lpad(k.h::text, 4, '0') end,
  k.bet_type, array[to_char(k.draw_date, 'Dy')],
  case when k.bet_type = 'toto' then 0 else k.big end,
  case when k.bet_type = 'toto' then 0 else k.small end,
  case when k.bet_type = 'toto' then (array['/', 'TO', 'TE'])[1 + k.h % 3] end,
  case when k.bet_type = 'toto' then k.toto_amount else 0 end,
  case when k.bet_type = 'roll' then 10 else 1 end,
  case when k.bet_type = 'toto' then k.toto_amount when k.bet_type = 'roll' then (k.big + k.small) * 10 else k.big + k.small end,
  null, k.n, k.user_id,
  least(k.draw_date::timestamp at time zone 'UTC' - interval '2 days', $4::timestamptz - interval '1 day')
    + (k.n * 37 + k.u) * interval '1 second'
from kinds k`;

/** Adds the demo tickets once; answers whether it did. */
export async function seedDemoTickets(db: Database, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      'insert into seed_steps (step_id, applied_at) values ($1, $2::timestamptz) on conflict do nothing returning step_id',
      [STEP_ID, timestamp(now)],
    );
    if (rows.length === 0) return false;
    await tx.query(TICKETS_SQL, [
      DEMO_TICKET_PLAN.map((p) => p.userId),
      DEMO_TICKET_PLAN.map((p) => p.locId),
      DEMO_TICKET_PLAN.map((p) => p.perDraw),
      timestamp(now),
    ]);
    await tx.query(TICKET_DRAWS_INSERT('tickets'));
    // Their intake chain, as placement would have written it (no limits are seeded: each direct upline keeps all).
    const { rows: drawIds } = await tx.query<{ draw_id: number }>('select distinct draw_id from ticket_draws');
    await recomputeChain(tx, { drawIds: drawIds.map((r) => r.draw_id) });
    // Placed in bulk, not one bet at a time: their open stakes are set from the tickets at once.
    await tx.query(STORE_OPEN_STAKES);
    return true;
  });
}
