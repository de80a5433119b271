-- Issue 24: View Tickets' row count and totals without reading every row. A member's tickets at a
-- location, per draw they are in: how many ticket_draws rows (rows of the ticket lists), and the sums of
-- the figures the lists total (server/queries/ticketList.ts). Kept by statement triggers in the same
-- statement as every write of tickets or ticket_draws (placement, file processing, deleting bets or a
-- file, moving bets to another user), so no writer can forget it; tests/server/ticketDrawSums.test.ts
-- proves it equals the detail after each. The per-draw expressions are server/betting/ticketInDraw.ts's
-- (entriesInDraw, stakeInDraw), the ones settlement uses, so the sums agree with settlement to the cent.
-- Settlement writes no figure summed here. A key whose tickets are all gone keeps a row of zeros.
create table ticket_draw_sums (
  user_id text not null,
  loc_id text not null,
  draw_id integer not null,
  ticket_rows bigint not null,
  entries bigint not null,
  big_cents bigint not null,
  small_cents bigint not null,
  toto_amount_cents bigint not null,
  cost_cents bigint not null,
  primary key (user_id, loc_id, draw_id)
);

-- The upsert adding `sign` times the figures of the (ticket, draw) pairs that `pairs` selects (columns
-- user_id, loc_id, draw_id, bet_type, number, big_cents, small_cents, toto_amount_cents), grouped. As
-- text: a trigger's transition table is visible only to statements the trigger itself executes.
create function ticket_draw_sums_statement(sign integer, pairs text) returns text
language sql immutable as $fn$
  select format($sql$
    insert into ticket_draw_sums as s
    select p.user_id, p.loc_id, p.draw_id, %1$s * count(*), %1$s * sum(e.entries), %1$s * sum(p.big_cents),
      %1$s * sum(p.small_cents), %1$s * sum(p.toto_amount_cents),
      %1$s * sum(case when p.bet_type = 'toto' then p.toto_amount_cents else (p.big_cents + p.small_cents) * e.entries end)
    from (%2$s) p
    cross join lateral (
      select case p.bet_type when 'roll' then 10 when 'kBet' then permutation_count(p.number) else 1 end as entries
    ) e
    group by p.user_id, p.loc_id, p.draw_id
    on conflict (user_id, loc_id, draw_id) do update set
      ticket_rows = s.ticket_rows + excluded.ticket_rows, entries = s.entries + excluded.entries,
      big_cents = s.big_cents + excluded.big_cents, small_cents = s.small_cents + excluded.small_cents,
      toto_amount_cents = s.toto_amount_cents + excluded.toto_amount_cents, cost_cents = s.cost_cents + excluded.cost_cents
  $sql$, sign, pairs)
$fn$;

-- Deleting tickets deletes their ticket_draws rows by cascade. Both tables' triggers see the pairs
-- half-way: the ticket_draws trigger has the (draw, ticket) pairs but the tickets are gone by then, the
-- tickets trigger has the tickets' figures but their ticket_draws rows are gone. And the order the two
-- fire in is PostgreSQL's to choose (a cascade's statement trigger fires at the end of the outer
-- statement, after the deleted table's own; a file's delete cascades twice). So each keeps its half
-- here, and whichever fires second matches them (ticket_draws_gone_match). A half is kept only by the
-- transaction that wrote it: rows of an ended transaction (a ticket that had no draw) are cleared.
create table tickets_gone (
  ticket_id bigint not null,
  user_id text not null,
  loc_id text not null,
  bet_type text not null,
  number text not null,
  big_cents bigint not null,
  small_cents bigint not null,
  toto_amount_cents bigint not null,
  written_by xid8 not null default pg_current_xact_id()
);
create index tickets_gone_by_ticket on tickets_gone (ticket_id);
create table ticket_draws_gone (
  draw_id integer not null,
  ticket_id bigint not null,
  written_by xid8 not null default pg_current_xact_id()
);
create index ticket_draws_gone_by_ticket on ticket_draws_gone (ticket_id);

create function ticket_draws_gone_match() returns void language plpgsql as $$
begin
  execute ticket_draw_sums_statement(-1, 'select g.user_id, g.loc_id, x.draw_id, g.bet_type, g.number, g.big_cents,
    g.small_cents, g.toto_amount_cents from ticket_draws_gone x join tickets_gone g on g.ticket_id = x.ticket_id');
  delete from ticket_draws_gone x using tickets_gone g where x.ticket_id = g.ticket_id;
  delete from tickets_gone where written_by <> pg_current_xact_id();
  delete from ticket_draws_gone where written_by <> pg_current_xact_id();
end $$;

create function ticket_draws_added() returns trigger language plpgsql as $$
begin
  execute ticket_draw_sums_statement(1, 'select t.user_id, t.loc_id, a.draw_id, t.bet_type, t.number, t.big_cents,
    t.small_cents, t.toto_amount_cents from added a join tickets t on t.ticket_id = a.ticket_id');
  return null;
end $$;

create function ticket_draws_removed() returns trigger language plpgsql as $$
begin
  execute ticket_draw_sums_statement(-1, 'select t.user_id, t.loc_id, r.draw_id, t.bet_type, t.number, t.big_cents,
    t.small_cents, t.toto_amount_cents from removed r join tickets t on t.ticket_id = r.ticket_id');
  insert into ticket_draws_gone (draw_id, ticket_id)
  select r.draw_id, r.ticket_id from removed r where not exists (select from tickets t where t.ticket_id = r.ticket_id);
  perform ticket_draws_gone_match();
  return null;
end $$;

create function tickets_removed() returns trigger language plpgsql as $$
begin
  insert into tickets_gone (ticket_id, user_id, loc_id, bet_type, number, big_cents, small_cents, toto_amount_cents)
  select ticket_id, user_id, loc_id, bet_type, number, big_cents, small_cents, toto_amount_cents from gone;
  perform ticket_draws_gone_match();
  return null;
end $$;

-- A ticket whose owner, location or figures change (a bet moved to another user) moves its sums: the
-- old figures out, the new in, for each draw it is in.
create function tickets_changed() returns trigger language plpgsql as $$
declare
  changed constant text := 'from before_rows o join after_rows n on n.ticket_id = o.ticket_id
    join ticket_draws td on td.ticket_id = n.ticket_id
    where (o.user_id, o.loc_id, o.bet_type, o.number, o.big_cents, o.small_cents, o.toto_amount_cents)
      is distinct from (n.user_id, n.loc_id, n.bet_type, n.number, n.big_cents, n.small_cents, n.toto_amount_cents)';
begin
  execute ticket_draw_sums_statement(-1, 'select o.user_id, o.loc_id, td.draw_id, o.bet_type, o.number, o.big_cents,
    o.small_cents, o.toto_amount_cents ' || changed);
  execute ticket_draw_sums_statement(1, 'select n.user_id, n.loc_id, td.draw_id, n.bet_type, n.number, n.big_cents,
    n.small_cents, n.toto_amount_cents ' || changed);
  return null;
end $$;

create function ticket_draws_truncated() returns trigger language plpgsql as $$
begin
  delete from ticket_draw_sums;
  return null;
end $$;

create trigger ticket_draws_added after insert on ticket_draws
  referencing new table as added for each statement execute function ticket_draws_added();
create trigger ticket_draws_removed after delete on ticket_draws
  referencing old table as removed for each statement execute function ticket_draws_removed();
create trigger tickets_removed after delete on tickets
  referencing old table as gone for each statement execute function tickets_removed();
create trigger tickets_changed after update on tickets
  referencing old table as before_rows new table as after_rows for each statement execute function tickets_changed();
create trigger ticket_draws_truncated after truncate on ticket_draws for each statement execute function ticket_draws_truncated();

-- The tickets stored before this migration.
insert into ticket_draw_sums
select t.user_id, t.loc_id, td.draw_id, count(*), sum(e.entries), sum(t.big_cents), sum(t.small_cents),
  sum(t.toto_amount_cents), sum(case when t.bet_type = 'toto' then t.toto_amount_cents else (t.big_cents + t.small_cents) * e.entries end)
from ticket_draws td join tickets t on t.ticket_id = td.ticket_id
cross join lateral (select case t.bet_type when 'roll' then 10 when 'kBet' then permutation_count(t.number) else 1 end as entries) e
group by t.user_id, t.loc_id, td.draw_id;

-- A ticket's draws, covering: a deep page of View Tickets skips a member's tickets in order and each
-- one's draws, which this answers from the index alone (ticket_draws_by_ticket had only the ticket, so
-- each skipped row read the table). It replaces that index, whose queries it serves as well.
create index ticket_draws_by_ticket_draw on ticket_draws (ticket_id, draw_id);
drop index ticket_draws_by_ticket;
