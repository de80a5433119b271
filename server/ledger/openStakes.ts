/**
 * Open stakes (DOMAIN.md "Credit"): the stakes of a user's unsettled entries and, for an agent, of
 * its whole branch. A ticket's stake in each of its draws not yet settled counts for the bettor and
 * every user above it. users.open_stake_cents holds the figure, moved in the transaction of every bet
 * and settlement; this is the figure computed from the tickets, which Credit Recalc and the seed use.
 */
import { stakeInDraw, TICKETS_IN_DRAWS } from '../betting/ticketInDraw.ts';

/** Every user's open stakes from the tickets: rows (user_id, cents), users without any left out. */
export const OPEN_STAKES_FROM_TICKETS = `
with recursive own as (
  select t.user_id, sum(${stakeInDraw('t')})::bigint as cents
  from ${TICKETS_IN_DRAWS} join draws d on d.draw_id = td.draw_id
  where not d.is_finalised
  group by t.user_id
), up (user_id, cents, depth) as (
  select user_id, cents, 0 from own
  union all
  select u.parent_id, up.cents, up.depth + 1 from up join users u on u.user_id = up.user_id
  where u.parent_id is not null and up.depth < 64
)
select user_id, sum(cents)::bigint as cents from up group by user_id`;

/** Sets every user's stored open stakes to the figure from the tickets (the seed, Credit Recalc). */
export const STORE_OPEN_STAKES = `
with computed as (${OPEN_STAKES_FROM_TICKETS})
update users u set open_stake_cents = coalesce(c.cents, 0)
from users v left join computed c on c.user_id = v.user_id
where u.user_id = v.user_id and u.open_stake_cents <> coalesce(c.cents, 0)`;
