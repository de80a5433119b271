-- Server sessions: one per password sign-in. Access tokens carry the session id (sid) and every
-- protected call checks the session is still open, so logout and password changes take effect at
-- once. The terms-accepted flag belongs to the session: a new sign-in starts without it.
create table sessions (
  session_id text primary key,
  user_id text not null references users (user_id) on delete cascade,
  created_at timestamptz not null,
  terms_accepted_at timestamptz,
  ended_at timestamptz
);
create index sessions_open_by_user on sessions (user_id) where ended_at is null;

-- Every refresh token now belongs to a session. Tokens issued before sessions existed cannot be
-- tied to one (and their access tokens carry no sid), so they are dropped: those users sign in again.
delete from refresh_tokens;
alter table refresh_tokens add column session_id text not null references sessions (session_id) on delete cascade;
create index refresh_tokens_by_session on refresh_tokens (session_id);
create index refresh_tokens_by_user on refresh_tokens (user_id) where revoked_at is null;

-- Captchas: only a hash of the token (the x-token header) is stored; the answer is kept lower-cased
-- (answers are case-insensitive). used_at is set by the first verification attempt, right or wrong.
create table captchas (
  token_hash text primary key,
  answer text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index captchas_by_expiry on captchas (expires_at);

-- Failed sign-ins per user id as typed (trimmed, lower-cased), whether or not such a user exists,
-- so the captcha rule does not tell real user ids from unknown ones. A successful sign-in deletes the row.
create table sign_in_failures (
  user_key text primary key,
  failures integer not null,
  last_failed_at timestamptz not null
);
