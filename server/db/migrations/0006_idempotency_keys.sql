-- Idempotency keys of money-moving writes (POST bet/ now; payments, credit, transfers later): the
-- first request with a key runs and its answer is stored in the same transaction as its writes; a
-- repeat of the key gets that answer. The primary key is what makes 50 parallel repeats run once:
-- the second insert of a key waits for the first transaction and then finds the row.
create table idempotency_keys (
  user_id text not null references users (user_id) on delete cascade,
  idempotency_key text not null,
  -- What the key was first used for (method, path, validated input), so a key reused for another
  -- request is refused instead of answered with an unrelated answer.
  request_hash text not null,
  status integer not null,
  answer text not null,
  created_at timestamptz not null,
  primary key (user_id, idempotency_key)
);
create index idempotency_keys_by_age on idempotency_keys (created_at);
