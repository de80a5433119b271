-- A bet file's text in chunks of whole lines (issue 14, finding 11): an upload is stored a chunk per
-- statement and processed a chunk at a time, so neither holds the server for long. A 10 MB text
-- written or read in one statement held the embedded database (and every request) for about 0.4 s.
create table bet_file_chunks (
  file_id integer not null references bet_files (file_id) on delete cascade,
  chunk_no integer not null,
  -- The number of the chunk's first line in the whole file.
  first_line integer not null,
  content text not null,
  primary key (file_id, chunk_no)
);
insert into bet_file_chunks (file_id, chunk_no, first_line, content) select file_id, 0, 1, content from bet_files;
alter table bet_files drop column content;

-- A file is listed, processed and deleted only once all its chunks are stored: the upload writes the
-- row first (stored false), then the chunks, then sets it. A row left unstored by a crash is removed.
alter table bet_files add column stored boolean not null default true;
alter table bet_files alter column stored set default false;
