-- Bets and bet files (spec 02 §5, §7.6, §7.10) and the background processing of a file (§4).
-- Money is integer cents (bigint), so every total is exact.

-- An uploaded bet file: its options and its text, kept whole so processing can restart from any line.
-- `lines` counts the bet lines (non-blank lines, less a first line holding only a header day code).
create table bet_files (
  file_id serial primary key,
  loc_id text not null references locations (loc_id),
  -- Whose bets the file holds, and who uploaded it (the user itself or an upline).
  user_id text not null references users (user_id),
  uploaded_by text not null references users (user_id),
  -- The draw lines without a day code are for: the location's next open draw at upload.
  draw_id integer not null references draws (draw_id),
  file_name text not null,
  ara_code text not null,
  strict_number boolean not null,
  accept_decimals boolean not null,
  remarks text,
  content text not null,
  lines integer not null,
  created_at timestamptz not null default now()
);
create index bet_files_by_user on bet_files (user_id);
create index bet_files_by_uploader on bet_files (uploaded_by);

-- The processing job of a file: one row per file, so processing it again finds the same job.
-- `next_line` is the first line number not yet committed: a batch's tickets, its rejected lines, the
-- counts and next_line are written in one transaction, so a run that stops resumes without doubles.
-- `run_token` names the run that owns the job; `heartbeat_at` lets another run take over a dead one.
create table bet_file_jobs (
  file_id integer primary key references bet_files (file_id) on delete cascade,
  status text not null check (status in ('queued', 'running', 'succeeded', 'failed')),
  lines_total integer not null,
  lines_processed integer not null default 0,
  lines_accepted integer not null default 0,
  lines_rejected integer not null default 0,
  next_line integer not null default 1,
  message text,
  run_token text,
  heartbeat_at timestamptz,
  started_at timestamptz,
  finished_at timestamptz
);
create index bet_file_jobs_unfinished on bet_file_jobs (status) where status in ('queued', 'running');

-- The rejected lines of a processed file, with the parser's reason.
create table bet_file_rejected_lines (
  file_id integer not null references bet_files (file_id) on delete cascade,
  line_number integer not null,
  text text not null,
  reason text not null,
  primary key (file_id, line_number)
);

-- One accepted bet line (Place Bets or a file line). Deleting a file deletes its tickets.
-- The hot table of file processing: every foreign key is a check per inserted row, so only those that
-- protect something are kept (the bettor, the draw, the file with its cascade). loc_id and placed_by
-- are written by the server from values it has just checked.
create table tickets (
  ticket_id bigserial primary key,
  loc_id text not null,
  user_id text not null references users (user_id),
  draw_id integer not null references draws (draw_id),
  number text not null,
  bet_type text not null check (bet_type in ('straight', 'roll', 'iBet', 'kBet', 'toto')),
  draws text[] not null,
  big_cents bigint not null,
  small_cents bigint not null,
  toto_form text,
  toto_amount_cents bigint not null,
  tickets integer not null,
  cost_cents bigint not null,
  file_id integer references bet_files (file_id) on delete cascade,
  line_number integer not null,
  placed_by text not null,
  created_at timestamptz not null default now(),
  -- A file's line is stored at most once, however often the file is processed (Place Bets: file_id null).
  unique (file_id, line_number)
);
-- bet/page2: a user's tickets at a location, newest first. A file's tickets are found through the
-- unique (file_id, line_number) index.
create index tickets_by_user on tickets (user_id, loc_id, ticket_id desc);
