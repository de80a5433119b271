-- Error reports of the app (spec 01 §8, spec 02 §8 "the error is reported"). The browser's Sentry SDK
-- sends its envelopes to the reference server's tunnel (POST /api/error-reports), which keeps them
-- here instead of forwarding them: e2e tests and admins read them back (GET errorReports). The
-- envelope is kept as received (at most 64 KB, secrets already scrubbed by the app); the tunnel
-- keeps only the newest 10 000 rows, so an anonymous sender cannot grow the table forever.
create table error_reports (
  report_id bigserial primary key,
  received_at timestamptz not null,
  event_id text not null,
  release text not null,
  message text not null,
  envelope text not null
);
