-- Parallel settlement (issue 24): a draw's tickets are settled in slices, each a range of ticket ids
-- with a cursor of its own, so that on PostgreSQL two backends (two pool connections) settle the draw
-- at once, each resumable as the one cursor of draw_settlements was (server/settlement/slices.ts).
-- Both tables are the working state of a settlement under way: written by its batches, emptied when
-- the draw is finalised, and with the draw_settlements row (a reset) by cascade.

-- A slice: the draw's tickets with after_ticket_id < ticket_id <= upto_ticket_id (no upper bound when
-- null), settled in id order up to cursor_ticket_id; done once a batch found none after the cursor.
-- Slice 0 is never a range: its sums (below) are the results settled before the draw was sliced.
create table draw_settlement_slices (
  draw_id integer not null references draw_settlements (draw_id) on delete cascade,
  slice integer not null,
  after_ticket_id bigint not null,
  upto_ticket_id bigint,
  cursor_ticket_id bigint not null,
  done boolean not null default false,
  primary key (draw_id, slice)
);

-- Per slice and bettor, the sums of the ticket_results rows its batches wrote, added by each batch in
-- its own transaction: the draw's per-user figures (draw_user_results) are their sum over slices, not a
-- scan of the draw's ~940 000 ticket_results rows at the end. Per slice so that two slices never wait
-- on each other's rows.
create table draw_settlement_user_sums (
  draw_id integer not null references draw_settlements (draw_id) on delete cascade,
  slice integer not null,
  user_id text not null,
  tickets bigint not null,
  turnover_cents bigint not null,
  strikes bigint not null,
  strike_cents bigint not null,
  win_loss_cents bigint not null,
  primary key (draw_id, slice, user_id)
);
