-- Data of the signed-in area (spec 02): SMS settings per location, draw calendars, and a record
-- of the demo-data steps already applied (server/db/seedSignedInArea.ts runs on every start and
-- applies each step once, so databases created by an earlier version are brought up to date too).

-- One SMS setting per location (GET {4d|tt}/smsSetting). Phone numbers are stored as the app shows
-- them: international numbers without +. Times are HH:mm in operator time (GMT+8).
create table sms_settings (
  loc_id text primary key references locations (loc_id),
  sms_number text not null,
  telegram_bot text,
  sms_helpdesk text not null,
  open_time text not null check (open_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  close_time text not null check (close_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  open_day text not null
);

-- The draw calendar of each location (GET {4d|tt}/draw/dateAll). One draw per location and day;
-- `special` marks an extra draw outside the usual days (MG's first-Tuesday draw, written 9M).
create table draws (
  draw_id serial primary key,
  loc_id text not null references locations (loc_id),
  draw_date date not null,
  special boolean not null default false,
  is_finalised boolean not null default false,
  created_at timestamptz not null default now(),
  unique (loc_id, draw_date)
);

-- Demo-data steps already applied (by name); never served.
create table seed_steps (
  step_id text primary key,
  applied_at timestamptz not null default now()
);

-- Member-tree checks walk the hierarchy downwards.
create index users_by_parent on users (parent_id);
