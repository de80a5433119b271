/**
 * Agents and players administration (issue 20; spec 02 §5, §7.4; DOMAIN.md "Credit"): the rules on
 * share, commission, tax, credit, rank and delete, the audit row of every write, and the tree: nobody
 * reads or changes a user outside its own downline. Expected figures are written from the spec's
 * ranges and DOMAIN.md's credit rule, not from the server's SQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentCredit, agentPosition, agentProfile, agentsDirectDownline, agentsSearch, createAgent, deleteAgent, editAgent } from '../../contract/agents.ts';
import { createPlayer, deletePlayer, editPlayer, playerProfile, playersDirectDownline } from '../../contract/players.ts';
import { profileEditFull, profileNewFull, memberTree, profileFull } from '../../contract/userAdmin.ts';
import { operatorDay } from '../../domain/operatorTime.ts';
import { apiAs, type ApiClient } from './apiClient.ts';
import { signIn, startTestServer, type TestServer } from './testServer.ts';

let server: TestServer;
const api: Record<string, ApiClient> = {};
const PASSWORD = 'Str0ng!Pass';

/** A birth date `years` years before the operator's today (minus `days` days). */
function bornYearsAgo(years: number, days = 0): string {
  const today = operatorDay(Date.now());
  const date = new Date(`${Number(today.slice(0, 4)) - years}${today.slice(4)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

const newAgent = (UserId: string, extra: Record<string, unknown> = {}) => ({
  LocId: 'SG', UserId, UserName: `Agent ${UserId}`, Password: PASSWORD, ConfirmPassword: PASSWORD, Locations: ['SG'],
  EnableCreateDownline: true, ...extra,
});
const newPlayer = (UserId: string, extra: Record<string, unknown> = {}) => ({
  LocId: 'SG', UserId, UserName: `Player ${UserId}`, Password: PASSWORD, ConfirmPassword: PASSWORD, Locations: ['SG'],
  BirthDate: bornYearsAgo(30), ...extra,
});

const auditCount = async (action: string, entityId: string) =>
  Number((await server.db.query<{ n: string }>(`select count(*) as n from audit_log where action = $1 and entity_id = $2`, [action, entityId])).rows[0]!.n);

const problemsOf = (body: { data?: unknown }) => (body.data as { Problems: { Field: string; Message: string }[] }).Problems;

beforeAll(async () => {
  server = await startTestServer();
  // The seeded agents are granted the administration's attributes (the Permission screen's job).
  await server.db.query(`update users set granted = granted || '{AG,MEM}' where user_id in ('agent1', 'agent2', 'agent3')`);
  for (const user of ['admin', 'agent1', 'agent2', 'member1']) api[user] = apiAs(server, (await signIn(server.app, user)).access_token);
});
afterAll(async () => {
  await server?.close();
});

describe('creating agents and players', () => {
  it('admin creates an agent with credit, a share and a commission: Rank 1, the grants of a * parent, an audit row', async () => {
    const created = await api.admin!.data(createAgent, { body: newAgent('boss1', { CreditCents: 500_000, ShareBp: 4000, CommissionBp: 1500, TaxBp: 30 }) });
    expect(created).toMatchObject({ UserId: 'boss1', Role: 'AG', ParentId: 'admin', Rank: 1, ShareBp: 4000, CommissionBp: 1500, TaxBp: 30, CreditCents: 500_000, CreditLeftCents: 500_000, Locations: ['SG'] });
    const granted = (await server.db.query<{ granted: string[] }>(`select granted from users where user_id = 'boss1'`)).rows[0]!.granted;
    expect(granted).toEqual(expect.arrayContaining(['AG', 'MEM', 'PAYMENT', 'RPTFULL', 'BetEntry', 'Report']));
    for (const power of ['*', 'ADMIN', 'AdminEdit', 'SuperPwd', 'DrawSetting', 'FixedSetting', 'OutSet', 'SMSGateway']) expect(granted).not.toContain(power);
    expect(await auditCount('agent.create', 'boss1')).toBe(1);
    // The new agent signs in with its password.
    expect((await signIn(server.app, 'boss1', PASSWORD)).access_token).toBeTruthy();
  });

  it('the simple form takes id, name, password and credit; the rest is the defaults, locations the parent\'s', async () => {
    const created = await api.agent2!.data(createAgent, { query: { Simple: 'true' }, body: { LocId: 'SG', UserId: 'simple1', UserName: 'S', Password: PASSWORD, ConfirmPassword: PASSWORD, CreditCents: 10_000, ShareBp: 9900 } });
    expect(created).toMatchObject({ ParentId: 'agent2', Rank: 2, ShareBp: 0, CommissionBp: 0, EnableCreateDownline: true, EnableCreateAgent: false, Locations: ['SG', 'MG'], CreditCents: 10_000 });
  });

  it('a child of a listed parent inherits exactly its list', async () => {
    await api.agent2!.data(createAgent, { body: newAgent('inherit1') });
    const parent = (await server.db.query<{ granted: string[] }>(`select granted from users where user_id = 'agent2'`)).rows[0]!.granted;
    const child = (await server.db.query<{ granted: string[] }>(`select granted from users where user_id = 'inherit1'`)).rows[0]!.granted;
    expect([...child].sort()).toEqual([...new Set(parent)].sort());
  });

  it('a share above the upline\'s is refused on its field, with the upline\'s figure', async () => {
    // agent2 holds a 30 % share (seed).
    const body = await api.agent2!.refused(createAgent, 400, { body: newAgent('toomuch', { ShareBp: 3100 }) });
    expect(problemsOf(body)).toEqual([expect.objectContaining({ Field: 'ShareBp', Message: 'Share cannot be above your own share (30%).' })]);
    const byAdmin = await api.admin!.refused(createAgent, 400, { body: newAgent('toomuch', { ParentId: 'agent2', ShareBp: 3100 }) });
    expect(problemsOf(byAdmin)[0]!.Message).toBe("Share cannot be above the upline agent2's share (30%).");
    expect((await server.db.query(`select 1 from users where user_id = 'toomuch'`)).rows).toHaveLength(0);
  });

  it('a commission above the upline\'s is refused', async () => {
    const own = (await server.db.query<{ bp: number }>(`select commission_bp as bp from users where user_id = 'agent2'`)).rows[0]!.bp;
    const body = await api.agent2!.refused(createAgent, 400, { body: newAgent('comm1', { CommissionBp: own + 50 }) });
    expect(problemsOf(body)[0]).toMatchObject({ Field: 'CommissionBp', Message: `Commission cannot be above your own commission (${(own + 50 - 50) / 100}%).` });
  });

  it('each rate keeps its §5 range and step (share 0.01, commission 0.005, tax 0.001, TT commission 0.01)', async () => {
    const cases: [string, number, string][] = [
      ['ShareBp', 10_100, 'Share must be from 0 to 1.'],
      ['ShareBp', 150, 'Share must be in steps of 0.01.'],
      ['CommissionBp', 2050, 'Commission must be from 0 to 0.2.'],
      ['CommissionBp', 75, 'Commission must be in steps of 0.005.'],
      ['TaxBp', 110, 'Tax must be from 0 to 0.01.'],
      ['TaxBp', 15, 'Tax must be in steps of 0.001.'],
      ['TtCommissionBp', 3100, 'TT commission must be from 0 to 0.3.'],
      ['TtCommissionBp', 150, 'TT commission must be in steps of 0.01.'],
      ['CommissionBp', -50, 'Commission must be from 0 to 0.2.'],
    ];
    for (const [Field, value, Message] of cases) {
      const body = await api.admin!.refused(createAgent, 400, { body: newAgent('rates1', { [Field]: value }) });
      expect(problemsOf(body), `${Field} ${value}`).toEqual([expect.objectContaining({ Field, Message })]);
    }
    // The top of each range and a step are accepted (admin: share 1, commission 0.2).
    const ok = await api.admin!.data(createAgent, { body: newAgent('rates1', { ShareBp: 10_000, CommissionBp: 2000, TaxBp: 100, TtCommissionBp: 2000 }) });
    expect(ok).toMatchObject({ ShareBp: 10_000, CommissionBp: 2000, TaxBp: 100 });
  });

  it('checks the user id, the password rules and the equal-to check, all at once', async () => {
    const body = await api.admin!.refused(createAgent, 400, { body: newAgent('a b', { Password: 'short', ConfirmPassword: 'other' }) });
    expect(problemsOf(body).map((p) => p.Field)).toEqual(['UserId', 'Password', 'ConfirmPassword']);
    expect(problemsOf(body)[1]!.Message).toBe('Your password must be between 8 and 15 characters long');
    expect(problemsOf(body)[2]!.Message).toBe('Password does not match');
    const taken = await api.admin!.refused(createAgent, 400, { body: newAgent('AGENT1') });
    expect(problemsOf(taken)[0]).toMatchObject({ Field: 'UserId', Message: 'User Id AGENT1 is taken: choose another.' });
  });

  it('players must be at least 18: a day short is refused, the 18th birthday is accepted', async () => {
    const young = await api.agent1!.refused(createPlayer, 400, { body: newPlayer('young1', { BirthDate: bornYearsAgo(18, -1) }) });
    expect(problemsOf(young)[0]).toMatchObject({ Field: 'BirthDate', Message: 'Players must be at least 18.' });
    const none = await api.agent1!.refused(createPlayer, 400, { body: newPlayer('young1', { BirthDate: '' }) });
    expect(problemsOf(none)[0]!.Field).toBe('BirthDate');
    const adult = await api.agent1!.data(createPlayer, { body: newPlayer('young1', { BirthDate: bornYearsAgo(18) }) });
    expect(adult).toMatchObject({ Role: 'MEM', ParentId: 'agent1', Rank: 2, EnableCreateAgent: false, EnableCreateDownline: false });
  });

  it('locations are a subset of the parent\'s; only a caller with EnableCreateAgent creates agents', async () => {
    const tt = await api.agent1!.refused(createPlayer, 400, { body: newPlayer('ttplayer', { Locations: ['TT'] }) });
    expect(problemsOf(tt)[0]).toMatchObject({ Field: 'Locations', Message: 'agent1 does not work at TT: choose from SG, MG.' });
    // agent1 has EnableCreateDownline but not EnableCreateAgent (seed).
    expect((await api.agent1!.refused(createAgent, 403, { body: newAgent('sub1') })).message).toBe('You may not create agents.');
  });
});

describe('credit (DOMAIN.md "Credit")', () => {
  let boss: ApiClient;
  beforeAll(async () => {
    await api.admin!.data(createAgent, { body: newAgent('credboss', { CreditCents: 100_000 }) });
    boss = apiAs(server, (await signIn(server.app, 'credboss', PASSWORD)).access_token);
    for (const id of ['cp1', 'cp2', 'cp3']) await boss.data(createPlayer, { body: newPlayer(id) });
  });

  it('what is granted to direct downlines never exceeds the parent\'s Credit; the message names the figures', async () => {
    expect((await boss.data(agentCredit, { body: { LocId: 'SG', UserId: 'cp1', CreditCents: 60_000 } })).CreditCents).toBe(60_000);
    const over = await boss.refused(agentCredit, 400, { body: { LocId: 'SG', UserId: 'cp2', CreditCents: 50_000 } });
    expect(problemsOf(over)[0]).toMatchObject({
      Field: 'CreditCents',
      Message: 'You can grant cp2 at most $400.00: your Credit is $1,000.00 and $600.00 of it is granted to other downlines.',
    });
    expect((await boss.data(agentCredit, { body: { LocId: 'SG', UserId: 'cp2', CreditCents: 40_000 } })).CreditCents).toBe(40_000);
    expect(await auditCount('user.credit', 'cp1')).toBe(1);
  });

  it('parallel grants under one parent never exceed its Credit', async () => {
    await api.admin!.data(createAgent, { body: newAgent('raceboss', { CreditCents: 100_000 }) });
    const race = apiAs(server, (await signIn(server.app, 'raceboss', PASSWORD)).access_token);
    const ids = Array.from({ length: 10 }, (_, i) => `rp${i}`);
    for (const id of ids) await race.data(createPlayer, { body: newPlayer(id) });
    const answers = await Promise.all(ids.map((UserId) => race.request(agentCredit, { body: { LocId: 'SG', UserId, CreditCents: 30_000 } })));
    // $1,000 holds three grants of $300, never a fourth.
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(7);
    const sum = (await server.db.query<{ s: string }>(`select sum(credit_cents) as s from users where parent_id = 'raceboss'`)).rows[0]!.s;
    expect(Number(sum)).toBe(90_000);
  });

  it('a reduction may not take Credit Left below zero (open stakes and a negative AccBal count)', async () => {
    // cp3 has $250 in open bets and owes $50: Credit Left = Credit - 250 + min(-50, 0).
    await boss.data(agentCredit, { body: { LocId: 'SG', UserId: 'cp3', CreditCents: 0 } });
    await server.db.query(`update users set credit_cents = 0 where user_id = 'cp1'`);
    await boss.data(agentCredit, { body: { LocId: 'SG', UserId: 'cp3', CreditCents: 50_000 } });
    await server.db.query(`update users set open_stake_cents = 25000, acc_bal_cents = -5000 where user_id = 'cp3'`);
    const below = await boss.refused(agentCredit, 400, { body: { LocId: 'SG', UserId: 'cp3', CreditCents: 29_999 } });
    expect(problemsOf(below)[0]!.Message).toBe(
      'Credit cannot be below $300.00: cp3 has $250.00 in open bets and a balance of -$50.00, and its Credit Left may not fall below $0.00.',
    );
    expect((await boss.data(agentCredit, { body: { LocId: 'SG', UserId: 'cp3', CreditCents: 30_000 } })).CreditLeftCents).toBe(0);
  });

  it('a retried grant with the same Idempotency-Key applies once', async () => {
    const headers = { 'Idempotency-Key': 'credit-retry-1' };
    const first = await boss.request(agentCredit, { headers, body: { LocId: 'SG', UserId: 'cp2', CreditCents: 10_000 } });
    const again = await boss.request(agentCredit, { headers, body: { LocId: 'SG', UserId: 'cp2', CreditCents: 10_000 } });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const rows = (await server.db.query<{ after: unknown }>(`select after from audit_log where action = 'user.credit' and entity_id = 'cp2' and after->>'CreditCents' = '10000'`)).rows;
    expect(rows).toHaveLength(1);
  });

  it('a refused create with credit writes nothing, even under an Idempotency-Key', async () => {
    const answer = await boss.request(createPlayer, { headers: { 'Idempotency-Key': 'create-over-1' }, body: newPlayer('cpover', { CreditCents: 10_000_000 }) });
    expect(answer.status).toBe(400);
    expect((await server.db.query(`select 1 from users where user_id = 'cpover'`)).rows).toHaveLength(0);
  });
});

describe('edit, position and delete', () => {
  it('edits a player\'s profile with an audit row; a commission below a downline\'s is refused', async () => {
    const edited = await api.agent1!.data(editPlayer, { body: { LocId: 'SG', UserId: 'member2', UserName: 'Mary', EnablePlaceBet: false } });
    expect(edited).toMatchObject({ UserName: 'Mary', EnablePlaceBet: false });
    expect(await auditCount('player.update', 'member2')).toBe(1);
    const member4 = (await server.db.query<{ bp: number }>(`select commission_bp as bp from users where user_id = 'member4'`)).rows[0]!.bp;
    if (member4 > 0) {
      const body = await api.agent2!.refused(editAgent, 400, { body: { LocId: 'SG', UserId: 'agent3', CommissionBp: member4 - 50 } });
      expect(problemsOf(body)[0]!.Field).toBe('CommissionBp');
    }
  });

  it('moves Rank within its parent\'s + 1 and its downlines\'', async () => {
    const above = await api.agent2!.refused(agentPosition, 400, { body: { LocId: 'SG', UserId: 'agent3', Rank: 1 } });
    expect(problemsOf(above)[0]!.Message).toBe('Rank must be at least 2: agent2 is Rank 1.');
    const below = await api.agent2!.refused(agentPosition, 400, { body: { LocId: 'SG', UserId: 'agent3', Rank: 3 } });
    expect(problemsOf(below)[0]!.Message).toBe('Rank must be less than 3, the Rank of its highest downline.');
    const share = await api.agent2!.refused(agentPosition, 400, { body: { LocId: 'SG', UserId: 'agent3', ShareBp: 3100 } });
    expect(problemsOf(share)[0]!.Field).toBe('ShareBp');
    expect((await api.agent2!.data(agentPosition, { body: { LocId: 'SG', UserId: 'agent3', ShareBp: 2000 } })).ShareBp).toBe(2000);
    expect(await auditCount('user.position', 'agent3')).toBe(1);
  });

  it('refuses a delete while the user has open bets, a balance or downlines, then deletes and audits', async () => {
    await api.admin!.data(createAgent, { body: newAgent('gone1') });
    await server.db.query(`update users set open_stake_cents = 1000 where user_id = 'gone1'`);
    expect((await api.admin!.refused(deleteAgent, 409, { params: { ParentId: 'admin', UserId: 'gone1' } })).message).toBe(
      'gone1 cannot be deleted: it has $10.00 in open bets. Delete it once they are settled.',
    );
    await server.db.query(`update users set open_stake_cents = 0, acc_bal_cents = 250 where user_id = 'gone1'`);
    expect((await api.admin!.refused(deleteAgent, 409, { params: { ParentId: 'admin', UserId: 'gone1' } })).message).toBe(
      'gone1 cannot be deleted: its balance is $2.50. Settle it with a payment first.',
    );
    await api.admin!.data(createAgent, { body: newAgent('gone2') });
    await api.admin!.data(createPlayer, { body: newPlayer('gone2p', { ParentId: 'gone2' }) });
    expect((await api.admin!.refused(deleteAgent, 409, { params: { ParentId: 'admin', UserId: 'gone2' } })).message).toBe(
      'gone2 cannot be deleted: it has 1 downline. Delete or move them first.',
    );
    await server.db.query(`update users set acc_bal_cents = 0 where user_id = 'gone1'`);
    expect(await api.admin!.data(deleteAgent, { params: { ParentId: 'admin', UserId: 'gone1' } })).toEqual({ UserId: 'gone1' });
    expect(await auditCount('agent.delete', 'gone1')).toBe(1);
    // Gone from the lists, and it signs in no more.
    const page = await api.admin!.data(agentsSearch, { query: { LocId: 'SG', txtSearch: 'gone1' } });
    expect(page.Rows).toHaveLength(0);
    const signInAnswer = await server.app.request('/api/v1/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: 'gone1', password: PASSWORD }),
    });
    expect(signInAnswer.status).not.toBe(200);
  });

  it('the delete key must match the user\'s parent', async () => {
    await api.agent1!.refused(deletePlayer, 404, { params: { ParentId: 'agent2', UserId: 'newuser' } });
  });
});

describe('lists', () => {
  it('lists the direct downline with the credit figures; Credit Left = Credit - open stakes + min(AccBal, 0)', async () => {
    const page = await api.agent2!.data(agentsDirectDownline, { query: { LocId: 'SG' } });
    const ids = page.Rows.map((row) => row.UserId);
    expect(ids).toEqual(expect.arrayContaining(['member3', 'agent3']));
    expect(ids).not.toContain('member4');
    const stored = (await server.db.query<{ credit: string; open: string; bal: string }>(
      `select credit_cents as credit, open_stake_cents as open, acc_bal_cents as bal from users where user_id = 'member3'`,
    )).rows[0]!;
    const member3 = page.Rows.find((row) => row.UserId === 'member3')!;
    expect(member3.CreditLeftCents).toBe(Number(stored.credit) - Number(stored.open) + Math.min(Number(stored.bal), 0));
    expect(page.Totals.CreditCents).toBe(page.Rows.reduce((sum, row) => sum + row.CreditCents, 0));
  });

  it('drills into a sub-agent, searches the branch, and lists only players on players/', async () => {
    expect((await api.agent2!.data(agentsDirectDownline, { query: { LocId: 'SG', UserId: 'agent3' } })).Rows.map((r) => r.UserId)).toEqual(['member4']);
    expect((await api.agent2!.data(agentsSearch, { query: { LocId: 'SG', txtSearch: 'MEMBER4' } })).Rows.map((r) => r.UserId)).toEqual(['member4']);
    const players = await api.agent2!.data(playersDirectDownline, { query: { LocId: 'SG' } });
    expect(players.Rows.every((row) => row.Role === 'MEM')).toBe(true);
  });
});

describe('nobody leaves its own tree', () => {
  const body = (UserId: string) => ({ LocId: 'SG', UserId });
  it("agent1 is refused on every call about agent2's branch", async () => {
    const a1 = api.agent1!;
    await a1.refused(agentsDirectDownline, 403, { query: { LocId: 'SG', UserId: 'agent2' } });
    await a1.refused(agentsSearch, 403, { query: { LocId: 'SG', UserId: 'agent3', txtSearch: 'm' } });
    await a1.refused(playersDirectDownline, 403, { query: { LocId: 'SG', UserId: 'agent3' } });
    await a1.refused(agentProfile, 403, { query: { LocId: 'SG', UserId: 'agent3' } });
    await a1.refused(playerProfile, 403, { query: { LocId: 'SG', UserId: 'member3' } });
    await a1.refused(createPlayer, 403, { body: newPlayer('intruder', { ParentId: 'agent3' }) });
    await a1.refused(editPlayer, 403, { body: { ...body('member3'), UserName: 'x' } });
    await a1.refused(editAgent, 403, { body: { ...body('agent3'), UserName: 'x' } });
    await a1.refused(agentCredit, 403, { body: { ...body('member3'), CreditCents: 0 } });
    await a1.refused(agentPosition, 403, { body: { ...body('agent3'), Rank: 2 } });
    await a1.refused(deletePlayer, 403, { params: { ParentId: 'agent2', UserId: 'member3' } });
    await a1.refused(deleteAgent, 403, { params: { ParentId: 'agent2', UserId: 'agent3' } });
    await a1.refused(profileFull, 403, { query: { UserId: 'member3' } });
    await a1.refused(profileEditFull, 403, { query: { UserId: 'agent3' } });
    await a1.refused(profileNewFull, 403, { query: { UserId: 'agent2' } });
    // Nor its own credit, rates or existence: those are its upline's.
    await a1.refused(agentCredit, 403, { body: { ...body('agent1'), CreditCents: 99_999_999 } });
    await a1.refused(deleteAgent, 403, { params: { ParentId: 'admin', UserId: 'agent1' } });
    const tree = (await a1.data(memberTree)).map((user) => user.UserId);
    expect(tree).not.toContain('agent2');
    expect(tree).not.toContain('member3');
    expect(await auditCount('user.credit', 'member3')).toBe(0);
  });

  it('a member is refused on every administration call', async () => {
    const m = api.member1!;
    await m.refused(agentsDirectDownline, 403, { query: { LocId: 'SG' } });
    await m.refused(playersDirectDownline, 403, { query: { LocId: 'SG' } });
    await m.refused(agentProfile, 403, { query: { LocId: 'SG', UserId: 'member1' } });
    await m.refused(createPlayer, 403, { body: newPlayer('kid') });
    await m.refused(createAgent, 403, { body: newAgent('kid') });
    await m.refused(editPlayer, 403, { body: { ...body('member1'), UserName: 'me' } });
    await m.refused(agentCredit, 403, { body: { ...body('member1'), CreditCents: 99_999_999 } });
    await m.refused(deletePlayer, 403, { params: { ParentId: 'agent1', UserId: 'member1' } });
    await m.refused(memberTree, 403);
    await m.refused(profileFull, 403, { query: { UserId: 'member1' } });
  });
});
