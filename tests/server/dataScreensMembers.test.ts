/** The member tree as lists (GET dMemberAllRole, GET mLoadDirectDownLine): the caller's tree only, decided from the database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directDownline, memberListAllRoles, type UserListItem } from '../../contract/members.ts';
import { errorEnvelope, startTestServer, type TestServer } from './testServer.ts';
import { apiAs, type ApiClient } from './apiClient.ts';
import { queryOf, signInAll, type Account, type QueryOf } from './dataScreens.ts';

let server: TestServer;
let api: Record<Account, ApiClient>;

beforeAll(async () => {
  server = await startTestServer();
  api = await signInAll(server);
});
afterAll(async () => {
  await server?.close();
});

type ListCall = typeof memberListAllRoles | typeof directDownline;
const list = (user: Account, endpoint: ListCall, query: QueryOf<ListCall>) => api[user].data(endpoint, { query });
const ids = (users: readonly UserListItem[]) => users.map((user) => user.UserId).sort();

describe('GET dMemberAllRole', () => {
  it('answers the caller and its whole downline, every role', async () => {
    expect(ids(await list('agent1', memberListAllRoles, { LocId: 'SG' }))).toEqual(['agent1', 'member1', 'member2', 'newuser']);
    expect(ids(await list('agent2', memberListAllRoles, {}))).toEqual(['agent2', 'agent3', 'member3', 'member4']);
    expect(ids(await list('member1', memberListAllRoles, {}))).toEqual(['member1']);
    expect(ids(await list('admin', memberListAllRoles, {}))).toEqual(
      ['admin', 'agent1', 'agent2', 'agent3', 'member1', 'member2', 'member3', 'member4', 'newuser', 'ttagent'],
    );
    const agent2 = await list('agent2', memberListAllRoles, {});
    expect(agent2.find((user) => user.UserId === 'member4')).toEqual({ UserId: 'member4', UserName: '', Role: 'MEM', ParentId: 'agent3' });
    expect(agent2.find((user) => user.UserId === 'agent3')).toMatchObject({ Role: 'AG', ParentId: 'agent2' });
  });

  it('follows the database, not the token: a user moved out of the tree leaves the list', async () => {
    await server.db.query(`update users set parent_id = 'agent1' where user_id = 'member3'`);
    try {
      expect(ids(await list('agent2', memberListAllRoles, {}))).toEqual(['agent2', 'agent3', 'member4']);
      expect(ids(await list('agent1', memberListAllRoles, {}))).toContain('member3');
    } finally {
      await server.db.query(`update users set parent_id = 'agent2' where user_id = 'member3'`);
    }
  });
});

describe('GET mLoadDirectDownLine', () => {
  it("answers one user's direct downline, the caller's by default", async () => {
    expect(ids(await list('agent2', directDownline, {}))).toEqual(['agent3', 'member3']);
    expect(ids(await list('agent2', directDownline, { UserId: 'agent3' }))).toEqual(['member4']);
    expect(ids(await list('admin', directDownline, { UserId: 'AGENT1' }))).toEqual(['member1', 'member2', 'newuser']);
    expect(await list('member1', directDownline, {})).toEqual([]);
  });

  it('refuses a user outside the caller’s tree with 403, and bad input with 400', async () => {
    for (const [user, other] of [['agent1', 'agent2'], ['agent1', 'member3'], ['agent3', 'agent2'], ['member1', 'agent1'], ['agent1', 'nobody']] as const) {
      const body = await errorEnvelope(await api[user].request(directDownline, { query: { UserId: other } }), 403);
      expect(body.message).toBe(`User ${other} is not in your downline.`);
    }
    for (const query of ['UserId=', 'UserId=a%20b', `UserId=${'x'.repeat(65)}`, 'LocId=S1']) {
      await errorEnvelope(await api.agent1.request(directDownline, { query: queryOf(query) }), 400);
    }
    await errorEnvelope(await api.agent1.request(memberListAllRoles, { query: { LocId: 'S\0' } }), 400);
  });

  it('answers 401 without a session', async () => {
    const anonymous = apiAs(server);
    await anonymous.refused(memberListAllRoles, 401);
    await anonymous.refused(directDownline, 401);
  });
});
