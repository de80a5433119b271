-- Issue 21: the intake chain (DOMAIN.md "The life of a bet" 2). For every agent on the path from the
-- bettor to the company, per draw, number and bet type: In arrives from below, Intake is what the agent
-- keeps (at most its limit), Out = In - Intake goes to its upline, or to a distributor where Out
-- Setting 3 says so. The chain is kept per ticket and level (ticket_intakes), so settlement can settle
-- every level's intake with the bettor's own pay rates, and summed per agent (draw_intakes), which the
-- limit check at placement and the Bets In / stake screens read.

-- Out Setting (outSetting6, TT outSetting2): an agent's intake limit at a location for a number as
-- written on the ticket ('*': every number without its own row) and a ticket bet type. Per stake kind,
-- in cents: null keeps all (no limit), 0 keeps nothing.
create table intake_limits (
  user_id text not null references users (user_id),
  loc_id text not null references locations (loc_id),
  number text not null,
  bet_type text not null check (bet_type in ('straight', 'roll', 'iBet', 'kBet', 'toto')),
  big_cents bigint check (big_cents >= 0),
  small_cents bigint check (small_cents >= 0),
  amount_cents bigint check (amount_cents >= 0),
  updated_at timestamptz not null default now(),
  primary key (user_id, loc_id, number, bet_type)
);

-- Throw Numbers: numbers an agent never keeps at a location; they pass up whole.
create table throw_numbers (
  user_id text not null references users (user_id),
  loc_id text not null references locations (loc_id),
  number text not null,
  created_at timestamptz not null default now(),
  primary key (user_id, loc_id, number)
);

-- Distributors (outside companies) an agent may pass its Out to (issue 21, Out Setting 3). The
-- distributor screens add their own columns in a later migration.
create table distributors (
  distributor_id serial primary key,
  owner_id text not null references users (user_id),
  loc_id text not null references locations (loc_id),
  name text not null,
  created_at timestamptz not null default now()
);
create index distributors_by_owner on distributors (owner_id);

-- Out Setting 3: where an agent's Out goes at a location. No row (or a null distributor): its upline.
-- The company (root) keeps what reaches it unless a row here sends its Out to a distributor.
create table out_settings (
  user_id text not null references users (user_id),
  loc_id text not null references locations (loc_id),
  distributor_id integer references distributors (distributor_id),
  updated_at timestamptz not null default now(),
  primary key (user_id, loc_id)
);

-- One ticket at one level of its chain in one draw. Level 1 is the bettor's direct upline (the bettor
-- itself when it has none). In of level n+1 = Out of level n, unless level n passed its Out to a
-- distributor (out_distributor_id), which ends the chain. Out = In - Intake per stake kind.
-- The hot table of placement: no foreign keys (written only from tickets just inserted, in their
-- transaction; a ticket's rows are deleted with it by server code).
create table ticket_intakes (
  draw_id integer not null,
  ticket_id bigint not null,
  level smallint not null check (level >= 1),
  user_id text not null,
  number text not null,
  bet_type text not null,
  big_in bigint not null,
  big_intake bigint not null,
  small_in bigint not null,
  small_intake bigint not null,
  amount_in bigint not null,
  amount_intake bigint not null,
  out_distributor_id integer,
  primary key (draw_id, ticket_id, level),
  check (big_intake between 0 and big_in and small_intake between 0 and small_in and amount_intake between 0 and amount_in)
);
create index ticket_intakes_by_ticket on ticket_intakes (ticket_id);
create index ticket_intakes_by_user on ticket_intakes (draw_id, user_id, number);

-- The chain summed per draw, agent, number and bet type: what the limit check reads at placement
-- (under the agent's row lock, taken by the credit reservation on the path) and the screens show.
-- Out = In - Intake; max_payout_cents = the intake's worst case (intake x the highest prize figure).
create table draw_intakes (
  draw_id integer not null references draws (draw_id),
  user_id text not null references users (user_id),
  number text not null,
  bet_type text not null,
  big_in bigint not null default 0,
  big_intake bigint not null default 0,
  small_in bigint not null default 0,
  small_intake bigint not null default 0,
  amount_in bigint not null default 0,
  amount_intake bigint not null default 0,
  max_payout_cents bigint not null default 0,
  primary key (draw_id, user_id, number, bet_type)
);
create index draw_intakes_by_user on draw_intakes (user_id, draw_id);

-- The tickets stored before the chain existed: no limits were set, so each ticket's direct upline kept
-- all of it (the decision settlement made until now), the company its own bets.
insert into ticket_intakes (draw_id, ticket_id, level, user_id, number, bet_type, big_in, big_intake, small_in,
  small_intake, amount_in, amount_intake)
select td.draw_id, t.ticket_id, 1, coalesce(u.parent_id, u.user_id), t.number, t.bet_type,
  stake.big, stake.big, stake.small, stake.small, stake.amount, stake.amount
from ticket_draws td
join tickets t on t.ticket_id = td.ticket_id
join users u on u.user_id = t.user_id
cross join lateral (
  select
    case when t.bet_type = 'toto' then 0 else t.big_cents * e.entries end as big,
    case when t.bet_type = 'toto' then 0 else t.small_cents * e.entries end as small,
    case when t.bet_type = 'toto' then t.toto_amount_cents else 0 end as amount
  from (select case t.bet_type when 'roll' then 10 when 'kBet' then permutation_count(t.number) else 1 end as entries) e
) stake;

insert into draw_intakes (draw_id, user_id, number, bet_type, big_in, big_intake, small_in, small_intake, amount_in,
  amount_intake)
select draw_id, user_id, number, bet_type, sum(big_in), sum(big_intake), sum(small_in), sum(small_intake),
  sum(amount_in), sum(amount_intake)
from ticket_intakes
group by draw_id, user_id, number, bet_type;
