/**
 * One received message, taken once (issue 23): in ONE transaction its inbound_messages row is claimed,
 * what it does is decided and done (`handle`: place bets, link a chat, or nothing), its one reply is
 * enqueued in the outbox (split into SMS parts on the sms channel) and its audit row written. A message
 * taken before answers what it answered then, and enqueues nothing.
 */
import type { InboundAnswer } from '../../../contract/smsInbound.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { writeAudit } from '../../audit.ts';
import { enqueueMessages, splitSmsText, type OutgoingMessage } from '../outbox.ts';
import { claimInbound, completeInbound, type InboundClaim, type InboundResult } from './inboundStore.ts';

/** A bot message's longest text (Telegram's sendMessage takes 4096 characters). */
const BOT_TEXT_LIMIT = 4096;

export interface ReplyAddress {
  /** sms: the sender's number; bot: the chat id. */
  recipient: string;
  /** The outbox key of the reply (its first part; further parts add `:<n>`). */
  key: string;
}

export async function takeMessage(
  db: Database,
  claim: InboundClaim,
  replyTo: ReplyAddress,
  handle: (tx: Queryable) => Promise<InboundResult>,
): Promise<InboundAnswer> {
  return db.transaction(async (tx) => {
    const claimed = await claimInbound(tx, claim);
    if (!claimed.fresh) return claimed.answer;
    const result = await handle(tx);
    const parts = splitSmsText(result.reply, claim.channel === 'sms' ? undefined : BOT_TEXT_LIMIT);
    const messages: OutgoingMessage[] = parts.map((body, index) => ({
      idempotencyKey: index === 0 ? replyTo.key : `${replyTo.key}:${index + 1}`,
      channel: claim.channel,
      recipient: replyTo.recipient,
      userId: result.userId,
      locId: claim.locId,
      kind: 'reply',
      drawId: result.drawId ?? null,
      body,
      part: index + 1,
      parts: parts.length,
      createdBy: null,
    }));
    await enqueueMessages(tx, messages);
    const answer = await completeInbound(tx, claimed.inboundId, result);
    // The sender is who did it (null when unknown): its tickets, or why nothing was placed.
    await writeAudit(tx, {
      userId: result.userId,
      locId: claim.locId,
      action: `${claim.channel}.inbound`,
      entity: 'inboundMessage',
      entityId: claimed.inboundId,
      before: null,
      after: { ExternalId: claim.externalId, Outcome: result.outcome, TicketIds: result.ticketIds ?? [], CostCents: result.costCents ?? 0 },
      at: claim.at,
    });
    return answer;
  });
}
