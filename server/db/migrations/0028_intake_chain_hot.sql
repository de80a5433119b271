-- Issue 21, placing bets with the intake chain (server/intake/keepSql.ts): every entry adds to one
-- draw_intakes row per level, and a number already bet on in the draw updates its row. No indexed column
-- changes, so the update can stay on its page (a HOT update, no new index entries in either index) when
-- the page has room: leave a third of each page free for them.
alter table draw_intakes set (fillfactor = 70);

-- Nothing reads ticket_intakes by ticket alone (deleting a ticket recomputes its draws' chain by draw,
-- the screens read by draw and agent, settlement by draw): its by-ticket index was a third of the
-- index writes of every chain row at placement.
drop index ticket_intakes_by_ticket;

-- draw_intakes' second index had the primary key's columns in another order (user first), for reading
-- an agent's open draws: those are a few draws, each one primary-key probe (draw, user). It was half the
-- index writes of the chain's upsert at every level.
drop index draw_intakes_by_user;
