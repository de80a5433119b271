-- Issue 23, outgoing messages (spec 02 §2.2 SMS, §7.15): every SMS and bot message the product sends
-- is a row of this outbox, written in the same transaction as the action that caused it (a result
-- sent, strikes sent, a reply to a bet message, a resend). A worker (server/messaging/) delivers the
-- rows over HTTP and writes the status back. Decisions:
--   * idempotency_key is unique: enqueueing the same message twice (a retried request, a rerun) keeps
--     one row, and the worker sends the key with every attempt so a gateway that already has it
--     answers without sending again (a kill between the gateway's answer and our status write);
--   * a claim is a lease (claimed_until): a worker killed mid-delivery leaves the row 'sending' with
--     a lapsed lease, and the next worker takes it again with the same key, so nothing is lost;
--   * body is one SMS part, at most 150 characters (spec 02 §9) for the sms channel; a longer text is
--     split into parts by the caller, each its own row (part / parts), so each part has its status.
create table message_outbox (
  message_id bigint generated always as identity primary key,
  idempotency_key text not null unique check (length(idempotency_key) between 1 and 200),
  channel text not null check (channel in ('sms', 'bot')),
  -- sms: the phone number (digits, country code first, no '+'); bot: the chat id.
  recipient text not null check (length(recipient) between 1 and 64),
  user_id text references users (user_id) on delete set null,
  loc_id text not null references locations (loc_id),
  kind text not null check (kind in ('result', 'strike', 'reply', 'alert', 'resend')),
  draw_id integer references draws (draw_id),
  part smallint not null default 1,
  parts smallint not null default 1,
  body text not null check (length(body) between 1 and 4096 and (channel <> 'sms' or length(body) <= 150)),
  status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  last_error text,
  -- The id the gateway gave the message (its answer), for the operator to trace it there.
  gateway_ref text,
  -- The message this one sends again (resendSms), or null.
  resent_from bigint references message_outbox (message_id),
  created_by text references users (user_id) on delete set null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  check (part between 1 and parts)
);
-- The worker's queue: what is due, oldest first.
create index message_outbox_due on message_outbox (next_attempt_at) where status in ('queued', 'sending');
-- SMS Report: a location's messages by time.
create index message_outbox_by_loc_time on message_outbox (loc_id, created_at);

-- SMS Subscribe (spec 02 §2.2, §7.15): which users of a tree receive a location's results, and which
-- receive their own strikes. A user is subscribed once per location and kind, whoever of its uplines
-- set it (subscribed_by is the last one). A subscriber gets each message on every channel it has: an
-- SMS to its registered mobile (users.mobile), a bot message to its linked chat (users.bot_chat_id).
create table sms_subscriptions (
  user_id text not null references users (user_id) on delete cascade,
  loc_id text not null references locations (loc_id),
  kind text not null check (kind in ('result', 'strike')),
  subscribed_by text references users (user_id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (user_id, loc_id, kind)
);
create index sms_subscriptions_by_loc on sms_subscriptions (loc_id, kind);

-- SMS Agent (spec 02 §2.2, §7.15): the agents that take bets by SMS at a location, each with the
-- number(s) its bettors text (digits, country code first, no '+'; spec 02 §2.9). A number belongs to
-- one agent, so an incoming message's receiving number names the agent and the location.
create table sms_agents (
  sms_agent_id serial primary key,
  agent_id text not null references users (user_id) on delete cascade,
  loc_id text not null references locations (loc_id),
  mobile text not null unique check (mobile ~ '^[0-9]{9,15}$'),
  created_by text references users (user_id) on delete set null,
  created_at timestamptz not null default now()
);
create index sms_agents_by_agent on sms_agents (agent_id, loc_id);

-- The messaging bot's chat linked to a user (the bot's /start with the user's shared contact, whose
-- number is the user's registered mobile): where bot messages go, and who a bot message is from.
alter table users add column bot_chat_id text;
create unique index users_bot_chat_unique on users (bot_chat_id) where bot_chat_id is not null;

-- SMS Gateway (spec 02 §2.2, §7.15): where a location's messages go, one row per channel.
--   sms: `url` is the gateway's base URL (the worker POSTs {url}/messages), `username` its account,
--        `secret` its API key;
--   bot: `url` is the Telegram Bot API base (https://api.telegram.org, or a local peer), `secret` the
--        bot token ({url}/bot{secret}/sendMessage).
-- `secret` and `inbound_secret` are write-only: no call answers them (SMSGateway says only whether
-- each is set). `inbound_secret` is what the gateway (X-Gateway-Secret) or Telegram
-- (X-Telegram-Bot-Api-Secret-Token) sends with an incoming message; without a match it is refused.
create table sms_gateways (
  gateway_id serial primary key,
  loc_id text not null references locations (loc_id),
  channel text not null check (channel in ('sms', 'bot')),
  name text not null check (length(name) between 1 and 100),
  url text not null check (url ~ '^https?://' and length(url) <= 500),
  username text check (length(username) <= 100),
  secret text check (length(secret) <= 500),
  inbound_secret text check (length(inbound_secret) <= 500),
  enabled boolean not null default true,
  updated_by text references users (user_id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (loc_id, channel)
);
