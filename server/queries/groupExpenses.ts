/** The group expenses whose owner is in the caller's tree, at the location (contract/shareTransfers.ts groupExpenses). */
import { groupExpenses, type GroupExpenseRow } from '../../contract/shareTransfers.ts';
import type { Queryable } from '../db/database.ts';
import { visibleToCaller } from '../memberTree.ts';
import { pagedCall } from './pagedCall.ts';

const COLUMNS = `g.expense_id as "Id", g.loc_id as "LocId", g.owner_id as "UserId", array_to_string(g.members, ', ') as "Members",
  g.amount_cents::float8 as "AmountCents", g.remark as "Remark", to_char(g.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "CreatedAt"`;

export async function groupExpenseRow(db: Queryable, id: number): Promise<GroupExpenseRow> {
  const { rows } = await db.query<GroupExpenseRow>(`select ${COLUMNS} from group_expenses g where g.expense_id = $1`, [id]);
  return rows[0]!;
}

export const groupExpensesCall = pagedCall({
  endpoint: groupExpenses,
  csvName: 'group-expense',
  async query({ caller, location }) {
    return {
      columns: COLUMNS,
      from: 'group_expenses g',
      where: `g.loc_id = $2 and ${visibleToCaller('g.owner_id', 1)}`,
      params: [caller.userId, location],
      sortable: { Id: { sql: 'g.expense_id', type: 'integer' }, AmountCents: { sql: 'g.amount_cents', type: 'bigint' } },
      tieBreaker: [{ sql: 'g.expense_id', type: 'integer' }],
      totals: `coalesce(sum(g.amount_cents), 0)::float8 as "AmountCents"`,
    };
  },
});
