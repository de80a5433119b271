/**
 * Permission (spec 02 §6, §7.12; issue 20): who may grant and revoke what (server/permissions/rules.ts),
 * the audit row of each write, the tree scope of every permission call, bad input, and the
 * enforcement of every endpoint's `attribute` (server/http/implement.ts). The oracle is the rule as
 * written in rules.ts and the spec's lists, never the SQL: granted lists are compared with lists built
 * here from contract/permissionAttributes.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_ATTRIBUTES } from '../../contract/permissionAttributes.ts';
import { GRANTABLE_NAMES, grantableNames, grantPermission, permissionGranted, permissions, revokePermission } from '../../contract/permissions.ts';
import { ticketPage } from '../../contract/bets.ts';
import { profile } from '../../contract/profile.ts';
import { apiAs, type ApiClient } from './apiClient.ts';
import { signIn, startTestServer, type TestServer } from './testServer.ts';
import { contractEndpoints, endpointKey } from './fuzz/contractEndpoints.ts';
import { examples } from './fuzz/examples.ts';
import { tableChecksums } from './fuzz/tableChecksum.ts';

let server: TestServer;
const as: Record<string, ApiClient> = {};
const USERS = ['admin', 'agent1', 'member1', 'member2', 'agent2', 'agent3', 'member3', 'member4'];

beforeAll(async () => {
  server = await startTestServer();
  for (const user of USERS) as[user] = apiAs(server, (await signIn(server.app, user)).access_token);
});
afterAll(async () => {
  await server?.close();
});

const grantedOf = async (userId: string) =>
  (await server.db.query<{ granted: string[] }>('select granted from users where user_id = $1', [userId])).rows[0]!.granted;
const audits = async (action: string, entityId: string) =>
  (
    await server.db.query<{ user_id: string; before: { Granted: string[] }; after: { Granted: string[] } }>(
      `select user_id, before, after from audit_log where action = $1 and entity = 'user' and entity_id = $2 order by audit_id`,
      [action, entityId],
    )
  ).rows;
const auditCount = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from audit_log')).rows[0]!.n;
const grant = (caller: string, UserId: string, Attribute: string) => as[caller]!.request(grantPermission, { body: { LocId: 'SG', UserId, Attribute } });
const problemsOf = async (response: Response) => {
  expect(response.status).toBe(400);
  return ((await response.json()) as { data: { Problems: { Field: string; Code: string }[] } }).data.Problems.map((p) => `${p.Field}:${p.Code}`);
};

describe('reading permissions', () => {
  it("lists a user's names, one row per name, id UserId:Attribute", async () => {
    const page = await as.admin!.data(permissions, { query: { LocId: 'SG', UserId: 'member1', SortBy: 'Attribute', SortDir: 'asc' } });
    // The seed gives member1 no menu name and (migration 0019) every §6 attribute.
    const expected = [...PERMISSION_ATTRIBUTES].sort();
    expect(page.Rows.map((row) => row.Attribute)).toEqual(expected);
    expect(page.Rows.every((row) => row.UserId === 'member1' && row.PermissionId === `member1:${row.Attribute}`)).toBe(true);
    expect(page.Totals).toEqual({ Permissions: expected.length });
  });

  it("lists the caller's downline without the caller's own names", async () => {
    const page = await as.admin!.data(permissions, { query: { LocId: 'SG' } });
    const users = new Set(page.Rows.map((row) => row.UserId));
    expect(users.has('admin')).toBe(false);
    expect(users).toEqual(new Set(['agent1', 'member1', 'newuser', 'member2', 'ttagent', 'agent2', 'member3', 'agent3', 'member4']));
    expect(page.Rows).toContainEqual({ PermissionId: 'agent1:DrawSetting', UserId: 'agent1', Attribute: 'DrawSetting' });
  });

  it('is for granters only (AdminEdit), and only within their tree', async () => {
    // agent1 holds no AdminEdit in the seed.
    expect((await as.agent1!.refused(permissions, 403, { query: { LocId: 'SG' } })).message).toBe('Unauthorized Access');
    await as.agent1!.refused(grantableNames, 403, { query: { LocId: 'SG' } });
    expect(await as.admin!.data(grantableNames, { query: { LocId: 'SG' } })).toHaveLength(PERMISSION_ATTRIBUTES.length + 8);
  });

  it("answers permissionGranted for users of the caller's tree, 403 outside it", async () => {
    expect(await as.member1!.data(permissionGranted, { query: { LocId: 'SG', UserId: 'member1', Attribute: 'TICKET' } })).toBe(true);
    expect(await as.agent1!.data(permissionGranted, { query: { LocId: 'SG', UserId: 'member1', Attribute: 'AdminEdit' } })).toBe(false);
    expect(await as.agent1!.data(permissionGranted, { query: { LocId: 'SG', UserId: 'agent1', Attribute: 'DrawSetting' } })).toBe(true);
    await as.member1!.refused(permissionGranted, 403, { query: { LocId: 'SG', UserId: 'member2', Attribute: 'TICKET' } });
    await as.agent1!.refused(permissionGranted, 403, { query: { LocId: 'SG', UserId: 'member3', Attribute: 'TICKET' } });
  });
});

describe('granting', () => {
  it('lets a granter give a name it holds to a user of its downline, with an audit row', async () => {
    const before = await grantedOf('agent2');
    const row = await as.admin!.data(grantPermission, { body: { LocId: 'SG', UserId: 'agent2', Attribute: 'AdminEdit' } });
    expect(row).toEqual({ PermissionId: 'agent2:AdminEdit', UserId: 'agent2', Attribute: 'AdminEdit' });
    expect(await grantedOf('agent2')).toEqual([...before, 'AdminEdit']);
    expect(await audits('permission.grant', 'agent2')).toEqual([{ user_id: 'admin', before: { Granted: before }, after: { Granted: [...before, 'AdminEdit'] } }]);
    // Now a granter: what it may grant is what it holds.
    const names = (await apiAs(server, (await signIn(server.app, 'agent2')).access_token).data(grantableNames, { query: { LocId: 'SG' } })).map((r) => r.Attribute);
    expect(names).toEqual(GRANTABLE_NAMES.filter((name) => [...before, 'AdminEdit'].includes(name)));
    expect(names).toContain('OutSet');
    expect(names).not.toContain('DrawSetting');
  });

  it('refuses a name the granter does not hold, itself, users outside its tree, and a name held already', async () => {
    const written = await auditCount();
    expect(await problemsOf(await grant('agent2', 'agent3', 'DrawSetting'))).toEqual(['Attribute:notHeld']);
    expect(await problemsOf(await grant('agent2', 'agent2', 'OutSet'))).toEqual(['UserId:self']);
    expect(await problemsOf(await grant('agent2', 'agent3', 'TICKET'))).toEqual(['Attribute:held']);
    expect((await as.agent2!.refused(grantPermission, 403, { body: { LocId: 'SG', UserId: 'member1', Attribute: 'OutSet' } })).message).toBe('Unauthorized Access');
    await as.agent2!.refused(grantPermission, 403, { body: { LocId: 'SG', UserId: 'nobody', Attribute: 'OutSet' } });
    // A non-granter may not grant at all, even within its tree.
    await as.agent1!.refused(grantPermission, 403, { body: { LocId: 'SG', UserId: 'member1', Attribute: 'Report' } });
    expect(await auditCount()).toBe(written);
  });

  it('never gives a downline more than its upline: the direct upline must hold the name', async () => {
    // agent3 (under agent2) holds no FixedSetting: member4 below it cannot be given it, even by admin.
    expect(await problemsOf(await grant('admin', 'member4', 'FixedSetting'))).toEqual(['Attribute:uplineLacks']);
    expect((await as.agent2!.data(grantPermission, { body: { LocId: 'SG', UserId: 'agent3', Attribute: 'OutSet' } })).UserId).toBe('agent3');
    expect((await as.admin!.data(grantPermission, { body: { LocId: 'SG', UserId: 'member4', Attribute: 'OutSet' } })).UserId).toBe('member4');
  });

  it('answers bad input with 400 and its field, writing nothing', async () => {
    const written = await auditCount();
    expect(await problemsOf(await grant('admin', '', ''))).toEqual(['UserId:required', 'Attribute:required']);
    expect(await problemsOf(await grant('admin', 'member1', '*'))).toEqual(['Attribute:unknown']);
    expect(await problemsOf(await grant('admin', 'member1', 'RPTFULL3'))).toEqual(['Attribute:unknown']);
    await as.admin!.refused(grantPermission, 400, { body: { LocId: 'SG', UserId: 42, Attribute: 'Report' } });
    await as.admin!.refused(permissionGranted, 400, { query: { LocId: 'SG', UserId: 'member1', Attribute: 'NOPE' } });
    await as.admin!.refused(revokePermission, 400, { params: { PermissionId: 'member1' } });
    expect(await auditCount()).toBe(written);
  });
});

describe('revoking', () => {
  it("takes the name from the user and from everyone below it, an audit row each", async () => {
    // agent3 and member4 hold OutSet (granted above).
    const answer = await as.agent2!.data(revokePermission, { params: { PermissionId: 'agent3:OutSet' } });
    expect(answer).toEqual({ PermissionId: 'agent3:OutSet', RevokedFrom: ['agent3', 'member4'] });
    expect(await grantedOf('agent3')).not.toContain('OutSet');
    expect(await grantedOf('member4')).not.toContain('OutSet');
    expect(await grantedOf('agent2')).toContain('OutSet');
    for (const user of ['agent3', 'member4']) {
      const [row] = (await audits('permission.revoke', user)).slice(-1);
      expect(row!.user_id).toBe('agent2');
      expect(row!.before.Granted).toContain('OutSet');
      expect(row!.after.Granted).toEqual(row!.before.Granted.filter((name) => name !== 'OutSet'));
    }
  });

  it('refuses a name not held (404), itself, the every-name grant, and users outside the tree', async () => {
    await as.agent2!.refused(revokePermission, 404, { params: { PermissionId: 'agent3:OutSet' } });
    await as.agent2!.refused(revokePermission, 400, { params: { PermissionId: 'agent2:OutSet' } });
    await as.agent2!.refused(revokePermission, 403, { params: { PermissionId: 'member1:TICKET' } });
    await as.agent1!.refused(revokePermission, 403, { params: { PermissionId: 'member1:TICKET' } });
    expect(await grantedOf('member1')).toContain('TICKET');
  });
});

describe('enforcement of an endpoint attribute', () => {
  it('refuses a call whose attribute was revoked, from the next request on, down the branch', async () => {
    const query = { LocId: 'SG', UserId: 'member1' };
    expect((await as.member1!.request(ticketPage, { query: { LocId: 'SG' } })).status).toBe(200);
    expect((await as.agent1!.request(ticketPage, { query })).status).toBe(200);
    await as.admin!.data(revokePermission, { params: { PermissionId: 'agent1:TICKET' } });
    // The same sessions: the grant is read from the database on every call.
    expect((await as.agent1!.refused(ticketPage, 403, { query })).message).toBe('Unauthorized Access');
    await as.member1!.refused(ticketPage, 403, { query: { LocId: 'SG' } });
    // Elsewhere in the tree nothing changed.
    expect((await as.member3!.request(ticketPage, { query: { LocId: 'SG' } })).status).toBe(200);
    // What the app builds its menu and views from says so too (the server builds no menu).
    const member1 = await as.member1!.data(profile, { query: { LocId: 'SG' } });
    expect(member1.Granted).not.toContain('TICKET');
    expect(member1.Granted).toContain('TICKETSEARCH');
  });

  it('lets it be granted back, the upline first', async () => {
    expect(await problemsOf(await grant('admin', 'member1', 'TICKET'))).toEqual(['Attribute:uplineLacks']);
    await as.admin!.data(grantPermission, { body: { LocId: 'SG', UserId: 'agent1', Attribute: 'TICKET' } });
    await as.admin!.data(grantPermission, { body: { LocId: 'SG', UserId: 'member1', Attribute: 'TICKET' } });
    expect((await as.member1!.request(ticketPage, { query: { LocId: 'SG' } })).status).toBe(200);
  });
});

describe('every call that declares an attribute', () => {
  it('answers 403 to a caller granted none, before reading its input, and writes nothing', async () => {
    // A user of every location holding no name at all (as after every attribute was revoked).
    const { rows } = await server.db.query<{ password_hash: string }>(`select password_hash from users where user_id = 'agent1'`);
    await server.db.query(
      `insert into users (user_id, password_hash, role, parent_id, rank, loc_id, granted) values ('bare', $1, 'AG', 'admin', 1, 'SG', '{}')`,
      [rows[0]!.password_hash],
    );
    await server.db.query(`insert into user_locations (user_id, loc_id) values ('bare', 'SG'), ('bare', 'MG'), ('bare', 'TT')`);
    const bare = apiAs(server, (await signIn(server.app, 'bare')).access_token);
    const table = examples({ drawId: 1, fileId: 1 });
    const attributed = contractEndpoints().filter((endpoint) => endpoint.attribute);
    // The calls the brief names at least (tickets, search, history, summaries, place bets, upload).
    expect(attributed.map(endpointKey)).toEqual(expect.arrayContaining(['GET bet/page2', 'GET bet/search', 'GET bet/page2ByDate', 'POST bet/', 'POST files/upload', 'GET betSummaryUserIdByShare']));
    const before = await tableChecksums(server.db);
    for (const endpoint of attributed) {
      const example = [table[endpointKey(endpoint)]].flat()[0] ?? {};
      const response = await bare.request(endpoint as never, { params: example.params, query: example.query, body: example.body } as never);
      expect(response.status, endpointKey(endpoint)).toBe(403);
      expect(((await response.json()) as { message: string }).message).toBe('Unauthorized Access');
    }
    expect(await tableChecksums(server.db)).toEqual(before);
  });
});
