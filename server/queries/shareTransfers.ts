/**
 * The sub share and share claim lists (contract/shareTransfers.ts): the transfers of one kind at the
 * location whose giver and receiver are both in the caller's tree (server/memberTree.ts), with UserId
 * one giver; each with the draws it has posted and the receiver's total (the giver's is its negative).
 */
import { reportDownLine, shareClaims, subShares } from '../../contract/shareTransfers.ts';
import { mayUseDrawSetting } from '../draws/permission.ts';
import { bettorOf } from './bettorScope.ts';
import { rangeRefusal } from './statementLines.ts';
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

/** Share claims are Draw Setting's (spec 02 §6 "Share claim items: DrawSetting"): the server asks the same. */
export const shareClaimsCall = pagedCall({
  endpoint: shareClaims,
  csvName: 'share-claim',
  async query(request) {
    const access = await mayUseDrawSetting(request.db, request.caller.userId);
    return access.ok ? transferList(request, 'share_claim') : refuse(403, access.message);
  },
});

/**
 * reportDownLine: each direct downline of UserId (the caller by default, one user of its tree) with
 * its share result at the location over DrawFrom..DrawTo (its 'share' lines), what was claimed of it
 * net of what was returned (its 'share_claim' lines as the giver and 'share_claim_back' lines as the
 * receiver, negated) and what it kept (the difference).
 */
export const reportDownLineCall = pagedCall({
  endpoint: reportDownLine,
  csvName: 'downline-share',
  async query({ query, caller, db, location }) {
    const access = await mayUseDrawSetting(db, caller.userId);
    if (!access.ok) return refuse(403, access.message);
    const refusal = rangeRefusal(query);
    if (refusal) return refusal;
    const userId = await bettorOf(db, caller, query.UserId);
    if (typeof userId !== 'string') return userId;
    return {
      columns: `s.user_id as "UserId", s.role as "Role", s.share::float8 as "ShareCents", s.claimed::float8 as "ClaimedCents",
        (s.share - s.claimed)::float8 as "KeptCents"`,
      from: `(select u.user_id, u.role,
          coalesce(sum(l.amount_cents) filter (where l.kind = 'share'), 0) as share,
          coalesce(-sum(l.amount_cents) filter (where (l.kind = 'share_claim' and t.from_user_id = u.user_id)
            or (l.kind = 'share_claim_back' and t.to_user_id = u.user_id)), 0) as claimed
        from users u
        left join ledger_entries l on l.user_id = u.user_id and l.kind in ('share', 'share_claim', 'share_claim_back')
          and l.draw_id in (select draw_id from draws where loc_id = $2 and ($3::date is null or draw_date >= $3::date) and ($4::date is null or draw_date <= $4::date))
        left join share_transfers t on t.transfer_id = l.transfer_id
        where u.parent_id = $1 and u.user_id <> $1 and u.status <> 'deleted'
        group by u.user_id, u.role) s`,
      where: 'true',
      params: [userId, location, query.DrawFrom ?? null, query.DrawTo ?? null],
      sortable: {
        UserId: { sql: 's.user_id', type: 'text' },
        ShareCents: { sql: 's.share', type: 'bigint' },
        ClaimedCents: { sql: 's.claimed', type: 'bigint' },
      },
      tieBreaker: [{ sql: 's.user_id', type: 'text' }],
      totals: `coalesce(sum(s.share), 0)::float8 as "ShareCents", coalesce(sum(s.claimed), 0)::float8 as "ClaimedCents",
        coalesce(sum(s.share - s.claimed), 0)::float8 as "KeptCents"`,
    };
  },
});
