/**
 * The inbound_messages row of a received message (migration 0035): claimed first, in the transaction
 * that will place its tickets and enqueue its reply, and completed at the end of it. The claim is an
 * insert on the unique (channel, external_id): a redelivery of a message being taken waits for that
 * transaction and then finds the row, so a message is taken once, whatever the gateway resends.
 */
import type { Queryable } from '../../db/database.ts';
import { timestamp } from '../../db/timestamp.ts';
import type { InboundAnswer } from '../../../contract/smsInbound.ts';
import type { Location } from '../../../domain/bets/index.ts';

export type InboundOutcome = 'placed' | 'refused' | 'unknown_sender' | 'closed' | 'invalid' | 'linked' | 'prompted';

export interface InboundClaim {
  channel: 'sms' | 'bot';
  externalId: string;
  locId: Location;
  sender: string;
  receivedOn: string | null;
  agentId: string | null;
  body: string;
  at: number;
}

export interface InboundResult {
  outcome: InboundOutcome;
  userId: string | null;
  drawId?: number | null;
  ticketIds?: readonly number[];
  tickets?: number;
  costCents?: number;
  reply: string;
}

/** Claims the message: its new id, or the answer already given when it was taken before. */
export async function claimInbound(tx: Queryable, claim: InboundClaim): Promise<{ fresh: true; inboundId: number } | { fresh: false; answer: InboundAnswer }> {
  const { rows } = await tx.query<{ inbound_id: string }>(
    `insert into inbound_messages (channel, external_id, loc_id, sender, received_on, agent_id, body, received_at, outcome)
     values ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz, 'invalid')
     on conflict (channel, external_id) do nothing returning inbound_id`,
    [claim.channel, claim.externalId, claim.locId, claim.sender, claim.receivedOn, claim.agentId, claim.body, timestamp(claim.at)],
  );
  if (rows[0]) return { fresh: true, inboundId: Number(rows[0].inbound_id) };
  const { rows: taken } = await tx.query<{ inbound_id: string; outcome: string; tickets: number; cost_cents: string }>(
    'select inbound_id, outcome, tickets, cost_cents from inbound_messages where channel = $1 and external_id = $2',
    [claim.channel, claim.externalId],
  );
  const row = taken[0]!;
  return { fresh: false, answer: { InboundId: Number(row.inbound_id), Outcome: row.outcome, Tickets: row.tickets, CostCents: Number(row.cost_cents) } };
}

export async function completeInbound(tx: Queryable, inboundId: number, result: InboundResult): Promise<InboundAnswer> {
  await tx.query(
    `update inbound_messages set outcome = $2, user_id = $3, draw_id = $4, ticket_ids = $5::bigint[], tickets = $6, cost_cents = $7, reply = $8
     where inbound_id = $1`,
    [inboundId, result.outcome, result.userId, result.drawId ?? null, result.ticketIds ?? [], result.tickets ?? 0, result.costCents ?? 0, result.reply],
  );
  return { InboundId: inboundId, Outcome: result.outcome, Tickets: result.tickets ?? 0, CostCents: result.costCents ?? 0 };
}
