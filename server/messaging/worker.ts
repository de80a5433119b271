/**
 * The delivery worker (issue 23): sends the outbox's messages (migration 0031) to their location's
 * gateway and writes each one's status back. It runs in every server instance (server/start.ts); the
 * instances share the outbox safely:
 *   * a claim takes due rows `for update skip locked` and leases them (claimed_until), counting the
 *     attempt; a row still 'sending' past its lease was claimed by an instance that died mid-send and is
 *     due again. The lease outlasts a send's timeout, so a live sender is never overtaken;
 *   * the status is written only while the claim is ours (same attempt number), so a late answer of a
 *     sender taken for dead changes nothing;
 *   * every attempt carries the message's idempotency key: the SMS gateway dedupes, so a message sent
 *     before a kill and sent again after is one SMS. (Telegram has no such key: see botSender.ts.)
 * A passing failure is retried with exponential back-off, up to maxAttempts; a refusal fails at once;
 * a location without a usable gateway leaves its messages queued (not counted as attempts) and says so.
 */
import type { Queryable } from '../db/database.ts';
import type { DeliveryTimings } from '../config.ts';
import type { Location } from '../../domain/bets/index.ts';
import { gatewayFor, type GatewayConfig } from './gateways.ts';
import type { MessageChannel } from './outbox.ts';
import { sendSms, type OutboxMessage } from './smsSender.ts';
import { sendBotMessage } from './botSender.ts';
import type { SendOutcome } from './sendOutcome.ts';

/** Messages one claim takes; sent side by side. */
const CLAIM_BATCH = 20;
/** The longest wait between two attempts. */
const MAX_BACKOFF_SECONDS = 15 * 60;
/** How long a message without a usable gateway waits before it looks again. */
const NO_GATEWAY_WAIT_SECONDS = 60;

interface ClaimedRow extends OutboxMessage {
  channel: MessageChannel;
  locId: Location;
  attempts: number;
}

export interface DeliveryWorker {
  /** Polls every `pollSeconds` until stopped. */
  start(): void;
  /** Stops polling and waits for the round under way (its claims stay leased if cut off). */
  stop(): Promise<void>;
  /** One round: claims what is due, sends it, writes the statuses; answers how many it claimed. */
  deliverDue(): Promise<number>;
}

/** The wait before attempt `attempts + 1`: retrySeconds * 2^(attempts-1), at most 15 minutes. */
export function backoffSeconds(attempts: number, retrySeconds: number): number {
  return Math.min(MAX_BACKOFF_SECONDS, retrySeconds * 2 ** Math.max(0, attempts - 1));
}

export function createDeliveryWorker(db: Queryable, timings: DeliveryTimings): DeliveryWorker {
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<number> | null = null;
  let stopped = false;

  async function claim(): Promise<ClaimedRow[]> {
    const { rows } = await db.query<ClaimedRow & { messageId: string }>(
      `update message_outbox set status = 'sending', attempts = attempts + 1,
              claimed_until = now() + make_interval(secs => $1)
        where message_id in (
          select message_id from message_outbox
           where next_attempt_at <= now()
             and (status = 'queued' or (status = 'sending' and claimed_until < now()))
           order by next_attempt_at, message_id
           limit $2
           for update skip locked)
       returning message_id as "messageId", idempotency_key as "idempotencyKey", channel, recipient,
                 loc_id as "locId", body, attempts`,
      [timings.leaseSeconds, CLAIM_BATCH],
    );
    return rows.map((row) => ({ ...row, messageId: Number(row.messageId) }));
  }

  /** Writes what came of one attempt, if the claim is still this attempt's. */
  async function record(row: ClaimedRow, result: SendOutcome | { outcome: 'park'; error: string }) {
    const mine = `where message_id = $1 and status = 'sending' and attempts = $2`;
    if (result.outcome === 'sent') {
      await db.query(
        `update message_outbox set status = 'sent', sent_at = now(), gateway_ref = $3, last_error = null, claimed_until = null ${mine}`,
        [row.messageId, row.attempts, result.gatewayRef],
      );
    } else if (result.outcome === 'park') {
      // Not the message's fault: it waits for a gateway without spending its attempts.
      await db.query(
        `update message_outbox set status = 'queued', attempts = attempts - 1, last_error = $3, claimed_until = null,
                next_attempt_at = now() + make_interval(secs => $4) ${mine}`,
        [row.messageId, row.attempts, result.error, NO_GATEWAY_WAIT_SECONDS],
      );
    } else if (result.outcome === 'retry' && row.attempts < timings.maxAttempts) {
      await db.query(
        `update message_outbox set status = 'queued', last_error = $3, claimed_until = null,
                next_attempt_at = now() + make_interval(secs => $4) ${mine}`,
        [row.messageId, row.attempts, result.error, backoffSeconds(row.attempts, timings.retrySeconds)],
      );
    } else {
      const error = result.outcome === 'retry' ? `gave up after ${row.attempts} attempts: ${result.error}` : result.error;
      await db.query(`update message_outbox set status = 'failed', last_error = $3, claimed_until = null ${mine}`, [
        row.messageId,
        row.attempts,
        error,
      ]);
    }
  }

  async function deliverOne(row: ClaimedRow, gateways: Map<string, Promise<GatewayConfig | null>>) {
    const slot = `${row.locId}/${row.channel}`;
    if (!gateways.has(slot)) gateways.set(slot, gatewayFor(db, row.locId, row.channel));
    const gateway = await gateways.get(slot)!;
    const unusable = !gateway
      ? `no ${row.channel} gateway is configured for ${row.locId}`
      : !gateway.enabled
        ? `the ${row.channel} gateway of ${row.locId} is disabled`
        : row.channel === 'bot' && !gateway.secret
          ? `the bot gateway of ${row.locId} has no token`
          : null;
    if (unusable || !gateway) return record(row, { outcome: 'park', error: `${unusable}; waiting` });
    const timeoutMs = timings.timeoutSeconds * 1000;
    const result = row.channel === 'sms' ? await sendSms(gateway, row, timeoutMs) : await sendBotMessage(gateway, row, timeoutMs);
    await record(row, result);
  }

  async function deliverDue(): Promise<number> {
    const rows = await claim();
    const gateways = new Map<string, Promise<GatewayConfig | null>>();
    await Promise.all(rows.map((row) => deliverOne(row, gateways)));
    return rows.length;
  }

  // A full batch means more may be due: the next round starts at once.
  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      round = deliverDue()
        .catch((error: unknown) => {
          console.error('[messages] a delivery round failed', error);
          return 0;
        })
        .finally(() => {
          round = null;
        });
      void round.then((claimed) => schedule(claimed === CLAIM_BATCH ? 0 : timings.pollSeconds * 1000));
    }, delayMs);
    // The worker alone never keeps a process alive (a script that prepared a server and is done).
    timer.unref();
  }

  return {
    start() {
      if (timings.pollSeconds <= 0) return;
      stopped = false;
      schedule(timings.pollSeconds * 1000);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await round;
    },
    deliverDue,
  };
}
