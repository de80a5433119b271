/** A fixed bet as the calls answer it (contract/fixedBets.ts FixedBetSchema), from fixed_bets `f`. */
export const FIXED_BET_COLUMNS = `f.fixed_bet_id as "FixedBetId", f.user_id as "UserId", f.message as "Message", f.days as "Days",
  f.active as "Active", f.cost_cents::float8 as "CostCents",
  (select count(*) from fixed_placements p where p.fixed_bet_id = f.fixed_bet_id)::int as "Placed",
  f.created_by as "CreatedBy", to_char(f.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "CreatedAt"`;
