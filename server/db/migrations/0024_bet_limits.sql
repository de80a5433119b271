-- Issue 21: Limit Setting (spec 02 §2.2 /control/limitSetting, TT only; §7.11 limit calls). Not the
-- intake limit of Out Setting (intake_limits, what an agent keeps): a limit here is the most the
-- operator accepts at all on one number in one draw, summed over every bet of the owner's tree
-- (the owner and everyone below it). A line over it is refused, or cut to what is left (mode).
-- Checked at placement under the row's lock (server/betting/betLimits.ts).
create table bet_limits (
  limit_id serial primary key,
  owner_id text not null references users (user_id),
  loc_id text not null references locations (loc_id),
  -- The 4-digit number as written on the ticket (a TOTO line's number: 1234 names 12 and 34).
  number text not null check (number ~ '^[0-9]{4}$'),
  -- The most stake (TOTO amount) per draw, in cents, over every form of the number. 0 takes nothing.
  max_cents bigint not null check (max_cents >= 0),
  mode text not null check (mode in ('refuse', 'cut')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (owner_id, loc_id, number)
);
-- Placement asks for the limits of the bettor's path on the numbers of its lines.
create index bet_limits_by_number on bet_limits (loc_id, number);
