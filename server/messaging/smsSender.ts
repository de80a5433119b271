/**
 * The SMS channel: `POST {url}/messages` with the gateway's key as a bearer token and the message's
 * idempotency key as `Idempotency-Key`, so a gateway that already took the message (our instance died
 * before writing 'sent') answers it again without sending a second SMS. The README says how to put a
 * real provider behind this shape.
 */
import type { GatewayConfig } from './gateways.ts';
import { outcomeOfNetworkError, outcomeOfStatus, parseJson, postJson, type SendOutcome } from './sendOutcome.ts';

export interface OutboxMessage {
  messageId: number;
  idempotencyKey: string;
  recipient: string;
  body: string;
}

export async function sendSms(gateway: GatewayConfig, message: OutboxMessage, timeoutMs: number): Promise<SendOutcome> {
  const headers: Record<string, string> = { 'idempotency-key': message.idempotencyKey };
  if (gateway.secret) headers.authorization = `Bearer ${gateway.secret}`;
  try {
    const { status, text } = await postJson(
      `${gateway.url.replace(/\/$/, '')}/messages`,
      headers,
      { to: message.recipient, text: message.body, reference: String(message.messageId) },
      timeoutMs,
    );
    if (status < 200 || status >= 300) return outcomeOfStatus(status, text);
    const answer = parseJson(text) as { id?: unknown } | null;
    return { outcome: 'sent', gatewayRef: answer?.id == null ? null : String(answer.id) };
  } catch (error) {
    return outcomeOfNetworkError(error);
  }
}
