/**
 * The bot by getUpdates (BOT_POLLING; issue 23): a poll takes each Update as the webhook would, asks
 * for the updates after the newest one stored, and an Update fetched again is not taken twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureConsoleForFile, startTestServer, type TestServer } from '../testServer.ts';
import { pollBotUpdates } from '../../../server/messaging/inbound/botPolling.ts';
import { MEMBER1_MOBILE, outboxRows, prepareInbound, ticketsOf } from './inboundSupport.ts';

captureConsoleForFile();

let server: TestServer;
const TOKEN = 'polled-bot-token';
const CHAT = 626262;

beforeAll(async () => {
  server = await startTestServer();
  await prepareInbound(server);
  await server.db.query(`update sms_gateways set url = 'http://telegram.test', secret = $1 where loc_id = 'SG' and channel = 'bot'`, [TOKEN]);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/**
 * A Telegram stand-in: answers SG's bot's getUpdates with `updates` every time (ignoring the offset, the
 * worst case) and the other bots' with none, recording the URLs asked.
 */
function fakeTelegram(updates: unknown[]) {
  const asked: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    asked.push(String(input));
    const result = String(input).includes(`/bot${TOKEN}/`) ? updates : [];
    return new Response(JSON.stringify({ ok: true, result }), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { asked, fetchImpl };
}

const message = (updateId: number, body: Record<string, unknown>) => ({
  update_id: updateId,
  message: { message_id: updateId, chat: { id: CHAT }, from: { id: CHAT }, date: 1, ...body },
});

describe('pollBotUpdates', () => {
  it('links by contact and places a bet from the fetched updates, once, and asks past the newest stored', async () => {
    const before = await ticketsOf(server, 'member1');
    const updates = [message(900, { contact: { phone_number: MEMBER1_MOBILE, user_id: CHAT } }), message(901, { text: '3456 1-1' })];
    const telegram = fakeTelegram(updates);
    const now = () => server.now();
    expect(await pollBotUpdates(server.db, now, telegram.fetchImpl)).toBe(2);
    // The first poll has nothing of SG's bot stored yet.
    expect(telegram.asked.filter((url) => url.includes(`/bot${TOKEN}/getUpdates`))[0]).toContain('offset=0');
    expect(await ticketsOf(server, 'member1')).toBe(before + 1);
    expect(await outboxRows(server, 'reply:bot:SG:901')).toHaveLength(1);

    // The same updates again: nothing new is placed or replied, and the offset moved past 901.
    expect(await pollBotUpdates(server.db, now, telegram.fetchImpl)).toBe(2);
    expect(telegram.asked.filter((url) => url.includes(`/bot${TOKEN}/getUpdates`))[1]).toContain('offset=902');
    expect(await ticketsOf(server, 'member1')).toBe(before + 1);
    expect(await outboxRows(server, 'reply:bot:SG:901')).toHaveLength(1);
  });

  it('goes on when a bot answers nonsense or cannot be reached', async () => {
    const broken = (async () => new Response('<html>', { status: 502 })) as unknown as typeof fetch;
    expect(await pollBotUpdates(server.db, () => server.now(), broken)).toBe(0);
  });
});
