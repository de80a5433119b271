-- Issue 21, the intake chain at placement (server/intake). A ticket's worst case on each level's intake
-- (intake x the highest figure of its bet type at its location, server/intake/keepSql.ts), so that
-- draw_intakes.max_payout_cents stays the sum of its tickets' rows, at placement and at a recompute.
alter table ticket_intakes add column max_payout_cents bigint not null default 0;

-- Recompute runs (POST outsettingProcess1 / outsettingProcess2, job kind intake-recompute): one row per
-- run; the draws it recomputes, each done in its own transaction and recorded in done_draw_ids in that
-- transaction, so a run killed in the middle resumes with the draws left and never does one twice.
create table intake_recomputes (
  recompute_id serial primary key,
  loc_id text not null references locations (loc_id),
  started_by text not null references users (user_id),
  status text not null check (status in ('queued', 'running', 'succeeded', 'failed')),
  draw_ids integer[] not null default '{}',
  done_draw_ids integer[] not null default '{}',
  message text,
  queued_at timestamptz not null,
  started_at timestamptz,
  finished_at timestamptz
);
create index intake_recomputes_by_loc on intake_recomputes (loc_id, recompute_id desc);

-- A part of an amount in proportion part / whole, rounded once, half-even (DOMAIN.md "Money"): the
-- share of a strike line's payout a level's intake carries (server/settlement/aggregateSql.ts).
-- Non-negative arguments, whole > 0.
create function share_half_even(amount bigint, part bigint, whole bigint) returns bigint
language sql immutable strict parallel safe as $$
  select (amount * part) / whole
    + case
        when ((amount * part) % whole) * 2 > whole then 1
        when ((amount * part) % whole) * 2 = whole and ((amount * part) / whole) % 2 = 1 then 1
        else 0
      end
$$;

-- Placement looks up what each agent already keeps by the whole key; with only (user_id, draw_id) in
-- this index the planner took it (stale statistics in a growing table) and scanned every number of the
-- agent's draw per row. With the whole key either index answers one row.
drop index draw_intakes_by_user;
create index draw_intakes_by_user on draw_intakes (user_id, draw_id, number, bet_type);

-- draw_intakes is written at placement beside ticket_intakes, a row per level of every entry: like
-- ticket_intakes it keeps no foreign keys (their checks were a fifth of the chain's cost); its rows are
-- written only from the chain of tickets whose draw and users exist (and a user with tickets is never deleted).
alter table draw_intakes drop constraint draw_intakes_draw_id_fkey, drop constraint draw_intakes_user_id_fkey;
