-- Issue 21, Out Setting 3 (spec 02 §3 "Distributor: DistributorId, partners, rules", §4 the distributor
-- rule outset job, §7.8). Migration 0020 made the distributor itself (id, owner, location, name) and
-- out_settings (where a user's Out goes); this adds what the distributor screens keep.

-- A distributor's own remarks (contact, terms) and when it last changed. A name is unique per owner
-- and location, without regard to case, so the dropdowns never show two alike.
alter table distributors
  add column remarks text not null default '',
  add column updated_at timestamptz not null default now();
create unique index distributors_owner_loc_name on distributors (owner_id, loc_id, lower(name));

-- Partners: the users of the owner's tree that deal with this distributor (PUT distributors/{id}/partners),
-- the users its rule can send the Out of. Removed with the distributor.
create table distributor_partners (
  distributor_id integer not null references distributors (distributor_id) on delete cascade,
  user_id text not null references users (user_id),
  primary key (distributor_id, user_id)
);
create index distributor_partners_by_user on distributor_partners (user_id);

-- The rule (GET/PUT distributors/rule/{id}): whose Out the outset job sends to the distributor.
--   applies 'nobody': no one (the job sends back to their uplines the users it had sent here);
--           'partners': each partner's own Out; 'partnersAndDownline': each partner's and that of
--           every agent below it.
--   take_over: a user whose Out already goes to another distributor is moved here too (otherwise
--              left where it is).
-- No row: 'nobody'.
create table distributor_rules (
  distributor_id integer primary key references distributors (distributor_id) on delete cascade,
  applies text not null default 'nobody' check (applies in ('nobody', 'partners', 'partnersAndDownline')),
  take_over boolean not null default false,
  updated_at timestamptz not null default now()
);

-- One run of the rule outset job (its ticket: GET distributors/rule/{id}/outset/status?ticketId=).
-- status: queued -> applied (out_settings written, with its audit row, in one transaction) ->
-- succeeded once the open draws' chain was asked to be recomputed; failed with its message.
-- A run keeps its distributor's id after the distributor is gone (no foreign key): its history stays.
create table distributor_outset_runs (
  ticket_id serial primary key,
  distributor_id integer not null,
  loc_id text not null references locations (loc_id),
  started_by text not null references users (user_id),
  status text not null default 'queued' check (status in ('queued', 'applied', 'succeeded', 'failed')),
  users_set integer not null default 0,
  users_cleared integer not null default 0,
  message text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index distributor_outset_runs_by_distributor on distributor_outset_runs (distributor_id, ticket_id);
