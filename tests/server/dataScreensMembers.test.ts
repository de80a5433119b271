/** The member tree as lists (GET dMemberAllRole, GET mLoadDirectDownLine): the caller's tree only, decided from the database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserListSchema, type UserListItem } from '../../contract/members.ts';
import { errorEnvelope, startTestServer, successData, type TestServer } from './testServer.ts';
import { get, signInAll, type Account } from './dataScreens.ts';

let server: TestServer;
let tokens: Record<Account, string>;

beforeAll(async () => {
  server = await startTestServer();
  tokens = await signInAll(server);
});
afterAll(async () => {
  await server?.close();
});

const list = async (user: Account, path: string) => successData(await get(server, tokens[user], path), UserListSchema);
const ids = (users: readonly UserListItem[]) => users.map((user) => user.UserId).sort();

describe('GET dMemberAllRole', () => {
  it('answers the caller and its whole downline, every role', async () => {
    expect(ids(await list('agent1', 'dMemberAllRole?LocId=SG'))).toEqual(['agent1', 'member1', 'member2', 'newuser']);
    expect(ids(await list('agent2', 'dMemberAllRole'))).toEqual(['agent2', 'agent3', 'member3', 'member4']);
    expect(ids(await list('member1', 'dMemberAllRole'))).toEqual(['member1']);
    expect(ids(await list('admin', 'dMemberAllRole'))).toEqual(
      ['admin', 'agent1', 'agent2', 'agent3', 'member1', 'member2', 'member3', 'member4', 'newuser', 'ttagent'],
    );
    const agent2 = await list('agent2', 'dMemberAllRole');
    expect(agent2.find((user) => user.UserId === 'member4')).toEqual({ UserId: 'member4', UserName: '', Role: 'MEM', ParentId: 'agent3' });
    expect(agent2.find((user) => user.UserId === 'agent3')).toMatchObject({ Role: 'AG', ParentId: 'agent2' });
  });

  it('follows the database, not the token: a user moved out of the tree leaves the list', async () => {
    await server.db.query(`update users set parent_id = 'agent1' where user_id = 'member3'`);
    try {
      expect(ids(await list('agent2', 'dMemberAllRole'))).toEqual(['agent2', 'agent3', 'member4']);
      expect(ids(await list('agent1', 'dMemberAllRole'))).toContain('member3');
    } finally {
      await server.db.query(`update users set parent_id = 'agent2' where user_id = 'member3'`);
    }
  });
});

describe('GET mLoadDirectDownLine', () => {
  it("answers one user's direct downline, the caller's by default", async () => {
    expect(ids(await list('agent2', 'mLoadDirectDownLine'))).toEqual(['agent3', 'member3']);
    expect(ids(await list('agent2', 'mLoadDirectDownLine?UserId=agent3'))).toEqual(['member4']);
    expect(ids(await list('admin', 'mLoadDirectDownLine?UserId=AGENT1'))).toEqual(['member1', 'member2', 'newuser']);
    expect(await list('member1', 'mLoadDirectDownLine')).toEqual([]);
  });

  it('refuses a user outside the caller’s tree with 403, and bad input with 400', async () => {
    for (const [user, other] of [['agent1', 'agent2'], ['agent1', 'member3'], ['agent3', 'agent2'], ['member1', 'agent1'], ['agent1', 'nobody']] as const) {
      const body = await errorEnvelope(await get(server, tokens[user], `mLoadDirectDownLine?UserId=${other}`), 403);
      expect(body.message).toBe(`User ${other} is not in your downline.`);
    }
    for (const query of ['UserId=', 'UserId=a%20b', `UserId=${'x'.repeat(65)}`, 'LocId=S1']) {
      await errorEnvelope(await get(server, tokens.agent1, `mLoadDirectDownLine?${query}`), 400);
    }
    await errorEnvelope(await get(server, tokens.agent1, 'dMemberAllRole?LocId=S%00'), 400);
  });

  it('answers 401 without a session', async () => {
    await errorEnvelope(await server.app.request('/api/v1/dMemberAllRole'), 401);
    await errorEnvelope(await server.app.request('/api/v1/mLoadDirectDownLine'), 401);
  });
});
