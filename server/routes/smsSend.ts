/**
 * Send Result and Send Strike (contract/smsMessages.ts; server/messaging/drawSends.ts): the previews
 * (SMSString, SMSStrikeString) and the sends. Admins and agents only (the role read from the database):
 * a player has no subscribers below it. A send writes its messages and its audit row in the one
 * transaction the idempotent call runs in.
 */
import type { Context } from 'hono';
import { sendSmsResult, sendSmsStrike, smsStrikeString, smsString } from '../../contract/smsMessages.ts';
import { resendSms } from '../../contract/smsReport.ts';
import type { Location } from '../../domain/bets/index.ts';
import { writeAudit } from '../audit.ts';
import type { Queryable } from '../db/database.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { DrawNotSendable, messageDraw, resendMessage, resultString, sendResult, sendStrikes, strikePreview, type MessageDraw } from '../messaging/drawSends.ts';

export const SENDERS_ONLY = 'Only admins and agents send result and strike messages.';

async function maySend(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ role: string }>('select role from users where user_id = $1', [userId]);
  return rows[0]?.role === 'ADMIN' || rows[0]?.role === 'AG';
}

export function mountSmsSendRoutes(router: ApiRouter, { db, now }: RouteDeps) {
  /** Runs `work` on the draw, answering a refusal (not a sender, unknown draw, no result, not settled) as its status. */
  async function withDraw<T>(c: Context, db: Queryable, userId: string, drawId: number, location: Location, work: (draw: MessageDraw) => Promise<T>) {
    if (!(await maySend(db, userId))) return fail(c, 403, SENDERS_ONLY);
    try {
      return await work(await messageDraw(db, drawId, location));
    } catch (error) {
      if (error instanceof DrawNotSendable) return fail(c, error.status, error.message);
      throw error;
    }
  }

  router.implement(smsString, ({ query, caller, location, db, c }) =>
    withDraw(c, db, caller.userId, query.DrawId, location, async (draw) => {
      const { enteredAt: _, ...answer } = await resultString(db, draw);
      return answer;
    }),
  );

  router.implement(smsStrikeString, ({ query, caller, location, db, c }) => withDraw(c, db, caller.userId, query.DrawId, location, (draw) => strikePreview(db, caller.userId, draw)));

  router.implement(sendSmsResult, ({ body, caller, location, db, c }) =>
    withDraw(c, db, caller.userId, body.DrawId, location, async (draw) => {
      const answer = await sendResult(db, caller.userId, draw);
      await writeAudit(db, { userId: caller.userId, locId: location, action: 'sms.sendResult', entity: 'draw', entityId: draw.drawId, before: null, after: answer, at: now() });
      return answer;
    }),
  );

  router.implement(sendSmsStrike, ({ body, caller, location, db, c }) =>
    withDraw(c, db, caller.userId, body.DrawId, location, async (draw) => {
      const answer = await sendStrikes(db, caller.userId, draw);
      await writeAudit(db, { userId: caller.userId, locId: location, action: 'sms.sendStrike', entity: 'draw', entityId: draw.drawId, before: null, after: answer, at: now() });
      return answer;
    }),
  );

  // SMS Report's Resend: any message of the caller's tree (a member's own too), audited with it.
  router.implement(resendSms, ({ body, caller, location, c }) =>
    db.transaction(async (tx) => {
      const copy = await resendMessage(tx, caller.userId, location, body.MessageId);
      if (copy === null) return fail(c, 404, `There is no message ${body.MessageId} of yours at ${location}.`);
      if (copy === 'raced') return fail(c, 409, 'That message is being sent again already.');
      await writeAudit(tx, { userId: caller.userId, locId: location, action: 'sms.resend', entity: 'message', entityId: copy.id, before: copy.original, after: { MessageId: copy.id, ResentFrom: body.MessageId }, at: now() });
      return { MessageId: copy.id, ResentFrom: body.MessageId };
    }),
  );
}
