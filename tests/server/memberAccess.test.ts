import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberAccessSchema } from '../../contract/access.ts';
import { mayAccessMember } from '../../server/memberTree.ts';
import { bearer, errorEnvelope, json, signIn, signInBeforePasswordDemand, startTestServer, successData, type TestServer } from './testServer.ts';

const SESSION_ERROR = { success: false, message: 'Session Error.' };
const BAD_ID = 'id: id must be a user id (letters, digits, _ . -, at most 64).';

/**
 *     admin
 *     ├── agent1 ── member1, newuser, member2
 *     ├── ttagent
 *     └── agent2 ── member3
 *                └─ agent3 ── member4
 */
const PARENT_OF = {
  admin: null, agent1: 'admin', member1: 'agent1', ttagent: 'admin', newuser: 'agent1',
  member2: 'agent1', agent2: 'admin', member3: 'agent2', agent3: 'agent2', member4: 'agent3',
} as const;
type Account = keyof typeof PARENT_OF;
const ACCOUNTS = Object.keys(PARENT_OF) as Account[];

let server: TestServer;
const tokens: Partial<Record<Account, string>> = {};

/** newuser must change its password (no session from a sign-in): its session predates the demand. */
const signInAny = (user: Account) => (user === 'newuser' ? signInBeforePasswordDemand(server, user) : signIn(server.app, user));

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ACCOUNTS) tokens[user] = (await signInAny(user)).access_token;
});
afterAll(async () => {
  await server?.close();
});

const request = (caller: Account | null, id: string, query = '?LocId=SG') =>
  server.app.request(`/api/v1/checkMemberAccess/${id}${query}`, caller ? bearer(tokens[caller]!) : undefined);

/** The whole answer, checked exactly: `{ success: true, data: <flag> }`. */
async function access(caller: Account, id: string): Promise<boolean> {
  const response = await request(caller, id);
  const body = await json(response.clone());
  const flag = await successData(response, MemberAccessSchema);
  expect(body, `${caller} -> ${id}`).toEqual({ success: true, data: flag });
  return flag;
}

/** True when `member` is `caller` or below it. */
function inTree(caller: Account, member: Account): boolean {
  for (let user: Account | null = member; user !== null; user = PARENT_OF[user]) if (user === caller) return true;
  return false;
}

describe('GET checkMemberAccess/{id}', () => {
  it('grants the caller itself', async () => {
    for (const user of ACCOUNTS) expect(await access(user, user), user).toBe(true);
  });

  it('grants the direct downline', async () => {
    for (const [caller, member] of [
      ['agent1', 'member1'], ['agent1', 'newuser'], ['agent1', 'member2'],
      ['agent2', 'member3'], ['agent2', 'agent3'], ['agent3', 'member4'],
    ] as const) {
      expect(await access(caller, member), `${caller} -> ${member}`).toBe(true);
    }
  });

  it('grants the deep downline (any depth)', async () => {
    expect(await access('agent2', 'member4')).toBe(true);
    // A longer chain below agent3: agent3 > d1 > d2 > … > d6.
    let parent = 'agent3';
    for (let level = 1; level <= 6; level += 1) {
      await server.db.query(
        `insert into users (user_id, password_hash, role, parent_id, rank, loc_id) values ($1, 'scrypt$x$y', 'AG', $2, $3, 'MG')`,
        [`deep${level}`, parent, 2 + level],
      );
      parent = `deep${level}`;
    }
    try {
      for (const caller of ['agent3', 'agent2', 'admin'] as const) expect(await access(caller, 'deep6'), caller).toBe(true);
      expect(await access('agent1', 'deep6')).toBe(false);
    } finally {
      await server.db.query(`delete from users where user_id like 'deep%' and user_id <> 'deep1'`);
      await server.db.query(`delete from users where user_id = 'deep1'`);
    }
  });

  it('refuses the upline', async () => {
    for (const [caller, member] of [
      ['member1', 'agent1'], ['member1', 'admin'], ['agent1', 'admin'], ['member4', 'agent3'], ['member4', 'agent2'], ['agent3', 'agent2'],
    ] as const) {
      expect(await access(caller, member), `${caller} -> ${member}`).toBe(false);
    }
  });

  it('refuses siblings and their trees', async () => {
    for (const [caller, member] of [
      ['member1', 'member2'], ['member2', 'newuser'], ['agent1', 'agent2'], ['agent1', 'ttagent'], ['ttagent', 'agent1'],
      ['agent3', 'member3'], ['member3', 'agent3'], ['agent1', 'member3'], ['agent1', 'member4'], ['ttagent', 'member1'],
    ] as const) {
      expect(await access(caller, member), `${caller} -> ${member}`).toBe(false);
    }
  });

  it('answers false to well-formed ids of no user, for everyone including the admin', async () => {
    for (const caller of ['admin', 'agent1', 'member1'] as const) {
      for (const id of ['ghost', 'nobody_1', '0', 'agent1.x', 'x'.repeat(64)]) expect(await access(caller, id), `${caller} -> ${id}`).toBe(false);
    }
  });

  it('lets the admin see every user', async () => {
    for (const member of ACCOUNTS) expect(await access('admin', member), member).toBe(true);
  });

  it('matches the hierarchy for every pair of demo accounts', async () => {
    for (const caller of ACCOUNTS) {
      for (const member of ACCOUNTS) {
        const expected = caller === 'admin' || inTree(caller, member);
        expect(await access(caller, member), `${caller} -> ${member}`).toBe(expected);
      }
    }
  });

  it('compares ids without regard to case, as sign-in does', async () => {
    expect(await access('agent1', 'MEMBER1')).toBe(true);
    expect(await access('agent1', 'Agent2')).toBe(false);
  });

  it('ends even when the hierarchy has a cycle', async () => {
    // loopa and loopb are each other's upline (cut off from admin); no one can sign in as them.
    await server.db.query(`insert into users (user_id, password_hash, role, loc_id) values ('loopa', 'scrypt$x$y', 'AG', 'SG'), ('loopb', 'scrypt$x$y', 'AG', 'SG')`);
    await server.db.query(`update users set parent_id = 'loopb' where user_id = 'loopa'`);
    await server.db.query(`update users set parent_id = 'loopa' where user_id = 'loopb'`);
    try {
      expect(await access('agent1', 'loopa')).toBe(false);
      expect(await access('admin', 'loopb')).toBe(true);
      // From inside the loop, asked of the tree itself.
      expect(await mayAccessMember(server.db, 'loopa', 'loopb')).toBe(true);
      expect(await mayAccessMember(server.db, 'loopa', 'member1')).toBe(false);
    } finally {
      await server.db.query(`update users set parent_id = null where user_id in ('loopa', 'loopb')`);
      await server.db.query(`delete from users where user_id in ('loopa', 'loopb')`);
    }
  });

  it('answers 400 in the envelope to a malformed id', async () => {
    const ids = ['a%20b', 'x'.repeat(65), "admin'--", '%2Fetc', '-admin', '.admin', 'a%00b', 'admin%3B', '%E2%98%83', 'a*'];
    for (const id of ids) {
      expect(await errorEnvelope(await request('admin', id), 400), id).toEqual({ success: false, message: BAD_ID, data: [BAD_ID] });
    }
  });

  it('answers 400 to a malformed LocId, and accepts the query the client sends', async () => {
    const body = await errorEnvelope(await request('agent1', 'member1', '?LocId=sg'), 400);
    expect(body.message).toBe('LocId: LocId must be a location id such as SG.');
    expect(await successData(await request('agent1', 'member1', ''), MemberAccessSchema)).toBe(true);
    expect(await successData(await request('agent1', 'member1', '?LocId=MG&rand=1'), MemberAccessSchema)).toBe(true);
  });

  it('needs a session (401 before any other check), and lives at the API root only', async () => {
    for (const id of ['member1', 'a%20b', 'ghost']) expect(await errorEnvelope(await request(null, id), 401), id).toEqual(SESSION_ERROR);
    for (const path of ['/api/v1/checkMemberAccess/', '/api/v1/checkMemberAccess', '/api/v1/4d/checkMemberAccess/member1']) {
      expect((await server.app.request(path, bearer(tokens.admin!))).status, path).toBe(404);
    }
  });

  it('had no 5xx answer in this file', () => {
    expect(server.exchanges.filter((e) => e.status >= 500)).toEqual([]);
  });
});
