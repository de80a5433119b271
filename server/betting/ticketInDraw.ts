/**
 * A ticket in one of its draws (issue 19 defect 1; DOMAIN.md "The life of a bet" 1): a line with a day
 * code is in every draw it covers (table ticket_draws), and every figure per draw counts its entries
 * under the draw they are for, never under the draw selected when it was placed (tickets.draw_id).
 * The ticket's own `tickets` and `cost_cents` are the whole line's, over all its draws.
 *
 * These are the figures of one ticket in one draw, the very expressions settlement settles with
 * (server/settlement/batchSql.ts, progress.ts), so the ticket lists and Bet Summary agree with
 * settlement to the cent. `t` is the alias of the tickets table.
 */

/** Entries of the ticket in one draw: a roll 10, a kBet one per distinct permutation, else 1. */
export const entriesInDraw = (t: string) =>
  `(case ${t}.bet_type when 'roll' then 10 when 'kBet' then permutation_count(${t}.number) else 1 end)`;

/** Stake of the ticket in one draw, in cents: the TOTO amount, or big + small for each entry. */
export const stakeInDraw = (t: string) =>
  `(case when ${t}.bet_type = 'toto' then ${t}.toto_amount_cents else (${t}.big_cents + ${t}.small_cents) * ${entriesInDraw(t)} end)`;

/** Tickets `t` in their draws `td`: one row per ticket and draw it is in. */
export const TICKETS_IN_DRAWS = 'ticket_draws td join tickets t on t.ticket_id = td.ticket_id';
