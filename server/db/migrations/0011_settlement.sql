-- Draw results and their settlement (issue 15; design/DOMAIN.md "The life of a bet" 3-6).
-- Money is bigint cents, rates basis points. Settlement is set-based SQL in batches over a draw's
-- tickets (server/settlement/): every table below is written only by it, and emptied again by a reset.

-- A draw's result: who entered it and when. Its numbers are rows, one per prize and position, so
-- settlement joins them. game 4D: 23 rows (first/second/third position 1, starter and consolation
-- 1-10); TOTO: 6 rows 'toto' 1-6 and one 'additional' 1.
create table draw_results (
  draw_id integer primary key references draws (draw_id),
  game text not null check (game in ('4D', 'TOTO')),
  entered_by text not null,
  entered_at timestamptz not null
);
create table draw_result_numbers (
  draw_id integer not null references draw_results (draw_id) on delete cascade,
  prize text not null check (prize in ('first', 'second', 'third', 'starter', 'consolation', 'toto', 'additional')),
  position integer not null check (position between 1 and 10),
  number text not null,
  primary key (draw_id, prize, position)
);

-- The settlement (insertion) job of a draw: one row per draw, locked FOR UPDATE by every batch, so
-- two runners serialise; `cursor_ticket_id` is the last ticket settled, so a run that died resumes.
create table draw_settlements (
  draw_id integer primary key references draws (draw_id),
  status text not null check (status in ('queued', 'running', 'succeeded', 'failed')),
  entries_total bigint not null default 0,
  entries_settled bigint not null default 0,
  strikes bigint not null default 0,
  strike_cents bigint not null default 0,
  cursor_ticket_id bigint not null default 0,
  message text,
  queued_at timestamptz not null,
  started_at timestamptz,
  finished_at timestamptz
);

-- One winning line: a ticket's stake (big, small, or the TOTO unit) on a place of the result. A place
-- holds one number, so (draw, ticket, prize, position, stake) is unique: a line is never written twice.
create table strikes (
  draw_id integer not null references draws (draw_id),
  ticket_id bigint not null references tickets (ticket_id) on delete cascade,
  number text not null,
  prize text not null,
  position integer not null,
  stake text not null check (stake in ('big', 'small', 'unit')),
  stake_cents bigint not null,
  per_unit integer not null,
  payout_cents bigint not null,
  primary key (draw_id, ticket_id, prize, position, stake)
);
create index strikes_by_ticket on strikes (ticket_id);

-- Each ticket of a settled draw: its stake in the draw, its strikes and win/loss (strikes - stake).
-- The hot table of settlement (a row per ticket of the draw): no foreign keys, whose per-row checks
-- took half of a batch's time. Settlement writes it only from the draw's ticket_draws rows it has
-- just read, and a closed draw's tickets are never deleted (files.ts refuses it).
create table ticket_results (
  draw_id integer not null,
  ticket_id bigint not null,
  user_id text not null,
  entries integer not null,
  stake_cents bigint not null,
  strikes integer not null,
  strike_cents bigint not null,
  win_loss_cents bigint not null,
  primary key (draw_id, ticket_id)
);
create index ticket_results_by_ticket on ticket_results (ticket_id);

-- Per draw and bettor: turnover (stakes), strikes, win/loss, its own commission and tax.
create table draw_user_results (
  draw_id integer not null references draws (draw_id),
  user_id text not null references users (user_id),
  tickets integer not null,
  turnover_cents bigint not null,
  strikes integer not null,
  strike_cents bigint not null,
  win_loss_cents bigint not null,
  commission_cents bigint not null,
  tax_cents bigint not null,
  primary key (draw_id, user_id)
);

-- Commission and tax lines (DOMAIN.md sec. 6) on one bettor's turnover. 'commission': user_id earns
-- it; the bettor its own rate, each agent up the path its rate less the rate of the user below it on
-- the path (the company at the root pays them and earns none). 'tax': user_id (the bettor and each
-- agent on its path) pays its tax rate on that turnover to the company. Each line is rounded once,
-- half-even (split_half_even, migration 0005).
create table draw_commission_lines (
  draw_id integer not null references draws (draw_id),
  kind text not null check (kind in ('commission', 'tax')),
  user_id text not null references users (user_id),
  bettor_id text not null references users (user_id),
  rate_bp integer not null,
  turnover_cents bigint not null,
  amount_cents bigint not null,
  primary key (draw_id, kind, user_id, bettor_id)
);

-- Each agent's result on its intake (decision, no Out Setting yet: "unset keeps all", so a bettor's
-- direct upline takes in everything): intake stakes, strikes on the intake, result = stakes - strikes.
create table draw_intake_results (
  draw_id integer not null references draws (draw_id),
  user_id text not null references users (user_id),
  intake_cents bigint not null,
  strikes integer not null,
  strike_cents bigint not null,
  result_cents bigint not null,
  primary key (draw_id, user_id)
);

-- The digits of a 4-digit number in ascending order: every permutation of a kBet/iBet number has the same.
create function sorted_digits(number text) returns text
language sql immutable strict as $$
  select string_agg(digit, '' order by digit) from unnest(string_to_array(number, null)) as digit
$$;

-- How many distinct permutations a 4-digit number has: 24, 12, 6, 4 or 1 (its iBet row, its kBet entries).
create function permutation_count(number text) returns integer
language sql immutable strict as $$
  select case count(*) when 4 then 24 when 3 then 12 when 1 then 1 else case max(c) when 2 then 6 else 4 end end::integer
  from (select count(*) as c from unnest(string_to_array(number, null)) as digit group by digit) as digits
$$;

-- Settlement looks up the figure in force per winning line: by location, figure and time.
create index pay_rates_by_figure on pay_rates (loc_id, kind, variant, prize, stake, valid_from);
