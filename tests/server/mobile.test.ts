/**
 * Mobile (spec 02 §2.2, §2.9, §7.2): the number registered for SMS betting, a downline's number, the
 * bet-entry alert and the intake priority. Numbers are international, digits only, without '+';
 * Singapore's begin with 65 and have 8 digits after it. The expected messages are the rule's
 * (domain/phone.ts), the cases written here from the spec.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mobile, priorityInTakes, updateBetEntryAlert, updateDownlineMobile, updateMobile, updatePriorityInTakes } from '../../contract/mobile.ts';
import { PHONE_MESSAGES } from '../../domain/phone.ts';
import { DEMO_MEMBER1_MOBILE } from '../../server/db/seedSms.ts';
import { apiAs, type ApiClient } from './apiClient.ts';
import { signIn, startTestServer, type TestServer } from './testServer.ts';

let server: TestServer;
const as: Record<string, ApiClient> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'agent1', 'agent2', 'member1', 'member2']) as[user] = apiAs(server, (await signIn(server.app, user)).access_token);
});
afterAll(async () => {
  await server?.close();
});

const stored = async (userId: string) =>
  (await server.db.query<{ mobile: string | null; bet_entry_alert: boolean }>('select mobile, bet_entry_alert from users where user_id = $1', [userId])).rows[0]!;
const auditsOf = async (action: string, userId: string) =>
  (await server.db.query<{ user_id: string; before: unknown; after: unknown }>(
    `select user_id, before, after from audit_log where action = $1 and entity_id = $2 order by audit_id`, [action, userId],
  )).rows;
async function problem(response: Response) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { message: string; data: { Problems: { Field: string; Message: string }[] } };
  return body.data.Problems.map((p) => `${p.Field}: ${p.Message}`);
}

describe('one own number', () => {
  it('answers the caller own record: the demo number the seed registered (server/db/seedSms.ts)', async () => {
    expect(await as.member1!.data(mobile, { query: { LocId: 'SG' } })).toEqual({ UserId: 'member1', Mobile: DEMO_MEMBER1_MOBILE, BetEntryAlert: false });
  });

  it('registers a Singapore number (65 and 8 digits) and another country\'s, with an audit row', async () => {
    expect(await as.member1!.data(updateMobile, { body: { LocId: 'SG', Mobile: '6591234567' } })).toEqual({ UserId: 'member1', Mobile: '6591234567', BetEntryAlert: false });
    expect((await stored('member1')).mobile).toBe('6591234567');
    expect(await auditsOf('mobile.update', 'member1')).toEqual([
      { user_id: 'member1', before: { UserId: 'member1', Mobile: DEMO_MEMBER1_MOBILE, BetEntryAlert: false }, after: { UserId: 'member1', Mobile: '6591234567', BetEntryAlert: false } },
    ]);
    // Malaysia: 60 and 9 digits.
    expect((await as.member2!.data(updateMobile, { body: { LocId: 'SG', Mobile: ' 60123456789 ' } })).Mobile).toBe('60123456789');
  });

  it.each([
    ['+6591234567', PHONE_MESSAGES.plus],
    ['65 9123 4567', PHONE_MESSAGES.digits],
    ['65-91234567', PHONE_MESSAGES.digits],
    ['91234567', PHONE_MESSAGES.singapore],
    ['659123456', PHONE_MESSAGES.singaporeLength],
    ['65912345678', PHONE_MESSAGES.singaporeLength],
    ['1234567890123456', PHONE_MESSAGES.tooLong],
  ])('refuses %s with "%s" on its field, writing nothing', async (number, message) => {
    expect(await problem(await as.member1!.request(updateMobile, { body: { LocId: 'SG', Mobile: number } }))).toEqual([`Mobile: ${message}`]);
    expect((await stored('member1')).mobile).toBe('6591234567');
  });

  it("refuses another user's number: a number names one bettor", async () => {
    expect(await problem(await as.member2!.request(updateMobile, { body: { LocId: 'SG', Mobile: '6591234567' } }))).toEqual([
      'Mobile: This number is registered to another user.',
    ]);
    // Its own number again is no conflict.
    expect((await as.member1!.data(updateMobile, { body: { LocId: 'SG', Mobile: '6591234567' } })).Mobile).toBe('6591234567');
  });

  it('answers bad input with 400', async () => {
    await as.member1!.refused(updateMobile, 400, { body: { LocId: 'SG', Mobile: 6591234567 } });
    await as.member1!.refused(updateBetEntryAlert, 400, { body: { LocId: 'SG', BetEntryAlert: 'yes' } });
    await as.member1!.refused(mobile, 400, { query: { LocId: 'SG', UserId: '<script>' } });
  });
});

describe("a downline's number (mobile2) and the tree", () => {
  it("lets an agent read and set its downline's number, with an audit row naming the agent", async () => {
    expect((await as.agent1!.data(updateDownlineMobile, { body: { LocId: 'SG', UserId: 'member2', Mobile: '6581234567' } })).Mobile).toBe('6581234567');
    expect(await as.agent1!.data(mobile, { query: { LocId: 'SG', UserId: 'member2' } })).toEqual({ UserId: 'member2', Mobile: '6581234567', BetEntryAlert: false });
    expect((await auditsOf('mobile.update', 'member2')).at(-1)!.user_id).toBe('agent1');
  });

  it('refuses users outside the tree (403) on every mobile call, unknown ids alike', async () => {
    await as.agent1!.refused(updateDownlineMobile, 403, { body: { LocId: 'SG', UserId: 'member3', Mobile: '6571234567' } });
    await as.agent1!.refused(mobile, 403, { query: { LocId: 'SG', UserId: 'member3' } });
    await as.member1!.refused(updateDownlineMobile, 403, { body: { LocId: 'SG', UserId: 'member2', Mobile: '6571234567' } });
    await as.member1!.refused(mobile, 403, { query: { LocId: 'SG', UserId: 'agent1' } });
    await as.agent2!.refused(updateDownlineMobile, 403, { body: { LocId: 'SG', UserId: 'nobody', Mobile: '6571234567' } });
    expect(await problem(await as.agent1!.request(updateDownlineMobile, { body: { LocId: 'SG', UserId: '', Mobile: '6571234567' } }))).toEqual([
      'UserId: UserId is required.',
    ]);
    expect((await stored('member3')).mobile).toBeNull();
  });

  it('removes a number when it is emptied', async () => {
    expect((await as.agent1!.data(updateDownlineMobile, { body: { LocId: 'SG', UserId: 'member2', Mobile: '' } })).Mobile).toBe('');
    expect((await stored('member2')).mobile).toBeNull();
  });
});

describe('the bet-entry alert', () => {
  it('switches the caller own flag, with an audit row', async () => {
    expect((await as.member1!.data(updateBetEntryAlert, { body: { LocId: 'SG', BetEntryAlert: true } })).BetEntryAlert).toBe(true);
    expect((await stored('member1')).bet_entry_alert).toBe(true);
    const [row] = await auditsOf('mobile.betEntryAlert', 'member1');
    expect(row).toMatchObject({ user_id: 'member1', before: { BetEntryAlert: false }, after: { BetEntryAlert: true } });
  });
});

describe('the intake priority', () => {
  it('keeps the direct downlines in the order given, with an audit row', async () => {
    expect(await as.agent2!.data(priorityInTakes, { query: { LocId: 'SG' } })).toEqual({ PriorityInTakes: '' });
    expect(await as.agent2!.data(updatePriorityInTakes, { body: { LocId: 'SG', PriorityInTakes: 'agent3, MEMBER3' } })).toEqual({ PriorityInTakes: 'agent3,member3' });
    expect(await as.agent2!.data(priorityInTakes, { query: { LocId: 'SG' } })).toEqual({ PriorityInTakes: 'agent3,member3' });
    expect(await auditsOf('priorityInTakes.update', 'agent2')).toEqual([
      { user_id: 'agent2', before: { PriorityInTakes: [] }, after: { PriorityInTakes: ['agent3', 'member3'] } },
    ]);
  });

  it('refuses a user that is not a direct downline (deeper ones and others alike) and a user named twice', async () => {
    expect(await problem(await as.agent2!.request(updatePriorityInTakes, { body: { LocId: 'SG', PriorityInTakes: 'member4' } }))).toEqual([
      'PriorityInTakes: member4 is not one of your direct downlines.',
    ]);
    expect(await problem(await as.agent2!.request(updatePriorityInTakes, { body: { LocId: 'SG', PriorityInTakes: 'member1' } }))).toEqual([
      'PriorityInTakes: member1 is not one of your direct downlines.',
    ]);
    expect(await problem(await as.agent2!.request(updatePriorityInTakes, { body: { LocId: 'SG', PriorityInTakes: 'agent3,agent3' } }))).toEqual([
      'PriorityInTakes: agent3 is listed twice.',
    ]);
    expect(await as.agent2!.data(priorityInTakes, { query: { LocId: 'SG' } })).toEqual({ PriorityInTakes: 'agent3,member3' });
  });
});
