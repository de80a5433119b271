/**
 * bet/fixed/page3 (contract/fixedBets.ts): the fixed bets at the location of the caller's tree (a
 * member its own), or of one user of it (UserId), newest first. Deleted ones are left out. Refused
 * (403) to a caller whose disablePlaceBetAndFixedBet is set (spec 02 §6: Fixed Bet is hidden for it).
 *
 * Parameters: $1 the location, $2 the caller, $3 the user or null.
 */
import { fixedBetPage } from '../../contract/fixedBets.ts';
import { visibleToCaller } from '../memberTree.ts';
import { FIXED_BETS_DISABLED, fixedBetsDisabledFor } from '../fixedBets/fixedBetStore.ts';
import { FIXED_BET_COLUMNS } from '../fixedBets/fixedBetRows.ts';
import { narrowingBettorOf } from './bettorScope.ts';
import { pagedCall, refuse } from './pagedCall.ts';

export const fixedBetPageCall = pagedCall({
  endpoint: fixedBetPage,
  csvName: 'fixed-bets',
  async query({ query, caller, location, db }) {
    if (await fixedBetsDisabledFor(db, caller.userId)) return refuse(403, FIXED_BETS_DISABLED);
    const userId = await narrowingBettorOf(db, caller, query.UserId);
    if (userId !== null && typeof userId !== 'string') return userId;
    return {
      columns: FIXED_BET_COLUMNS,
      from: 'fixed_bets f',
      where: `f.loc_id = $1 and f.deleted_at is null and ($3::text is null or f.user_id = $3) and ${visibleToCaller('f.user_id', 2)}`,
      params: [location, caller.userId, userId],
      sortable: {
        FixedBetId: { sql: 'f.fixed_bet_id', type: 'integer' },
        UserId: { sql: 'f.user_id', type: 'text' },
      },
      tieBreaker: [{ sql: 'f.fixed_bet_id', type: 'integer' }],
      totals: `coalesce(sum(f.cost_cents), 0)::float8 as "CostCents"`,
    };
  },
});
