/**
 * The share claim report's one query (contract/reportsShareClaim.ts), for claims and claim backs
 * alike: one row per transfer and draw, read from the RECEIVER's ledger line of the transfer (a
 * claim's receiver is the claimer, a claim back's the downline), so a row is exactly what moved; the
 * giver's line is its negative (server/ledger/shareTransfers.ts). The downline's share result of the
 * draw is its 'share' line (one per draw, user and kind). Both users in the caller's tree, as the
 * claim lists have it (server/queries/shareTransfers.ts).
 */
import type { PagedQuery } from '../../db/pagedQuery.ts';
import type { Queryable } from '../../db/database.ts';
import { mayAccessMember, visibleToCaller } from '../../memberTree.ts';
import { refuse, type Refusal } from '../../queries/pagedCall.ts';
import { rangeRefusal } from '../../queries/statementLines.ts';

type SortBy = 'DrawDate' | 'Id' | 'UserId' | 'PartnerId' | 'MovedCents';

export interface ClaimLinesRequest {
  query: { UserId?: string; DrawId?: number; DrawFrom?: string; DrawTo?: string };
  caller: { userId: string };
  db: Queryable;
  location: string;
}

export async function claimLinesQuery(
  { query, caller, db, location }: ClaimLinesRequest,
  kind: 'share_claim' | 'share_claim_back',
): Promise<PagedQuery<SortBy> | Refusal> {
  const refusal = rangeRefusal(query);
  if (refusal) return refusal;
  if (query.UserId !== undefined && !(await mayAccessMember(db, caller.userId, query.UserId))) return refuse(403, 'Unauthorized Access');
  // A claim takes from the downline (from) to the claimer (to); a claim back gives from the claimer to the downline.
  const [downline, claimer] = kind === 'share_claim' ? ['t.from_user_id', 't.to_user_id'] : ['t.to_user_id', 't.from_user_id'];
  return {
    columns: `s.transfer_id as "Id", s.draw_id as "DrawId", to_char(s.draw_date, 'YYYY-MM-DD') as "DrawDate", s.user_id as "UserId",
      s.partner_id as "PartnerId", s.share_bp as "ShareBp", s.share::float8 as "ShareCents", s.moved::float8 as "MovedCents", s.claim_id as "ClaimId"`,
    from: `(select t.transfer_id, t.claim_id, t.share_bp, l.draw_id, d.draw_date, ${downline} as user_id, ${claimer} as partner_id,
        l.amount_cents as moved, coalesce(sh.amount_cents, 0) as share
      from share_transfers t
      join ledger_entries l on l.transfer_id = t.transfer_id and l.user_id = t.to_user_id
      join draws d on d.draw_id = l.draw_id
      left join ledger_entries sh on sh.user_id = ${downline} and sh.draw_id = l.draw_id and sh.kind = 'share'
      where t.kind = $2 and t.loc_id = $3 and ${visibleToCaller('t.from_user_id', 1)} and ${visibleToCaller('t.to_user_id', 1)}) s`,
    where: `($4::int is null or s.draw_id = $4) and ($5::date is null or s.draw_date >= $5::date) and ($6::date is null or s.draw_date <= $6::date)
      and ($7::text is null or lower($7) in (lower(s.user_id), lower(s.partner_id)))`,
    params: [caller.userId, kind, location, query.DrawId ?? null, query.DrawFrom ?? null, query.DrawTo ?? null, query.UserId ?? null],
    sortable: {
      DrawDate: { sql: 's.draw_date', type: 'date' },
      Id: { sql: 's.transfer_id', type: 'integer' },
      UserId: { sql: 's.user_id', type: 'text' },
      PartnerId: { sql: 's.partner_id', type: 'text' },
      MovedCents: { sql: 's.moved', type: 'bigint' },
    },
    tieBreaker: [{ sql: 's.transfer_id', type: 'integer' }, { sql: 's.draw_id', type: 'integer' }],
    totals: `coalesce(sum(s.moved), 0)::float8 as "MovedCents"`,
  };
}
