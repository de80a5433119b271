/**
 * SMS Subscribe's lists (spec 02 §7.15; contract/smsSubscriptions.ts): the users of UserId's branch
 * (the caller by default, a user of its tree, 403 otherwise) working at the call's location, each with
 * its subscription of one kind, its mobile and its bot chat. The m… calls read the member tree (every
 * depth), the d… call the downline-direct list (UserId and its direct downline).
 */
import { dSMSSubscribeStrikeTree, mSMSSubscribeStrikeTree, mSMSSubscribeTree, type SubscriptionKind } from '../../contract/smsSubscriptions.ts';
import { mayAccessMember } from '../memberTree.ts';
import { pagedCall, refuse } from './pagedCall.ts';

const treeCall = (endpoint: typeof mSMSSubscribeTree | typeof mSMSSubscribeStrikeTree | typeof dSMSSubscribeStrikeTree, csvName: string, kind: SubscriptionKind, maxDepth: number | null) =>
  pagedCall({
    endpoint,
    csvName,
    async query({ db, caller, query, location }) {
      const subject = query.UserId ?? caller.userId;
      if (!(await mayAccessMember(db, caller.userId, subject))) return refuse(403, 'Unauthorized Access');
      return {
        columns: `t.user_id as "UserId", coalesce(t.user_name, '') as "UserName", t.role as "Role", t.parent_id as "ParentId", t.rank as "Rank",
          $2::text as "LocId", $3::text as "Kind", t.has_mobile as "HasMobile", t.bot_linked as "BotLinked",
          t.subscribed as "Subscribed", t.subscribed_by as "SubscribedBy"`,
        from: `(with recursive branch (user_id, depth) as (
            select user_id, 0 from users where lower(user_id) = lower($1)
            union
            select u.user_id, b.depth + 1 from users u join branch b on u.parent_id = b.user_id where b.depth < 64
          )
          select u.user_id, u.user_name, u.role, u.parent_id, u.rank, b.depth,
            coalesce(u.mobile, '') <> '' as has_mobile, u.bot_chat_id is not null as bot_linked,
            s.user_id is not null as subscribed, s.subscribed_by
          from users u join branch b on b.user_id = u.user_id
            left join sms_subscriptions s on s.user_id = u.user_id and s.loc_id = $2 and s.kind = $3
          where u.status <> 'deleted' and exists (select 1 from user_locations l where l.user_id = u.user_id and l.loc_id = $2)) t`,
        where: '($4::int is null or t.depth <= $4::int)',
        params: [subject, location, kind, maxDepth],
        sortable: {
          Rank: { sql: 't.rank', type: 'integer' },
          UserId: { sql: 't.user_id', type: 'text' },
          UserName: { sql: 't.user_name', type: 'text' },
        },
        tieBreaker: [{ sql: 't.user_id', type: 'text' }],
        totals: `count(*)::int as "Users", (count(*) filter (where t.subscribed))::int as "Subscribed",
          (count(*) filter (where not t.has_mobile and not t.bot_linked))::int as "NoNumber"`,
      };
    },
  });

export const smsSubscribeTreeCall = treeCall(mSMSSubscribeTree, 'sms-subscribe-results', 'result', null);
export const smsSubscribeStrikeTreeCall = treeCall(mSMSSubscribeStrikeTree, 'sms-subscribe-strikes', 'strike', null);
export const smsSubscribeStrikeDirectCall = treeCall(dSMSSubscribeStrikeTree, 'sms-subscribe-strikes-direct', 'strike', 1);
