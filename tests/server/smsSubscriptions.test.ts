/**
 * SMS Subscribe (spec 02 §2.2 /sms/smsSubscribe, §7.15): which users of one's tree receive a
 * location's results and which their strikes. Expected rows are written from the demo data (README
 * "Demo accounts": admin → agent1 → member1, newuser, member2 (SG); admin → agent2 → member3 (SG) and
 * agent3 (MG) → member4 (MG)) and the seed's subscriptions (member1, SG results and strikes, with a
 * demo mobile); the m-lists are the whole branch, the d-list the user and its direct downline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteSMSSubscribe,
  dSMSSubscribeStrikeTree,
  insertMultiSMSSubscribe,
  mSMSSubscribeStrikeTree,
  mSMSSubscribeTree,
  SMSSubscribeById,
} from '../../contract/smsSubscriptions.ts';
import { apiAs, type ApiClient } from './apiClient.ts';
import { signIn, startTestServer, type TestServer } from './testServer.ts';

let server: TestServer;
const as: Record<string, ApiClient> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'agent1', 'agent2', 'member1']) as[user] = apiAs(server, (await signIn(server.app, user)).access_token);
});
afterAll(async () => {
  await server?.close();
});

type Tree = typeof mSMSSubscribeTree | typeof mSMSSubscribeStrikeTree | typeof dSMSSubscribeStrikeTree;
/** The rows as `user subscribed? number?`, by user id. */
async function rows(who: string, call: Tree, query: { LocId: string; UserId?: string }) {
  const page = await as[who]!.data(call, { query: { ...query, SortBy: 'UserId', SortDir: 'asc' } });
  return page.Rows.map((row) => `${row.UserId} ${row.Subscribed ? 'subscribed' : '-'} ${row.HasMobile || row.BotLinked ? 'reachable' : 'no number'}`);
}
const subscriptions = async (kind: string) =>
  (await server.db.query<{ user_id: string; subscribed_by: string }>("select user_id, subscribed_by from sms_subscriptions where loc_id = 'SG' and kind = $1 order by user_id", [kind])).rows.map(
    (row) => `${row.user_id} by ${row.subscribed_by}`,
  );
const audits = async (action: string) => (await server.db.query('select 1 from audit_log where action = $1', [action])).rows.length;

describe('the lists', () => {
  it("answers agent1's member tree at SG with member1 subscribed to results (the seed) and reachable", async () => {
    expect(await rows('agent1', mSMSSubscribeTree, { LocId: 'SG' })).toEqual([
      'agent1 - no number',
      'member1 subscribed reachable',
      'member2 - no number',
      'newuser - no number',
    ]);
    expect(await rows('agent1', mSMSSubscribeStrikeTree, { LocId: 'SG' })).toContain('member1 subscribed reachable');
  });

  it("lists only users working at the location, every depth for m-, the direct downline for d-", async () => {
    // agent2's branch at MG: agent2, agent3 (MG), member4 (MG, below agent3); member3 works at SG only.
    expect((await rows('admin', mSMSSubscribeStrikeTree, { LocId: 'MG', UserId: 'agent2' })).map((row) => row.split(' ')[0])).toEqual(['agent2', 'agent3', 'member4']);
    expect((await rows('admin', dSMSSubscribeStrikeTree, { LocId: 'MG', UserId: 'agent2' })).map((row) => row.split(' ')[0])).toEqual(['agent2', 'agent3']);
    expect((await rows('admin', dSMSSubscribeStrikeTree, { LocId: 'SG', UserId: 'agent2' })).map((row) => row.split(' ')[0])).toEqual(['agent2', 'member3']);
  });

  it('sums the rows: users, subscribed, and those with no number', async () => {
    const page = await as.agent1!.data(mSMSSubscribeTree, { query: { LocId: 'SG' } });
    expect(page.Totals).toEqual({ Users: 4, Subscribed: 1, NoNumber: 3 });
  });

  it("refuses a user of another branch (403), and a member sees only itself", async () => {
    await as.agent2!.refused(mSMSSubscribeTree, 403, { query: { LocId: 'SG', UserId: 'agent1' } });
    await as.agent1!.refused(dSMSSubscribeStrikeTree, 403, { query: { LocId: 'SG', UserId: 'member3' } });
    await as.agent1!.refused(SMSSubscribeById, 403, { query: { LocId: 'SG', UserId: 'member3' } });
    expect(await rows('member1', mSMSSubscribeTree, { LocId: 'SG' })).toEqual(['member1 subscribed reachable']);
  });

  it("answers one user's subscriptions", async () => {
    expect(await as.agent1!.data(SMSSubscribeById, { query: { LocId: 'SG', UserId: 'member1' } })).toEqual({
      UserId: 'member1', LocId: 'SG', Result: true, Strike: true, HasMobile: true, BotLinked: false,
    });
    expect(await as.admin!.data(SMSSubscribeById, { query: { LocId: 'SG', UserId: 'member3' } })).toMatchObject({ Result: false, Strike: false, HasMobile: false });
  });
});

describe('subscribing and unsubscribing', () => {
  it('subscribes several users at once, one with no number too, with one audit row', async () => {
    const before = await audits('smsSubscribe.add');
    expect(await as.agent1!.data(insertMultiSMSSubscribe, { body: { LocId: 'SG', UserIds: ['member2', 'newuser'], Kind: 'result' } })).toEqual({
      Subscribed: ['member2', 'newuser'], Already: [],
    });
    expect(await subscriptions('result')).toEqual(['member1 by agent1', 'member2 by agent1', 'newuser by agent1']);
    expect(await audits('smsSubscribe.add')).toBe(before + 1);
    // The list says newuser will get nothing: it has no number.
    expect(await rows('agent1', mSMSSubscribeTree, { LocId: 'SG' })).toContain('newuser subscribed no number');
  });

  it('is idempotent: subscribing again keeps one row each and writes nothing', async () => {
    const before = await audits('smsSubscribe.add');
    expect(await as.agent1!.data(insertMultiSMSSubscribe, { body: { LocId: 'SG', UserIds: ['member2', 'NEWUSER'], Kind: 'result' } })).toEqual({
      Subscribed: [], Already: ['member2', 'newuser'],
    });
    expect(await subscriptions('result')).toEqual(['member1 by agent1', 'member2 by agent1', 'newuser by agent1']);
    expect(await audits('smsSubscribe.add')).toBe(before);
  });

  it('writes nothing when one user is outside the tree (403), or away from the location (400)', async () => {
    await as.agent1!.refused(insertMultiSMSSubscribe, 403, { body: { LocId: 'SG', UserIds: ['agent1', 'member3'], Kind: 'strike' } });
    await as.agent1!.refused(insertMultiSMSSubscribe, 403, { body: { LocId: 'SG', UserIds: ['agent1', 'nobody'], Kind: 'strike' } });
    await as.agent1!.refused(deleteSMSSubscribe, 403, { body: { LocId: 'SG', UserIds: ['member1', 'member3'], Kind: 'strike' } });
    const away = await as.admin!.refused(insertMultiSMSSubscribe, 400, { body: { LocId: 'SG', UserIds: ['agent1', 'member4'], Kind: 'strike' } });
    expect(away.message).toBe('member4 does not work at SG.');
    expect(await subscriptions('strike')).toEqual(['member1 by agent1']);
  });

  it('answers bad input with 400: no users, a wrong kind, a malformed id', async () => {
    await as.agent1!.refused(insertMultiSMSSubscribe, 400, { body: { LocId: 'SG', UserIds: [], Kind: 'result' } });
    await as.agent1!.refused(insertMultiSMSSubscribe, 400, { body: { LocId: 'SG', UserIds: ['member2'], Kind: 'results' } });
    await as.agent1!.refused(deleteSMSSubscribe, 400, { body: { LocId: 'SG', UserIds: ['<b>'], Kind: 'result' } });
  });

  it('unsubscribes with an audit row; unsubscribing again changes nothing', async () => {
    const before = await audits('smsSubscribe.delete');
    expect(await as.agent1!.data(deleteSMSSubscribe, { body: { LocId: 'SG', UserIds: ['member2', 'newuser'], Kind: 'result' } })).toEqual({ Unsubscribed: ['member2', 'newuser'] });
    expect(await subscriptions('result')).toEqual(['member1 by agent1']);
    expect(await as.agent1!.data(deleteSMSSubscribe, { body: { LocId: 'SG', UserIds: ['member2'], Kind: 'result' } })).toEqual({ Unsubscribed: [] });
    expect(await audits('smsSubscribe.delete')).toBe(before + 1);
    // The strike subscription of member1 is untouched.
    expect(await subscriptions('strike')).toEqual(['member1 by agent1']);
  });

  it('makes the caller the subscriber of record when an upline subscribes again', async () => {
    expect(await as.admin!.data(insertMultiSMSSubscribe, { body: { LocId: 'SG', UserIds: ['member1'], Kind: 'strike' } })).toEqual({ Subscribed: [], Already: ['member1'] });
    expect(await subscriptions('strike')).toEqual(['member1 by admin']);
  });
});
