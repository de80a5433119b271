-- The first data screens (issue 13): ticket search and history, bet summaries, member lists.
-- Indexes for their queries, and the half-even split every share figure uses.

-- bet/page2 and bet/page2ByDate: one user's tickets at a location, newest first (the default sort,
-- CreatedDate descending, with ticket_id as the tie-breaker; a btree is read backwards as well).
create index tickets_by_user_created on tickets (user_id, loc_id, created_at, ticket_id);
-- A user's tickets of one draw (page2 with DrawId, summaries of one user, the users with bets on a draw).
create index tickets_by_user_draw on tickets (user_id, draw_id);
-- Everything of one draw (bet summaries over a tree, ticket search by draw).
create index tickets_by_draw on tickets (draw_id, user_id);
-- txtSearch is the start of a number ('12' finds 1234): a LIKE '12%' prefix needs text_pattern_ops
-- whatever the database's collation is.
create index tickets_by_number_prefix on tickets (number text_pattern_ops, draw_id);
-- History: draws of a location by date range.
create index draws_by_date on draws (draw_date, loc_id);

-- amount * bp / 10000 rounded half-even (DOMAIN.md "Money": a split rounds once per line,
-- half-even). Integers only, so no float ever touches money; both arguments are at least zero.
create function split_half_even(amount bigint, bp bigint) returns bigint
language sql immutable strict parallel safe as $$
  select (amount * bp) / 10000
    + case
        when ((amount * bp) % 10000) * 2 > 10000 then 1
        when ((amount * bp) % 10000) * 2 = 10000 and ((amount * bp) / 10000) % 2 = 1 then 1
        else 0
      end
$$;
