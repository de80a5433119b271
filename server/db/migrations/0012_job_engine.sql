-- Issue 15: background jobs run on pg-boss (server/jobs/engine.ts; its own tables, in schema pgboss,
-- are installed and migrated by pg-boss itself when the server starts). The engine claims a file's
-- job, takes a dead run's job over (expiry) and retries it; the home-made claim is gone.
alter table bet_file_jobs drop column run_token, drop column heartbeat_at;
