import { deleteSMSSubscribe, insertMultiSMSSubscribe, SMSSubscribeById } from '../../contract/smsSubscriptions.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { mayAccessMember } from '../memberTree.ts';
import { OUTSIDE_TREE } from '../sms/agents.ts';
import { subscribe, unsubscribe } from '../sms/subscriptions.ts';
import { answerOutcome } from './smsAgents.ts';

/**
 * SMS Subscribe's calls besides the lists (spec 02 §7.15: GET SMSSubscribeById, POST
 * insertMultiSMSSubscribe, DELETE SMSSubscribe); the rules are in server/sms/subscriptions.ts, the
 * lists are paged queries (server/queries/smsSubscribeTree.ts).
 */
export function mountSmsSubscriptionRoutes(router: ApiRouter, { now }: RouteDeps) {
  router.implement(SMSSubscribeById, async ({ query, caller, location, db, c }) => {
    const subject = query.UserId ?? caller.userId;
    if (!(await mayAccessMember(db, caller.userId, subject))) return fail(c, 403, OUTSIDE_TREE);
    const { rows } = await db.query<{ user_id: string; result: boolean; strike: boolean; has_mobile: boolean; bot_linked: boolean }>(
      `select u.user_id,
         exists (select 1 from sms_subscriptions s where s.user_id = u.user_id and s.loc_id = $2 and s.kind = 'result') as result,
         exists (select 1 from sms_subscriptions s where s.user_id = u.user_id and s.loc_id = $2 and s.kind = 'strike') as strike,
         coalesce(u.mobile, '') <> '' as has_mobile, u.bot_chat_id is not null as bot_linked
       from users u where lower(u.user_id) = lower($1)`,
      [subject, location],
    );
    const row = rows[0];
    if (!row) return fail(c, 403, OUTSIDE_TREE);
    return { UserId: row.user_id, LocId: location, Result: row.result, Strike: row.strike, HasMobile: row.has_mobile, BotLinked: row.bot_linked };
  });

  router.implement(insertMultiSMSSubscribe, async ({ body, caller, location, db, c }) =>
    answerOutcome(c, await subscribe(db, { callerId: caller.userId, locId: location, now: now() }, body.UserIds, body.Kind)),
  );

  router.implement(deleteSMSSubscribe, async ({ body, caller, location, db, c }) =>
    answerOutcome(c, await unsubscribe(db, { callerId: caller.userId, locId: location, now: now() }, body.UserIds, body.Kind)),
  );
}
