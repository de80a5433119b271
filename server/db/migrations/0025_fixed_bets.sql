-- Issue 21: fixed bets (spec 02 §2.2 /bet/fixedBets, /control/fixedSetting, /control/fixedProcess;
-- §7.6 bet/fixed, §7.11 selectFixedSetting, selectProcessJob). A fixed bet is a bet message (the
-- Place Bets notation, lines without a day code) for a user at a location, repeated on every draw of
-- its weekdays: the Fixed Process places it once per draw through the same checks as a typed bet.

-- One fixed bet. Deleting it stamps deleted_at: the placements already made still name it.
create table fixed_bets (
  fixed_bet_id serial primary key,
  loc_id text not null references locations (loc_id),
  user_id text not null references users (user_id),
  created_by text not null references users (user_id),
  message text not null,
  -- Weekday names as the draws' (Mon .. Sun), in week order; at least one.
  days text[] not null check (cardinality(days) between 1 and 7),
  active boolean not null default true,
  -- What one draw's placement costs (the message parsed for one day), for the list.
  cost_cents bigint not null check (cost_cents > 0),
  created_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index fixed_bets_by_location on fixed_bets (loc_id) where deleted_at is null;
create index fixed_bets_by_user on fixed_bets (user_id);

-- Fixed Setting, per location: a run places each fixed bet for the open draws whose cut-off is at most
-- hours_before_cut_off ahead; auto_place lets the schedule start the runs (server/jobs/fixedSchedule.ts).
create table fixed_settings (
  loc_id text primary key references locations (loc_id),
  hours_before_cut_off integer not null check (hours_before_cut_off between 1 and 168),
  auto_place boolean not null,
  updated_by text references users (user_id),
  updated_at timestamptz not null default now()
);

-- One run of the Fixed Process at a location (kind 'fixed-process' on the job engine, keyed by run_id).
-- started_by is null for a run the schedule started.
create table fixed_runs (
  run_id serial primary key,
  loc_id text not null references locations (loc_id),
  status text not null check (status in ('queued', 'running', 'succeeded', 'failed')),
  started_by text references users (user_id),
  message text,
  created_at timestamptz not null,
  finished_at timestamptz
);
-- One run under way per location: a second start (another operator, the schedule, another instance)
-- answers the run under way.
create unique index fixed_runs_one_under_way on fixed_runs (loc_id) where status in ('queued', 'running');

-- A fixed bet placed for a draw: at most once, whichever run, instance or retry places it. Written in
-- the transaction of its tickets, so the unique key is what makes a second placement impossible.
create table fixed_placements (
  fixed_bet_id integer not null references fixed_bets (fixed_bet_id),
  draw_id integer not null references draws (draw_id),
  run_id integer not null references fixed_runs (run_id),
  ticket_ids bigint[] not null,
  cost_cents bigint not null,
  placed_at timestamptz not null,
  primary key (fixed_bet_id, draw_id)
);
create index fixed_placements_by_run on fixed_placements (run_id);

-- Why a run did not place a fixed bet for a draw (credit short, closed, disabled, a line refused). Not
-- a placement: a later run tries again, and places it once the reason has gone.
create table fixed_refusals (
  run_id integer not null references fixed_runs (run_id),
  fixed_bet_id integer not null references fixed_bets (fixed_bet_id),
  draw_id integer not null references draws (draw_id),
  reason text not null,
  refused_at timestamptz not null,
  primary key (run_id, fixed_bet_id, draw_id)
);
