import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberProfileSchema } from '../../contract/memberProfile.ts';
import { bearer, errorEnvelope, signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { figuresFromLedger } from './ledgerSupport.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'agent1', 'agent2', 'member1']) tokens[user] = (await signIn(server.app, user)).access_token;
});
afterAll(async () => {
  await server?.close();
});

const request = (caller: string | null, query: string) =>
  server.app.request(`/api/v1/mMemberProfile${query}`, caller ? bearer(tokens[caller]!) : undefined);

describe('GET mMemberProfile?UserId=', () => {
  it("answers the profile of a user in the caller's downline, with its upline and credit figures", async () => {
    const profile = await successData(await request('agent1', '?UserId=member2&LocId=SG'), MemberProfileSchema);
    expect(profile).toEqual({
      UserId: 'member2', Role: 'MEM', LocId: 'SG', Rank: 2, ParentId: 'agent1', ...(await figuresFromLedger(server.db, 'member2')),
    });
  });

  it('answers deeper downlines, the caller itself, and anyone for an admin', async () => {
    expect((await successData(await request('agent2', '?UserId=member4'), MemberProfileSchema)).ParentId).toBe('agent3');
    expect((await successData(await request('member1', '?UserId=member1'), MemberProfileSchema)).UserId).toBe('member1');
    expect((await successData(await request('admin', '?UserId=member3'), MemberProfileSchema)).ParentId).toBe('agent2');
  });

  it('reads ids without regard to case, as at sign-in', async () => {
    expect((await successData(await request('agent1', '?UserId=MEMBER1'), MemberProfileSchema)).UserId).toBe('member1');
  });

  it('refuses users outside the downline with 403 Unauthorized Access, unknown ids alike', async () => {
    for (const [caller, target] of [['agent1', 'member3'], ['agent1', 'admin'], ['member1', 'member2'], ['agent2', 'nobody']]) {
      const body = await errorEnvelope(await request(caller!, `?UserId=${target}`), 403);
      expect(body.message, `${caller} -> ${target}`).toBe('Unauthorized Access');
    }
  });

  it('answers 400 for a missing or malformed UserId, and 401 without a session', async () => {
    expect((await errorEnvelope(await request('agent1', ''), 400)).message).toMatch(/^UserId: /);
    expect((await errorEnvelope(await request('agent1', '?UserId=%3Cscript%3E'), 400)).message).toMatch(/user id/);
    await errorEnvelope(await request(null, '?UserId=member1'), 401);
  });
});
