-- Issue 23, bets by SMS and by the bot (spec 02 §2.9): every message received on the inbound SMS webhook
-- or the bot's webhook, with what it did. Decisions:
--   * (channel, external_id) is unique: the gateway's message id (sms) or Telegram's update id (bot).
--     The row is written in the SAME transaction as the tickets and the reply (message_outbox), so a
--     redelivered message finds its row and places nothing, enqueues nothing, and is answered the same;
--   * a message is stored whatever its outcome (an unknown sender, outside the hours, an invalid text),
--     so SMS View lists every message received and the operator sees why nothing was placed;
--   * user_id is the matched sender (null when unknown); agent_id the SMS agent the receiving number
--     names (null for the location's own number or the bot): SMS View shows a message to the sender's tree;
--   * ticket_ids / cost_cents: what the message placed (empty and 0 unless placed);
--   * reply: the one reply's whole text (the outbox holds it split into SMS parts).
create table inbound_messages (
  inbound_id bigint generated always as identity primary key,
  channel text not null check (channel in ('sms', 'bot')),
  external_id text not null check (length(external_id) between 1 and 200),
  loc_id text not null references locations (loc_id),
  -- sms: the sender's number (digits); bot: the chat id.
  sender text not null check (length(sender) between 1 and 64),
  -- sms: the number the message was sent to; bot: null.
  received_on text check (length(received_on) <= 64),
  user_id text references users (user_id) on delete set null,
  agent_id text references users (user_id) on delete set null,
  body text not null check (length(body) <= 4096),
  received_at timestamptz not null default now(),
  outcome text not null check (outcome in ('placed', 'refused', 'unknown_sender', 'closed', 'invalid', 'linked', 'prompted')),
  draw_id integer references draws (draw_id),
  ticket_ids bigint[] not null default '{}',
  tickets integer not null default 0,
  cost_cents bigint not null default 0,
  reply text not null default '',
  unique (channel, external_id)
);
-- SMS View: newest first, by the sender's tree.
create index inbound_messages_by_time on inbound_messages (received_at desc);
create index inbound_messages_by_user on inbound_messages (user_id, received_at desc);
