/**
 * The generations of special bets (contract betSpecialRuns, GET {4d|tt}/bet/getBetSpecialSetting2;
 * issue 21): the runs of the caller's tree at the call's location, newest first; UserId narrows them
 * to one user (403 outside the tree), DrawId to one draw. OutSet is the screen's rule: refused without it.
 */
import { betSpecialRuns } from '../../contract/betSpecial.ts';
import { mayAccessMember, visibleToCaller } from '../memberTree.ts';
import { userHolds } from '../permissions/grants.ts';
import { RUN_FROM, RUN_ROW_COLUMNS } from '../betSpecial/runs.ts';
import { NOT_OUTSET } from '../routes/betSpecial.ts';
import { pagedCall, refuse } from './pagedCall.ts';

export const betSpecialRunsCall = pagedCall({
  endpoint: betSpecialRuns,
  csvName: 'bet-special-runs',
  async query({ query, caller, db, location }) {
    if (!(await userHolds(db, caller.userId, 'OutSet'))) return refuse(403, NOT_OUTSET);
    if (query.UserId && !(await mayAccessMember(db, caller.userId, query.UserId))) {
      return refuse(403, `${query.UserId} is not in your member tree.`);
    }
    return {
      columns: RUN_ROW_COLUMNS,
      from: RUN_FROM,
      where: `${visibleToCaller('s.user_id', 1)} and s.loc_id = $2
        and ($3::text is null or lower(s.user_id) = lower($3::text))
        and ($4::int is null or r.draw_id = $4::int)`,
      params: [caller.userId, location, query.UserId ?? null, query.DrawId ?? null],
      sortable: {
        RunId: { sql: 'r.run_id', type: 'bigint' },
        DrawDate: { sql: 'd.draw_date', type: 'date' },
        UserId: { sql: 's.user_id', type: 'text' },
        CostCents: { sql: 'r.cost_cents', type: 'bigint' },
      },
      tieBreaker: [{ sql: 'r.run_id', type: 'bigint' }],
      totals: `coalesce(sum(r.tickets), 0)::int as "Tickets", coalesce(sum(r.cost_cents), 0)::float8 as "CostCents"`,
    };
  },
});
