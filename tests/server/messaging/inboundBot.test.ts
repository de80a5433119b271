/**
 * The messaging bot, inbound (spec 02 §2.9; issue 23): POST /api/bot/:LocId/webhook with Telegram
 * Updates. /start asks for the contact; the sender's own contact with a registered number links the
 * chat; a linked chat's text is a bet message (taken once per update_id, one bot reply).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureConsoleForFile, startTestServer, successData, type TestServer } from '../testServer.ts';
import { InboundAnswerSchema } from '../../../contract/smsInbound.ts';
import { botUpdateRequest, MEMBER1_MOBILE, outboxRows, prepareInbound, ticketsOf } from './inboundSupport.ts';

captureConsoleForFile();

let server: TestServer;
let updateId = 7000;
const CHAT = 424242;
const FROM = 515151;

const update = (message: Record<string, unknown>) => ({
  update_id: ++updateId,
  message: { message_id: updateId, chat: { id: CHAT, type: 'private' }, from: { id: FROM, is_bot: false, first_name: 'M' }, date: 1, ...message },
});
const post = (body: unknown, secret?: string) => server.app.request('/api/bot/SG/webhook', botUpdateRequest(body, secret));

beforeAll(async () => {
  server = await startTestServer();
  await prepareInbound(server);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const linkedChat = async () => (await server.db.query<{ bot_chat_id: string | null }>(`select bot_chat_id from users where user_id = 'member1'`)).rows[0]!.bot_chat_id;

describe('POST /api/bot/:LocId/webhook', () => {
  it('refuses a wrong secret, and a location without a bot, with 401, storing nothing', async () => {
    expect((await post(update({ text: '/start' }), 'wrong')).status).toBe(401);
    expect((await server.app.request('/api/bot/MG/webhook', botUpdateRequest(update({ text: '/start' })))).status).toBe(401);
    const { rows } = await server.db.query(`select 1 from inbound_messages where channel = 'bot'`);
    expect(rows).toEqual([]);
  });

  it('a bet from an unlinked chat gets one reply saying so, nothing placed', async () => {
    const body = update({ text: '1234 1-' });
    const answer = await successData(await post(body), InboundAnswerSchema);
    expect(answer.Outcome).toBe('unknown_sender');
    const replies = await outboxRows(server, `reply:bot:SG:${body.update_id}`);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({ channel: 'bot', recipient: String(CHAT) });
    expect(replies[0]!.body).toMatch(/not linked/);
  });

  it('/start asks for the contact; another person’s contact links nothing; the own contact links the chat', async () => {
    const start = update({ text: '/start' });
    expect((await successData(await post(start), InboundAnswerSchema)).Outcome).toBe('prompted');
    expect((await outboxRows(server, `reply:bot:SG:${start.update_id}`))[0]!.body).toMatch(/contact/);

    const someoneElse = update({ contact: { phone_number: `+${MEMBER1_MOBILE}`, user_id: FROM + 1, first_name: 'X' } });
    expect((await successData(await post(someoneElse), InboundAnswerSchema)).Outcome).toBe('unknown_sender');
    expect(await linkedChat()).toBeNull();

    const own = update({ contact: { phone_number: `+${MEMBER1_MOBILE}`, user_id: FROM, first_name: 'M' } });
    expect((await successData(await post(own), InboundAnswerSchema)).Outcome).toBe('linked');
    expect(await linkedChat()).toBe(String(CHAT));
    expect((await outboxRows(server, `reply:bot:SG:${own.update_id}`))[0]!.body).toContain('member1');
  });

  it('then a bet from the linked chat is placed once, replied once by bot, even when the update comes again', async () => {
    const before = await ticketsOf(server, 'member1');
    const body = update({ text: '2345 2-1' });
    const first = await successData(await post(body), InboundAnswerSchema);
    // One ordinary ticket at big $2 + small $1 (DOMAIN.md), on one draw.
    expect(first).toMatchObject({ Outcome: 'placed', Tickets: 1, CostCents: 300 });
    expect(await ticketsOf(server, 'member1')).toBe(before + 1);
    const again = await successData(await post(body), InboundAnswerSchema);
    expect(again).toEqual(first);
    expect(await ticketsOf(server, 'member1')).toBe(before + 1);
    const replies = await outboxRows(server, `reply:bot:SG:${body.update_id}`);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.body).toContain('$3.00');
  });

  it('ignores an Update without a message (an edit), storing nothing', async () => {
    const answer = await successData(await post({ update_id: ++updateId, edited_message: { message_id: 1 } }), InboundAnswerSchema);
    expect(answer).toEqual({ InboundId: 0, Outcome: 'ignored', Tickets: 0, CostCents: 0 });
  });
});
