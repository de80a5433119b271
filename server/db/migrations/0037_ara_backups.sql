-- Backup ARA and the upload formats (issue 23; spec 02 §2.2, §7.5, §7.10).

-- What an uploaded file was, as spec 02 §7.10 names the kinds: `ttt` bet lines as typed in Place Bets,
-- `ara` a Backup ARA file (sections per user, read for the file's UserId), `dbf` a dBase table whose
-- records became bet lines at upload. Files uploaded before this were bet lines.
alter table bet_files add column file_kind text not null default 'ttt' check (file_kind in ('ttt', 'ara', 'dbf'));

-- The "created" mark of Backup ARA: when a user last took a draw's backup of its tree, and how many
-- tickets it held. countCreateARA shows it, resetUpdateCreateARA clears it. One row per draw and user:
-- each user backs up its own tree.
create table ara_backups (
  draw_id integer not null references draws (draw_id) on delete cascade,
  user_id text not null references users (user_id),
  created_at timestamptz not null,
  tickets integer not null,
  primary key (draw_id, user_id)
);
