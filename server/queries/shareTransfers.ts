/**
 * The sub share and share claim lists (contract/shareTransfers.ts): the transfers of one kind at the
 * location whose giver and receiver are both in the caller's tree (server/memberTree.ts), with UserId
 * one giver; each with the draws it has posted and the receiver's total (the giver's is its negative).
 */
import { subShares } from '../../contract/shareTransfers.ts';
import type { Queryable } from '../db/database.ts';
import type { PagedQuery } from '../db/pagedQuery.ts';
import { mayAccessMember, visibleToCaller } from '../memberTree.ts';
import type { TransferKind } from '../ledger/shareTransfers.ts';
import { pagedCall, refuse, type Refusal } from './pagedCall.ts';

/** Every transfer `s` with its posted draws and the receiver's cents. */
const TRANSFERS = `(select t.*, p.draws as posted_draws, p.cents as posted_cents
  from share_transfers t cross join lateral (
    select count(*) as draws, coalesce(sum(l.amount_cents), 0) as cents from ledger_entries l
    where l.transfer_id = t.transfer_id and l.user_id = t.to_user_id) p) s`;

const ROW_COLUMNS = `s.transfer_id as "Id", s.loc_id as "LocId", s.from_user_id as "UserId", s.to_user_id as "PartnerId",
  s.share_bp as "ShareBp", s.draw_from::text as "DrawFrom", s.draw_to::text as "DrawTo", s.remark as "Remark",
  s.posted_draws::int as "PostedDraws", s.posted_cents::float8 as "PostedCents", s.created_by as "CreatedBy",
  to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "CreatedAt"`;

export interface TransferRowAnswer {
  Id: number;
  LocId: string;
  UserId: string;
  PartnerId: string;
  ShareBp: number;
  DrawFrom: string;
  DrawTo: string;
  Remark: string | null;
  PostedDraws: number;
  PostedCents: number;
  CreatedBy: string;
  CreatedAt: string;
}

/** One transfer as the lists show it. */
export async function transferRow(db: Queryable, transferId: number): Promise<TransferRowAnswer> {
  const { rows } = await db.query<TransferRowAnswer>(`select ${ROW_COLUMNS} from ${TRANSFERS} where s.transfer_id = $1`, [transferId]);
  return rows[0]!;
}

type SortBy = 'Id' | 'UserId' | 'PartnerId' | 'DrawFrom' | 'PostedCents';

/** The list of one kind: both users in the caller's tree, at the location; UserId one giver of the tree. */
export async function transferList(
  { query, caller, db, location }: { query: { UserId?: string }; caller: { userId: string }; db: Queryable; location: string },
  kind: TransferKind,
): Promise<PagedQuery<SortBy> | Refusal> {
  if (query.UserId !== undefined && !(await mayAccessMember(db, caller.userId, query.UserId))) return refuse(403, 'Unauthorized Access');
  return {
    columns: ROW_COLUMNS,
    from: TRANSFERS,
    where: `s.kind = $2 and s.loc_id = $3 and ${visibleToCaller('s.from_user_id', 1)} and ${visibleToCaller('s.to_user_id', 1)}
      and ($4::text is null or lower(s.from_user_id) = lower($4))`,
    params: [caller.userId, kind, location, query.UserId ?? null],
    sortable: {
      Id: { sql: 's.transfer_id', type: 'integer' },
      UserId: { sql: 's.from_user_id', type: 'text' },
      PartnerId: { sql: 's.to_user_id', type: 'text' },
      DrawFrom: { sql: 's.draw_from', type: 'date' },
      PostedCents: { sql: 's.posted_cents', type: 'bigint' },
    },
    tieBreaker: [{ sql: 's.transfer_id', type: 'integer' }],
    totals: `coalesce(sum(s.posted_cents), 0)::float8 as "PostedCents"`,
  };
}

export const subSharesCall = pagedCall({ endpoint: subShares, csvName: 'sub-share', query: (request) => transferList(request, 'sub_share') });
