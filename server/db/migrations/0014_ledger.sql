-- Issue 20: the ledger. Money in integer cents and rates in basis points (DOMAIN.md "Money"); the
-- old numeric columns are converted without changing a figure (x100 and x10000 are exact for their
-- two and four decimals).
alter table users
  add column credit_cents bigint,
  add column acc_bal_cents bigint,
  add column t_share_bp integer,
  add column d_share_bp integer,
  -- Stakes of unsettled entries of the user and, for an agent, of its whole branch (DOMAIN.md
  -- "Credit"): moved in the transaction of every bet and every settlement, recomputed by Credit Recalc.
  add column open_stake_cents bigint not null default 0;
update users set
  credit_cents = round(credit * 100)::bigint,
  acc_bal_cents = round(acc_bal * 100)::bigint,
  t_share_bp = round(t_share * 10000)::integer,
  d_share_bp = round(d_share * 10000)::integer;
alter table users
  alter column credit_cents set not null, alter column credit_cents set default 0,
  alter column acc_bal_cents set not null, alter column acc_bal_cents set default 0,
  alter column t_share_bp set not null, alter column t_share_bp set default 0,
  alter column d_share_bp set not null, alter column d_share_bp set default 0,
  add constraint users_credit_cents_check check (credit_cents >= 0),
  add constraint users_open_stake_cents_check check (open_stake_cents >= 0),
  -- Share choices: 0 to 1 in steps of 0.01 (spec 02 §5): 0-10000 bp in steps of 100.
  add constraint users_t_share_bp_check check (t_share_bp between 0 and 10000 and t_share_bp % 100 = 0),
  add constraint users_d_share_bp_check check (d_share_bp between 0 and 10000 and d_share_bp % 100 = 0);
alter table users drop column credit, drop column acc_bal, drop column t_share, drop column d_share;

-- The statement: every line that moves a user's AccBal (positive: the upline owes the user more).
-- AccBal is the sum of a user's lines; users.acc_bal_cents is kept equal to it in the transaction
-- that writes a line, and Credit Recalc checks the two agree.
--   opening    the balance carried over from before the ledger (this migration)
--   winloss    a bettor's strikes - stakes in a settled draw
--   commission commission earned in a settled draw (a bettor on its turnover, an agent its difference)
--   tax        tax paid in a settled draw (negative)
--   share      an agent's share result in a settled draw: its share of its branch's win/loss, negated
--   downline   an agent's pass-through: what its direct downlines' lines of the draw moved by, which its
--              upline answers for
--   payment    money settled between the user and its upline (negative: paid to the user)
create table ledger_entries (
  entry_id bigserial primary key,
  user_id text not null references users (user_id),
  kind text not null check (kind in ('opening', 'winloss', 'commission', 'tax', 'share', 'downline', 'payment')),
  amount_cents bigint not null,
  draw_id integer references draws (draw_id),
  loc_id text references locations (loc_id),
  -- Payments: who recorded it (the upline, or an admin above it), and the user's remark.
  created_by text,
  remark text,
  created_at timestamptz not null default now()
);
create index ledger_entries_by_user on ledger_entries (user_id, created_at, entry_id);
-- A settled draw posts each kind at most once per user: a rerun posts nothing twice.
create unique index ledger_entries_settlement on ledger_entries (draw_id, user_id, kind)
  where kind in ('winloss', 'commission', 'tax', 'share', 'downline');

insert into ledger_entries (user_id, kind, amount_cents, remark, created_at)
select user_id, 'opening', acc_bal_cents, 'Balance carried over', now() from users where acc_bal_cents <> 0;

-- Open stakes of the tickets stored before: each ticket's stake in each of its draws not yet settled,
-- counted for the bettor and every user above it (server/betting/ticketInDraw.ts stakeInDraw).
with recursive open_stakes as (
  select t.user_id, sum(case when t.bet_type = 'toto' then t.toto_amount_cents
      else (t.big_cents + t.small_cents) * (case t.bet_type when 'roll' then 10 when 'kBet' then permutation_count(t.number) else 1 end) end) as cents
  from ticket_draws td join tickets t on t.ticket_id = td.ticket_id join draws d on d.draw_id = td.draw_id
  where not d.is_finalised
  group by t.user_id
), up (user_id, cents, depth) as (
  select user_id, cents, 0 from open_stakes
  union all
  select u.parent_id, up.cents, up.depth + 1 from up join users u on u.user_id = up.user_id
  where u.parent_id is not null and up.depth < 64
)
update users u set open_stake_cents = s.cents
from (select user_id, sum(cents) as cents from up group by user_id) s
where u.user_id = s.user_id;
