-- Bet Special (issue 21; spec 02 §2.2 /outset/betSpecial, §7.6): a user's special bets, written in
-- the Place Bets notation, that generateBetSpecial turns into tickets for one draw, as a job.
-- One setting per user and location; a run per (setting, draw), so a draw never gets them twice.

create table bet_special_settings (
  setting_id bigserial primary key,
  user_id text not null references users (user_id),
  loc_id text not null references locations (loc_id),
  -- The special bets, one Place Bets line each (checked with the parser when saved).
  message text not null,
  enabled boolean not null default true,
  updated_by text not null references users (user_id),
  updated_at timestamptz not null,
  unique (user_id, loc_id)
);

create table bet_special_runs (
  run_id bigserial primary key,
  setting_id bigint not null references bet_special_settings (setting_id),
  draw_id integer not null references draws (draw_id),
  -- The setting's lines as they were when the run was asked for: a later edit changes no run.
  message text not null,
  status text not null check (status in ('queued', 'running', 'succeeded', 'failed')),
  started_by text not null references users (user_id),
  lines_accepted integer not null default 0,
  lines_rejected integer not null default 0,
  tickets integer not null default 0,
  cost_cents bigint not null default 0,
  failure text,
  created_at timestamptz not null,
  finished_at timestamptz,
  -- Placed at most once per (setting, draw): a second request answers this run.
  unique (setting_id, draw_id)
);

-- What each line of a run became: its ticket, or why it was refused.
create table bet_special_lines (
  run_id bigint not null references bet_special_runs (run_id),
  line_number integer not null,
  text text not null,
  accepted boolean not null,
  reason text,
  ticket_id bigint references tickets (ticket_id) on delete set null,
  primary key (run_id, line_number)
);

-- Bin burst (issue 21; spec 02 §4, §7.7, §7.9): paying out a settled draw's bursts (winning tickets) in
-- cash. An import stages, per user the importer may pay, what its tickets struck in the draw; the
-- payout is fixed from it; the confirmation posts each payout as a payment line paid to the user.
create table bin_burst_imports (
  import_id bigserial primary key,
  draw_id integer not null references draws (draw_id),
  loc_id text not null references locations (loc_id),
  imported_by text not null references users (user_id),
  -- queued (staging) → staged → computed (payouts fixed) → confirming → confirmed; failed staging.
  status text not null check (status in ('queued', 'staged', 'computed', 'confirming', 'confirmed', 'failed')),
  failure text,
  created_at timestamptz not null,
  confirmed_at timestamptz,
  -- One import per importer and draw: a draw's bursts are never paid twice by the same hand.
  unique (draw_id, imported_by)
);

create table bin_burst_lines (
  import_id bigint not null references bin_burst_imports (import_id),
  draw_id integer not null references draws (draw_id),
  user_id text not null references users (user_id),
  tickets integer not null,
  strike_cents bigint not null,
  payout_cents bigint,
  -- The payment line the confirmation posted; null until then.
  entry_id bigint references ledger_entries (entry_id),
  primary key (import_id, user_id),
  -- A user's bursts of a draw are staged by one import only (an agent's and an admin's never both pay them).
  unique (draw_id, user_id)
);
