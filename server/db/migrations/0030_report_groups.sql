-- Issue 22, Group report (spec 02 §2.2 /report/{tt}group, §7.13 reportGroupSetting GET/POST/DELETE):
-- a caller's named groups of its DIRECT downlines, per location (SG, MG and TT each keep their own;
-- the report of a location sums the groups saved there). Decisions:
--   * a downline is in at most one group of a caller at a location (the members' primary key), so
--     the group rows plus "Ungrouped" partition the caller's downlines and sum to the full report;
--   * a name is unique per caller and location without regard to case (the form replaces the group
--     of that name);
--   * members are direct downlines when saved; a downline later moved elsewhere is no longer one of
--     the caller's, and the report simply does not find it (the rows come from the full report).
create table report_groups (
  group_id serial primary key,
  owner_id text not null references users (user_id) on delete cascade,
  loc_id text not null references locations (loc_id),
  name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index report_groups_owner_loc_name on report_groups (owner_id, loc_id, lower(name));

-- owner_id and loc_id are repeated from the group so that the key can say "one group per downline of
-- a caller at a location".
create table report_group_members (
  group_id integer not null references report_groups (group_id) on delete cascade,
  owner_id text not null,
  loc_id text not null,
  member_id text not null references users (user_id) on delete cascade,
  primary key (owner_id, loc_id, member_id)
);
create index report_group_members_by_group on report_group_members (group_id);
