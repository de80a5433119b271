-- Locations the operator runs draws in, with the theme fields the shell applies after sign-in.
create table locations (
  loc_id text primary key,
  name text not null,
  sort_order integer not null default 0,
  vip_left_css text,
  vip_top_bg_image text,
  color_tbl01 text,
  color_tbl02 text
);

-- Admins, agents and members in one hierarchy (parent_id is the upline).
create table users (
  user_id text primary key,
  password_hash text not null,
  role text not null check (role in ('ADMIN', 'AG', 'MEM')),
  parent_id text references users (user_id),
  rank integer not null default 0,
  granted text[] not null default '{}',
  loc_id text not null references locations (loc_id),
  enable_create_agent boolean not null default false,
  enable_create_downline boolean not null default false,
  enable_place_bet boolean not null default true,
  enable_upload boolean not null default false,
  disable_place_bet_and_fixed_bet boolean not null default false,
  t_share numeric(6, 4) not null default 0,
  d_share numeric(6, 4) not null default 0,
  use_mg_strike_report boolean not null default false,
  update_password boolean not null default false,
  credit numeric(14, 2) not null default 0,
  acc_bal numeric(14, 2) not null default 0,
  created_at timestamptz not null default now()
);

-- The locations each user may work in (GET locIdAvailable).
create table user_locations (
  user_id text not null references users (user_id) on delete cascade,
  loc_id text not null references locations (loc_id),
  primary key (user_id, loc_id)
);

-- Refresh tokens are stored hashed; a refresh rotates them (the old one is revoked).
create table refresh_tokens (
  token_hash text primary key,
  user_id text not null references users (user_id) on delete cascade,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);

-- Server settings readable by the app (GET settings).
create table settings (
  key text primary key,
  value jsonb not null
);

-- Server secrets (JWT signing key) shared by every instance; never served.
create table secrets (
  name text primary key,
  value text not null
);

create table announcements (
  announcement_id serial primary key,
  loc_id text not null references locations (loc_id),
  content text not null,
  color text,
  pop_up char(1) not null default 'N' check (pop_up in ('Y', 'N')),
  created_at timestamptz not null default now()
);
