-- The first data screens (issue 13): ticket search and history, bet summaries, member lists.
-- Indexes for their queries, and the half-even split every share figure uses.

-- bet/page2, bet/search and bet/page2ByDate: one user's tickets at a location, newest first (the
-- default sort, CreatedDate descending, ticket_id the tie-breaker; a btree is read backwards as well).
-- It has the prefix of 0004's tickets_by_user (user_id, loc_id, ticket_id desc), which no query
-- needs any more: dropped, as every index of this table slows file processing down.
create index tickets_by_user_created on tickets (user_id, loc_id, created_at, ticket_id);
drop index tickets_by_user;
-- One draw, and one user's tickets of one draw (page2 and search with DrawId, bet summaries over a
-- tree, the users and draws with bets).
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
