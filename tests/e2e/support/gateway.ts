/**
 * The e2e run's local gateway peer (scripts/localGateway.ts, started by playwright.config.ts; every
 * seeded SMS and bot gateway points at it): what the product sent, and incoming messages sent through
 * it as a real gateway would.
 */
import { expect } from '@playwright/test';
import type { ReceivedMessage } from '../../../scripts/localGateway.ts';
import { e2eGatewayUrl } from './gatewayPort.ts';

export type { ReceivedMessage };

/** Everything the peer received so far (GET /received). */
export async function gatewayReceived(): Promise<ReceivedMessage[]> {
  const response = await fetch(`${e2eGatewayUrl}/received`);
  expect(response.ok).toBe(true);
  return (await response.json()) as ReceivedMessage[];
}

/** Forgets what the peer received (DELETE /received), so a spec counts only its own messages. */
export async function clearGateway() {
  expect((await fetch(`${e2eGatewayUrl}/received`, { method: 'DELETE' })).ok).toBe(true);
}

/** Waits until `check` holds for what the peer received (the worker polls), and answers it. */
export async function gatewayReceivedWhen(check: (messages: ReceivedMessage[]) => boolean, timeoutMs = 15_000) {
  let messages: ReceivedMessage[] = [];
  await expect
    .poll(
      async () => {
        messages = await gatewayReceived();
        return check(messages);
      },
      { timeout: timeoutMs },
    )
    .toBe(true);
  return messages;
}

/** An incoming SMS through the peer (POST /inbound -> the product's /api/sms/inbound); answers the product's answer. */
export function smsInbound(message: { messageId: string; from: string; to: string; text: string }) {
  return fetch(`${e2eGatewayUrl}/inbound`, { method: 'POST', body: JSON.stringify(message) });
}

/** An incoming bot update through the peer (POST /bot-inbound/<LocId> -> the product's webhook). */
export function botInbound(locId: string, update: { updateId: number; chatId: number; fromId?: number; text?: string; contactPhone?: string }) {
  return fetch(`${e2eGatewayUrl}/bot-inbound/${locId}`, { method: 'POST', body: JSON.stringify(update) });
}

/** Makes the peer fail its next `count` sends with `status`. */
export async function failGatewaySends(count: number, status = 503) {
  expect((await fetch(`${e2eGatewayUrl}/fail`, { method: 'POST', body: JSON.stringify({ count, status }) })).ok).toBe(true);
}
