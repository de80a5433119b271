/**
 * The bot channel: the Telegram Bot API's `POST {url}/bot{token}/sendMessage` `{ chat_id, text }`
 * (https://core.telegram.org/bots/api#sendmessage). Telegram takes no idempotency key: a worker killed
 * between Telegram's answer and our status write sends that one message again (README "Messaging").
 */
import type { GatewayConfig } from './gateways.ts';
import type { OutboxMessage } from './smsSender.ts';
import { outcomeOfNetworkError, outcomeOfStatus, parseJson, postJson, type SendOutcome } from './sendOutcome.ts';

interface BotAnswer {
  ok?: boolean;
  result?: { message_id?: unknown };
  description?: string;
}

export async function sendBotMessage(gateway: GatewayConfig, message: OutboxMessage, timeoutMs: number): Promise<SendOutcome> {
  try {
    const { status, text } = await postJson(
      `${gateway.url.replace(/\/$/, '')}/bot${gateway.secret ?? ''}/sendMessage`,
      {},
      { chat_id: message.recipient, text: message.body },
      timeoutMs,
    );
    const answer = parseJson(text) as BotAnswer | null;
    if (status < 200 || status >= 300) return outcomeOfStatus(status, answer?.description ?? text);
    // Telegram says ok: false with a description when it refuses what it was sent.
    if (answer?.ok === false) return { outcome: 'failed', error: answer.description ?? 'the Bot API answered ok: false' };
    const id = answer?.result?.message_id;
    return { outcome: 'sent', gatewayRef: id == null ? null : String(id) };
  } catch (error) {
    return outcomeOfNetworkError(error);
  }
}
