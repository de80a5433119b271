/**
 * The administration's downline lists (agents/directDownLine, agents/search, players/directDownLine;
 * contract/userAdmin.ts DownlineQuerySchema): the direct downline of UserId (the caller by default, a
 * user of its tree, 403 otherwise), or with txtSearch every user of the branch below UserId whose id
 * or name holds the text. Deleted users are gone. Players' lists show players only.
 */
import { agentsDirectDownline, agentsSearch } from '../../contract/agents.ts';
import { playersDirectDownline } from '../../contract/players.ts';
import { CREDIT_LEFT_SQL, PLAYERS_HAVE_NO_DOWNLINE } from '../admin/adminUsers.ts';
import { mayAccessMember } from '../memberTree.ts';
import { pagedCall, refuse, type Refusal } from './pagedCall.ts';
import type { PagedQuery } from '../db/pagedQuery.ts';
import type { Queryable } from '../db/database.ts';

type SortBy = 'UserId' | 'UserName' | 'Rank' | 'CreditCents' | 'CreditLeftCents' | 'AccBalCents';

async function downlineQuery(
  db: Queryable,
  { userId: callerId, role: callerRole }: { userId: string; role: string },
  query: { UserId?: string; txtSearch?: string },
  role: 'AG' | 'MEM' | null,
): Promise<PagedQuery<SortBy> | Refusal> {
  if (callerRole === 'MEM') return refuse(403, PLAYERS_HAVE_NO_DOWNLINE);
  const subject = query.UserId ?? callerId;
  if (!(await mayAccessMember(db, callerId, subject))) return refuse(403, `User ${subject} is not in your downline.`);
  const search = query.txtSearch?.trim() ? query.txtSearch.trim().toLowerCase() : null;
  // The branch below the subject (any depth) when searching, else its direct downline.
  const from = `(with recursive branch (user_id, depth) as (
      select user_id, 0 from users where lower(user_id) = lower($1)
      union
      select u.user_id, b.depth + 1 from users u join branch b on u.parent_id = b.user_id where b.depth < 64
    )
    select u.*, b.depth from users u join branch b on b.user_id = u.user_id) u`;
  return {
    columns: `u.user_id as "UserId", u.user_name as "UserName", u.role as "Role", u.parent_id as "ParentId", u.rank as "Rank",
      u.credit_cents::float8 as "CreditCents", ${CREDIT_LEFT_SQL}::float8 as "CreditLeftCents", u.acc_bal_cents::float8 as "AccBalCents",
      u.t_share_bp as "ShareBp", u.commission_bp as "CommissionBp", u.status as "Status",
      (select count(*) from users d where d.parent_id = u.user_id and d.status <> 'deleted')::int as "Downlines"`,
    from,
    where: `u.status <> 'deleted' and u.depth > 0 and ($2::text is null and u.depth = 1
        or $2::text is not null and (position($2::text in lower(u.user_id)) > 0 or position($2::text in lower(u.user_name)) > 0))
      and ($3::text is null or u.role = $3::text)`,
    params: [subject, search, role],
    sortable: {
      UserId: { sql: 'u.user_id', type: 'text' },
      UserName: { sql: 'u.user_name', type: 'text' },
      Rank: { sql: 'u.rank', type: 'integer' },
      CreditCents: { sql: 'u.credit_cents', type: 'bigint' },
      CreditLeftCents: { sql: CREDIT_LEFT_SQL, type: 'bigint' },
      AccBalCents: { sql: 'u.acc_bal_cents', type: 'bigint' },
    },
    tieBreaker: [{ sql: 'u.user_id', type: 'text' }],
    totals: `count(*)::int as "Users", coalesce(sum(u.credit_cents), 0)::float8 as "CreditCents",
      coalesce(sum(${CREDIT_LEFT_SQL}), 0)::float8 as "CreditLeftCents", coalesce(sum(u.acc_bal_cents), 0)::float8 as "AccBalCents"`,
  };
}

export const agentsDirectDownlineCall = pagedCall({
  endpoint: agentsDirectDownline,
  csvName: 'downline',
  query: ({ db, caller, query }) => downlineQuery(db, caller, { UserId: query.UserId, txtSearch: query.txtSearch }, null),
});

export const agentsSearchCall = pagedCall({
  endpoint: agentsSearch,
  csvName: 'downline-search',
  query: ({ db, caller, query }) => downlineQuery(db, caller, { UserId: query.UserId, txtSearch: query.txtSearch }, null),
});

export const playersDirectDownlineCall = pagedCall({
  endpoint: playersDirectDownline,
  csvName: 'players',
  query: ({ db, caller, query }) => downlineQuery(db, caller, { UserId: query.UserId, txtSearch: query.txtSearch }, 'MEM'),
});
