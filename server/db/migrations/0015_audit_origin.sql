-- Issue 20, Audit Log: where each write came from. The request's address (the socket's peer, or the
-- client a trusted proxy names: server/http/requestOrigin.ts) and its user agent, both bounded so a
-- crafted header cannot grow the log; null for rows a job writes (no request) and for rows before this.
alter table audit_log
  add column address text check (char_length(address) <= 64),
  add column user_agent text check (char_length(user_agent) <= 256);

-- The Audit Log screen (GET audits): newest first by user, and by action (a prefix such as 'bet.').
create index audit_log_by_user_at on audit_log (user_id, at desc, audit_id desc);
create index audit_log_by_action_at on audit_log (action text_pattern_ops, at desc);
