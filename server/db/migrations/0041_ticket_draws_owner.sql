-- Issue 24: View Tickets and its CSV read a member's rows of ticket_draws without joining tickets to
-- find them. The ticket's owner, location and time of placement are copied onto each of its rows,
-- written by the same statement that inserts the rows (betting/ticketStore.ts TICKET_DRAWS_INSERT:
-- placement, file processing, fixed bets, bet specials, the seed) and changed with the ticket's owner
-- (routes/betTransfer.ts); tests/server/ticketDrawCopies.ts checks they equal the ticket's after each
-- writer. Not a trigger: a trigger costs at every placement.
alter table ticket_draws add column user_id text, add column loc_id text, add column created_at timestamptz;
update ticket_draws td set user_id = t.user_id, loc_id = t.loc_id, created_at = t.created_at
from tickets t where t.ticket_id = td.ticket_id;
alter table ticket_draws alter column user_id set not null, alter column loc_id set not null, alter column created_at set not null;

-- A member's rows in View Tickets' order (newest first): page 1 is a backward scan of it, and a deep
-- page's first row is found by one index-only scan of the rows it skips (not a probe of ticket_draws
-- per skipped ticket, ~1.3 us each).
create index ticket_draws_by_user_created on ticket_draws (user_id, loc_id, created_at, ticket_id, draw_id);
-- A draw's rows of one member (a draw's View Tickets, its Search Tickets and their CSV), in the same
-- order, without reading the draw's other members' rows or hashing the member's every ticket.
create index ticket_draws_by_draw_user on ticket_draws (draw_id, user_id, loc_id, created_at, ticket_id);

-- CSV cells written by the backend (server/http/csvSql.ts): an export's lines as one text a row, by
-- the rules of server/http/csv.ts (tests/server/csvSql.test.ts compares the two on awkward values).
-- A text cell: a would-be formula (=, +, -, @, tab or CR first, and not a plain number) gets a leading
-- single quote and is quoted; a cell holding a comma, quote, CR or LF is quoted; quotes are doubled.
create function csv_text(cell text) returns text language sql immutable parallel safe as $$
  select case
    when cell is null then ''
    when cell ~ '^[-=+@\t\r]' and cell !~ '^[-+]?[0-9]+(\.[0-9]+)?$' then '"''' || replace(cell, '"', '""') || '"'
    when cell ~ '[",\r\n]' then '"' || replace(cell, '"', '""') || '"'
    else cell
  end
$$;
-- A money cell: integer cents as an exact decimal with two places (-5 -> -0.05); null is empty.
create function csv_cents(cents bigint) returns text language sql immutable parallel safe as $$
  select case when cents is null then ''
    else case when cents < 0 then '-' else '' end || (abs(cents) / 100)::text || '.' || lpad((abs(cents) % 100)::text, 2, '0')
  end
$$;
