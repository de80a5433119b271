/**
 * The local gateway peer (issue 23): a small HTTP server standing in for an SMS provider and for the
 * Telegram Bot API, which are not reachable here. The product's delivery worker sends to it, the tests
 * and the demo read what arrived (GET /received), make it fail (POST /fail) or slow (POST /delay), and
 * drive incoming messages through it (POST /inbound, POST /bot-inbound/<LocId>) as a real gateway would.
 *
 * Like a real SMS gateway it dedupes by Idempotency-Key: a key it has seen answers the first id and
 * records nothing new, which is what makes SMS delivery exactly-once when our worker is killed between
 * the gateway's answer and its own status write. The Bot API has no such key (the README says so).
 *
 *   tsx scripts/localGateway.ts            (port LOCAL_GATEWAY_PORT, default 4175;
 *                                           product PRODUCT_URL, default http://localhost:4173)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { demoInboundSecret, LOCAL_GATEWAY_DEFAULT_PORT } from '../server/messaging/demoGateway.ts';

export interface ReceivedMessage {
  channel: 'sms' | 'bot';
  /** sms: the phone number; bot: the chat id. */
  to: string;
  text: string;
  /** The sender's Idempotency-Key (sms), null on the bot channel (Telegram has none). */
  idempotencyKey: string | null;
  /** ISO time it arrived. */
  at: string;
}

export interface LocalGatewayOptions {
  /** 0 or absent: any free port. */
  port?: number;
  /** Where /inbound and /bot-inbound forward to (the product's origin). */
  productUrl?: string;
  /** What forwarded messages carry as their shared secret. */
  inboundSecret?: string;
}

export interface LocalGateway {
  url: string;
  received(): ReceivedMessage[];
  clear(): void;
  /** The next `count` sends answer `status` (default 503) and record nothing. */
  failNext(count: number, status?: number): void;
  /** Every send waits `ms` before it answers (recorded on arrival, so a caller cut off meanwhile still counts). */
  delay(ms: number): void;
  close(): Promise<void>;
}

const BODY_LIMIT = 64 * 1024;

export async function startLocalGateway(options: LocalGatewayOptions = {}): Promise<LocalGateway> {
  const productUrl = (options.productUrl ?? 'http://localhost:4173').replace(/\/$/, '');
  const inboundSecret = options.inboundSecret ?? demoInboundSecret();
  let received: ReceivedMessage[] = [];
  // Idempotency-Key -> the id first answered; kept across clear() like a real provider's memory.
  const idsByKey = new Map<string, string>();
  let nextId = 1;
  let failures = { count: 0, status: 503 };
  let delayMs = 0;

  // A send that should fail right now answers here (and says true).
  function failedOne(res: ServerResponse): boolean {
    if (failures.count <= 0) return false;
    failures.count -= 1;
    reply(res, failures.status, { error: 'failing on request (POST /fail)' });
    return true;
  }
  const wait = () => new Promise((resolve) => setTimeout(resolve, delayMs));

  async function sendSms(req: IncomingMessage, res: ServerResponse, body: unknown) {
    if (!/^Bearer \S+/.test(req.headers.authorization ?? '')) return reply(res, 401, { error: 'Authorization: Bearer <key> is required' });
    const key = header(req, 'idempotency-key');
    const { to, text } = (body ?? {}) as { to?: unknown; text?: unknown };
    if (typeof to !== 'string' || typeof text !== 'string' || !to || !text) return reply(res, 400, { error: 'to and text are required' });
    if (failedOne(res)) return;
    let id = key ? idsByKey.get(key) : undefined;
    if (!id) {
      id = `local-${nextId++}`;
      if (key) idsByKey.set(key, id);
      received.push({ channel: 'sms', to, text, idempotencyKey: key, at: new Date().toISOString() });
    }
    await wait();
    reply(res, 200, { id });
  }

  async function sendBot(res: ServerResponse, body: unknown) {
    const { chat_id: chatId, text } = (body ?? {}) as { chat_id?: unknown; text?: unknown };
    if ((typeof chatId !== 'string' && typeof chatId !== 'number') || typeof text !== 'string' || !text) {
      return reply(res, 400, { ok: false, error_code: 400, description: 'Bad Request: chat_id and text are required' });
    }
    if (failedOne(res)) return;
    const messageId = nextId++;
    received.push({ channel: 'bot', to: String(chatId), text, idempotencyKey: null, at: new Date().toISOString() });
    await wait();
    reply(res, 200, { ok: true, result: { message_id: messageId, chat: { id: chatId }, text } });
  }

  // Forwards to the product and answers the product's answer (status and body).
  async function forward(res: ServerResponse, path: string, headers: Record<string, string>, payload: unknown) {
    try {
      const answer = await fetch(`${productUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(payload),
      });
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
      res.end(await answer.text());
    } catch (error) {
      reply(res, 502, { error: `product unreachable: ${String(error)}` });
    }
  }

  function inboundBot(res: ServerResponse, locId: string, body: unknown) {
    const b = (body ?? {}) as { updateId?: number; chatId?: string | number; fromId?: string | number; text?: string; contactPhone?: string };
    const chatId = Number(b.chatId);
    const fromId = Number(b.fromId ?? b.chatId);
    // A Telegram Update as setWebhook delivers it (https://core.telegram.org/bots/api#update).
    const update = {
      update_id: b.updateId,
      message: {
        message_id: b.updateId,
        date: Math.floor(Date.now() / 1000),
        chat: { id: chatId, type: 'private' },
        from: { id: fromId, is_bot: false, first_name: 'Local' },
        ...(b.text === undefined ? {} : { text: b.text }),
        ...(b.contactPhone === undefined ? {} : { contact: { phone_number: b.contactPhone, first_name: 'Local', user_id: fromId } }),
      },
    };
    return forward(res, `/api/bot/${encodeURIComponent(locId)}/webhook`, { 'x-telegram-bot-api-secret-token': inboundSecret }, update);
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://peer').pathname;
    const method = req.method ?? 'GET';
    if (method === 'GET' && path === '/received') return reply(res, 200, received);
    if (method === 'DELETE' && path === '/received') {
      received = [];
      return reply(res, 200, { cleared: true });
    }
    if (method !== 'POST') return reply(res, 404, { error: 'not found' });
    let body: unknown;
    try {
      body = await readJson(req);
    } catch (error) {
      return reply(res, 400, { error: String(error) });
    }
    if (path === '/messages') return sendSms(req, res, body);
    const bot = /^\/bot([^/]+)\/sendMessage$/.exec(path);
    if (bot) return sendBot(res, body);
    if (path === '/fail') {
      const { count, status } = (body ?? {}) as { count?: number; status?: number };
      failures = { count: Number(count ?? 1), status: Number(status ?? 503) };
      return reply(res, 200, failures);
    }
    if (path === '/delay') {
      delayMs = Number((body as { ms?: number } | null)?.ms ?? 0);
      return reply(res, 200, { ms: delayMs });
    }
    if (path === '/inbound') return forward(res, '/api/sms/inbound', { 'x-gateway-secret': inboundSecret }, body);
    const botInbound = /^\/bot-inbound\/([^/]+)$/.exec(path);
    if (botInbound) return inboundBot(res, decodeURIComponent(botInbound[1]!), body);
    return reply(res, 404, { error: 'not found' });
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      if (!res.headersSent) reply(res, 500, { error: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received: () => [...received],
    clear: () => {
      received = [];
    },
    failNext: (count, status = 503) => {
      failures = { count, status };
    },
    delay: (ms) => {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' && value ? value : null;
}

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : null;
}

// Run directly: serve until stopped.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.LOCAL_GATEWAY_PORT ?? LOCAL_GATEWAY_DEFAULT_PORT);
  const productUrl = process.env.PRODUCT_URL ?? `http://localhost:${process.env.PORT ?? 4173}`;
  const gateway = await startLocalGateway({ port, productUrl });
  console.log(`Local gateway peer at ${gateway.url} (forwarding inbound messages to ${productUrl}); GET /received lists what arrived.`);
  const stop = () => void gateway.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
