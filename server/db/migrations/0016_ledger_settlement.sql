-- Issue 20: settlement posts to the ledger (server/ledger/settlementPosting.ts).

-- split_half_even (migration 0005) rounded a negative product toward zero at the half (-1.5 gave -1):
-- a share of a loss is negative. Now symmetric: half-even on the absolute value, the sign put back, so
-- a win and the same loss split to opposite cents. Non-negative arguments give exactly what they gave.
create or replace function split_half_even(amount bigint, bp bigint) returns bigint
language sql immutable strict parallel safe as $$
  select sign(amount * bp) * (
    (abs(amount * bp) / 10000)
    + case
        when (abs(amount * bp) % 10000) * 2 > 10000 then 1
        when (abs(amount * bp) % 10000) * 2 = 10000 and (abs(amount * bp) / 10000) % 2 = 1 then 1
        else 0
      end)
$$;

-- The open stakes a draw's settlement released per user (its branch's stakes in the draw), so undoing
-- the settlement gives back exactly what was taken, and Credit Recalc can tell a release from a drift.
create table draw_stake_releases (
  draw_id integer not null references draws (draw_id),
  user_id text not null references users (user_id),
  cents bigint not null,
  primary key (draw_id, user_id)
);

-- Credit Recalc (/utilities/creditRecal, server/ledger/creditRecalc.ts): each run, and every user whose
-- stored figures differed from the figures recomputed from the tickets and the ledger (in cents).
create table credit_recalc_runs (
  run_id serial primary key,
  status text not null check (status in ('queued', 'running', 'succeeded', 'failed')),
  started_by text not null references users (user_id),
  users_checked integer not null default 0,
  message text,
  created_at timestamptz not null,
  finished_at timestamptz
);
create table credit_recalc_differences (
  run_id integer not null references credit_recalc_runs (run_id),
  user_id text not null references users (user_id),
  stored_open_stake_cents bigint not null,
  computed_open_stake_cents bigint not null,
  stored_acc_bal_cents bigint not null,
  computed_acc_bal_cents bigint not null,
  primary key (run_id, user_id)
);
