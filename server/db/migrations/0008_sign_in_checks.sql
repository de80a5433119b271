-- Issue 14, finding 7: only real failures are counted, and a password is checked without a captcha
-- only while failures plus the checks in flight stay below the threshold (server/auth/signInFailures.ts).
-- `checking` is the number of password checks in flight for the user id, leased from
-- `checking_since`; a row without failures (a sign-in in flight) has no last_failed_at.
alter table sign_in_failures add column checking integer not null default 0;
alter table sign_in_failures add column checking_since timestamptz;
alter table sign_in_failures alter column last_failed_at drop not null;
-- Rows are forgotten a window after their last activity (unknown ids must not grow the table forever).
create index sign_in_failures_by_last_failure on sign_in_failures (last_failed_at);
