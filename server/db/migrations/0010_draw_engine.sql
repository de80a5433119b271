-- The ground of draws, results and settlement (issue 15; design/DOMAIN.md): each location's draw
-- settings, a draw's times, which draws each ticket is in, pay rates as versioned data, users'
-- commission rates, and the audit log every money write adds a row to. The result and settlement
-- tables come in 0011.

-- Draw settings of a location: its usual draw days, draw time and cut-off (HH:mm, operator time
-- GMT+8), and how many weeks ahead the weekly job creates its draws.
create table draw_settings (
  loc_id text primary key references locations (loc_id),
  draw_days text[] not null,
  draw_time text not null check (draw_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  cut_off_time text not null check (cut_off_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  weeks_ahead integer not null default 2 check (weeks_ahead between 1 and 8),
  check (cut_off_time < draw_time)
);
-- The seed writes each location's settings (server/db/seedSignedInArea.ts).

-- A draw's instants: when it is drawn and when sales close (the server's clock decides: a bet at or
-- after closes_at is refused). closed_at is stamped by the closing job; finalised_at when the
-- insertion job has settled it (is_finalised). Draws created before this migration get their
-- location's times.
alter table draws
  add column draw_at timestamptz,
  add column closes_at timestamptz,
  add column closed_at timestamptz,
  add column finalised_at timestamptz;
update draws d set
  draw_at = (to_char(d.draw_date, 'YYYY-MM-DD') || ' ' || coalesce(s.draw_time, '18:30') || '+08')::timestamptz,
  closes_at = (to_char(d.draw_date, 'YYYY-MM-DD') || ' ' || coalesce(s.cut_off_time, '18:00') || '+08')::timestamptz
from (select l.loc_id, ds.draw_time, ds.cut_off_time from locations l left join draw_settings ds using (loc_id)) s
where s.loc_id = d.loc_id;
-- Draws that were finalised by their date alone (before results existed) are open to results again.
update draws set is_finalised = false;
alter table draws alter column draw_at set not null, alter column closes_at set not null,
  add constraint draws_cut_off_first check (closes_at <= draw_at);
create index draws_by_closing on draws (closes_at) where closed_at is null;

-- Which draws each ticket is in: a line's draw days resolved at placement to concrete draws (the first
-- draw on each day on or after the draw it was placed for). Settlement of a draw reads its tickets here.
create table ticket_draws (
  draw_id integer not null references draws (draw_id),
  ticket_id bigint not null references tickets (ticket_id) on delete cascade,
  primary key (draw_id, ticket_id)
);
create index ticket_draws_by_ticket on ticket_draws (ticket_id);
-- Tickets stored before: each day of a line in the first draw on that weekday on or after its own.
insert into ticket_draws (draw_id, ticket_id)
select resolved.draw_id, t.ticket_id
from tickets t
join draws anchor on anchor.draw_id = t.draw_id
cross join lateral unnest(t.draws) as day (name)
cross join lateral (
  select d.draw_id from draws d
  where d.loc_id = t.loc_id and d.draw_date >= anchor.draw_date and to_char(d.draw_date, 'Dy') = day.name
  order by d.draw_date limit 1
) resolved
on conflict do nothing;

-- Pay rates (contract/payRates.ts): one figure per row. user_id null is the location's default.
-- A figure is never changed in place: a change sets valid_until on the row and inserts a new one,
-- so settlement finds the figure in force when a ticket was placed.
create table pay_rates (
  pay_rate_id serial primary key,
  loc_id text not null references locations (loc_id),
  user_id text references users (user_id),
  kind text not null check (kind in ('N', 'K', 'I', 'T')),
  variant text not null default '',
  prize text not null check (prize in ('first', 'second', 'third', 'starter', 'consolation', 'both', 'one-and-additional', 'one')),
  stake text not null check (stake in ('big', 'small', 'unit')),
  per_unit integer not null check (per_unit between 0 and 1000000),
  valid_from timestamptz not null,
  valid_until timestamptz,
  set_by text,
  check (valid_until is null or valid_until >= valid_from)
);
-- At most one figure in force per location, user (or default), kind, variant, prize and stake.
create unique index pay_rates_in_force on pay_rates (loc_id, coalesce(user_id, ''), kind, variant, prize, stake)
  where valid_until is null;
create index pay_rates_by_user on pay_rates (user_id, loc_id) where user_id is not null;

-- Commission and tax on turnover, in basis points (DOMAIN.md "Money"): commission 0-2000 in steps
-- of 50, tax 0-100; TT has its own commission rate.
alter table users
  add column commission_bp integer not null default 0 check (commission_bp between 0 and 2000 and commission_bp % 50 = 0),
  add column tt_commission_bp integer not null default 0 check (tt_commission_bp between 0 and 2000 and tt_commission_bp % 50 = 0),
  add column tax_bp integer not null default 0 check (tax_bp between 0 and 100);

-- The audit log (Audit Log screen, later): who did what, when, to what, with the before and after.
-- Every money write adds its row in the same transaction (server/audit.ts). user_id null: a job.
create table audit_log (
  audit_id bigserial primary key,
  at timestamptz not null,
  user_id text,
  loc_id text,
  action text not null,
  entity text not null,
  entity_id text not null,
  before jsonb,
  after jsonb
);
create index audit_log_by_entity on audit_log (entity, entity_id, audit_id);
create index audit_log_by_at on audit_log (at);
