/**
 * bet/perm (spec 02 §7.6; contract/betViews.ts): the 4D bets of the user's branch on one draw per
 * permutation group, the number's characters in order (1234, 4321 and 2143 are group 1234; a roll's R
 * sorts after the digits), with the distinct numbers bet in the group. TOTO bets have no permutations.
 */
import { betPerm } from '../../contract/betViews.ts';
import { branchTickets, drawScope, FIGURE_COLUMNS, FIGURE_SORT_KEYS, FIGURE_SUMS, FIGURE_TOTALS } from './betFiguresSql.ts';
import { pagedCall } from './pagedCall.ts';

const PERM = `(select string_agg(c, '' order by c) from regexp_split_to_table(t.number, '') c)`;

export const betPermCall = pagedCall({
  endpoint: betPerm,
  csvName: 'bet-permutations',
  async query({ query, caller, location, db }) {
    const userId = await drawScope(db, caller, location, query);
    if (typeof userId !== 'string') return userId;
    return {
      columns: `s.perm as "Perm", s.numbers as "Numbers", ${FIGURE_COLUMNS}`,
      from: `(select g.perm, array_agg(distinct g.number order by g.number) as numbers, sum(g.bets)::bigint as bets,
          sum(g.entries)::bigint as entries, sum(g.big)::bigint as big, sum(g.small)::bigint as small,
          sum(g.amount)::bigint as amount, sum(g.cost)::bigint as cost
        from (${branchTickets(`${PERM} as perm, t.number, ${FIGURE_SUMS}`, { own: false })}
          and td.draw_id = $3 and t.bet_type <> 'toto' group by t.number) g
        group by g.perm) s`,
      where: 'true',
      params: [userId, location, query.DrawId],
      sortable: { Perm: { sql: 's.perm', type: 'text' }, ...FIGURE_SORT_KEYS },
      tieBreaker: [{ sql: 's.perm', type: 'text' }],
      totals: FIGURE_TOTALS,
    };
  },
});
