/**
 * Limit Setting's rows (GET limit, spec 02 §7.11): the caller's own limits at TT, by number; txtSearch
 * keeps the numbers beginning with it. A player has none to set (403); another location is refused
 * as the writes are (server/routes/limits.ts).
 */
import { limits } from '../../contract/limits.ts';
import { PLAYERS_HAVE_NO_DOWNLINE } from '../admin/adminUsers.ts';
import { LIMITS_LOCATION, ROW_COLUMNS, TT_ONLY } from '../limits/limitRows.ts';
import { pagedCall, refuse } from './pagedCall.ts';

export const limitsCall = pagedCall({
  endpoint: limits,
  csvName: 'limits',
  query({ query, caller, location }) {
    if (caller.role === 'MEM') return refuse(403, PLAYERS_HAVE_NO_DOWNLINE);
    if (location !== LIMITS_LOCATION) return refuse(400, TT_ONLY);
    const search = (query.txtSearch ?? '').trim();
    return {
      columns: ROW_COLUMNS,
      from: 'bet_limits',
      where: `owner_id = $1 and loc_id = $2 and number like $3 || '%'`,
      params: [caller.userId, location, search.replace(/[%_\\]/g, '')],
      sortable: {
        Number: { sql: 'number', type: 'text' },
        MaxCents: { sql: 'max_cents', type: 'bigint' },
        UpdatedDate: { sql: 'updated_at', type: 'timestamptz' },
      },
      tieBreaker: [{ sql: 'limit_id', type: 'integer' }],
      totals: `count(*)::int as "Limits"`,
    };
  },
});
