/**
 * Pay rates (issue 15): the figures in force for a user (override else default), overrides set by an
 * admin or by an agent for its own downline only, versioned rows (a change closes the old row, which
 * stays with its valid_until), the default table for admins, and unknown figures refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletePayRate, PayRateSchema, PayRatesSchema, type PayRate } from '../../contract/payRates.ts';
import { PUBLISHED_PAY_RATES } from '../../domain/settlement/publishedTables.ts';
import { figuresOfTable } from '../../domain/settlement/payRateRows.ts';
import { bearer, errorEnvelope, putJson, signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { API, postJson } from './betting.ts';

let server: TestServer;
const token: Record<string, string> = {};
const FIRST_BIG = { Kind: 'N', Variant: '', Prize: 'first', Stake: 'big' } as const;

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'agent1', 'agent2', 'member1', 'member2']) token[user] = (await signIn(server.app, user)).access_token;
});
afterAll(async () => {
  await server?.close();
});

const list = async (as: string, query: string, path = '4d/payRates') => successData(await server.app.request(`${API}/${path}?${query}`, bearer(token[as]!)), PayRatesSchema);
const post = (as: string, body: object) => server.app.request(`${API}/4d/payRate`, postJson(token[as]!, body));
const put = (as: string, path: string, body: object) => server.app.request(`${API}/4d/${path}`, putJson(body, token[as]));
const del = (as: string, id: number) => server.app.request(`${API}/4d/payRate/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token[as]!}` } });
const firstBig = (rates: PayRate[]) => rates.find((r) => r.Kind === 'N' && r.Prize === 'first' && r.Stake === 'big')!;
const countRates = async () => (await server.db.query<{ count: number }>('select count(*)::int as count from pay_rates')).rows[0]!.count;

describe('reading', () => {
  it('lists the default table as published, per kind', async () => {
    const all = await list('member1', 'LocId=SG&Default=1');
    const published = figuresOfTable(PUBLISHED_PAY_RATES.SG).filter((f) => f.kind !== 'T');
    expect(all.map((r) => [r.Kind, r.Variant, r.Prize, r.Stake, r.PerUnit]).sort()).toEqual(published.map((f) => [f.kind, f.variant, f.prize, f.stake, f.perUnit]).sort());
    expect(all.every((r) => r.UserId === null)).toBe(true);
    expect((await list('member1', 'LocId=SG', '4d/payRatesN')).every((r) => r.Kind === 'N')).toBe(true);
    expect(new Set((await list('member1', 'LocId=SG', '4d/payRatesI')).map((r) => r.Variant))).toEqual(new Set(['24', '12', '6', '4']));
    expect((await list('member1', 'LocId=SG', '4d/payRatesK')).every((r) => r.Kind === 'K')).toBe(true);
    expect(firstBig(all).PerUnit).toBe(2000);
  });

  it('lets a user and its uplines read its rates, and nobody else', async () => {
    await list('member1', 'LocId=SG&UserId=member1');
    await list('agent1', 'LocId=SG&UserId=member1');
    await list('admin', 'LocId=SG&UserId=member1');
    await errorEnvelope(await server.app.request(`${API}/4d/payRates?LocId=SG&UserId=member1`, bearer(token.member2!)), 403);
    await errorEnvelope(await server.app.request(`${API}/4d/payRates?LocId=SG&UserId=member1`, bearer(token.agent2!)), 403);
  });
});

describe('overrides', () => {
  it('lets an agent set, change and end a rate of its downline; the old figures stay with valid_until', async () => {
    const created = await successData(await post('agent1', { LocId: 'SG', UserId: 'member1', ...FIRST_BIG, PerUnit: 1900 }), PayRateSchema);
    expect(created).toMatchObject({ UserId: 'member1', PerUnit: 1900, SetBy: 'agent1' });
    expect(firstBig(await list('member1', 'LocId=SG'))).toMatchObject({ PayRateId: created.PayRateId, PerUnit: 1900 });
    // The other figures and other users keep the default.
    expect(firstBig(await list('member2', 'LocId=SG')).PerUnit).toBe(2000);
    await errorEnvelope(await post('agent1', { LocId: 'SG', UserId: 'member1', ...FIRST_BIG, PerUnit: 1800 }), 409);

    server.advanceClock(1000);
    const changed = await successData(await put('agent1', 'payRate', { LocId: 'SG', PayRateId: created.PayRateId, PerUnit: 1800 }), PayRateSchema);
    expect(changed.PayRateId).not.toBe(created.PayRateId);
    expect(firstBig(await list('member1', 'LocId=SG')).PerUnit).toBe(1800);
    const history = await server.db.query<{ pay_rate_id: number; per_unit: number; closed: boolean }>(
      `select pay_rate_id, per_unit, valid_until is not null as closed from pay_rates where user_id = 'member1' order by pay_rate_id`,
    );
    expect(history.rows).toEqual([
      { pay_rate_id: created.PayRateId, per_unit: 1900, closed: true },
      { pay_rate_id: changed.PayRateId, per_unit: 1800, closed: false },
    ]);
    // The closed row cannot be changed again.
    await errorEnvelope(await put('agent1', 'payRate', { LocId: 'SG', PayRateId: created.PayRateId, PerUnit: 1700 }), 409);

    expect(await successData(await del('agent1', changed.PayRateId), deletePayRate.answer)).toEqual({ PayRateId: changed.PayRateId });
    expect(firstBig(await list('member1', 'LocId=SG')).PerUnit).toBe(2000);
    const audit = await server.db.query<{ action: string }>(`select action from audit_log where entity = 'payRate' and user_id = 'agent1' order by audit_id`);
    expect(audit.rows.map((r) => r.action)).toEqual(['payRate.create', 'payRate.update', 'payRate.delete']);
  });

  it('refuses an agent outside its downline or for itself, and a member, writing nothing', async () => {
    const before = await countRates();
    const body = { LocId: 'SG', ...FIRST_BIG, PerUnit: 100 };
    expect((await errorEnvelope(await post('agent2', { ...body, UserId: 'member1' }), 403)).message).toBe(
      'User member1 is not in your downline: you may set pay rates for your downline only.',
    );
    await errorEnvelope(await post('agent1', { ...body, UserId: 'agent1' }), 403);
    await errorEnvelope(await post('agent1', { ...body, UserId: 'admin' }), 403);
    await errorEnvelope(await post('member1', { ...body, UserId: 'member1' }), 403);
    await errorEnvelope(await put('agent1', 'payRateDefault', body), 403);
    // An override set by the admin: agent2 cannot change or end it either.
    const admins = await successData(await post('admin', { ...body, UserId: 'member2' }), PayRateSchema);
    await errorEnvelope(await put('agent2', 'payRate', { LocId: 'SG', PayRateId: admins.PayRateId, PerUnit: 5 }), 403);
    await errorEnvelope(await del('agent2', admins.PayRateId), 403);
    await errorEnvelope(await del('member2', admins.PayRateId), 403);
    // A default row is not an override.
    await errorEnvelope(await del('admin', firstBig(await list('admin', 'LocId=SG&Default=1')).PayRateId), 404);
    expect(await countRates()).toBe(before + 1);
  });

  it('refuses a figure the table does not have (400)', async () => {
    const before = await countRates();
    for (const figure of [
      { Kind: 'N', Variant: '', Prize: 'starter', Stake: 'small' },
      { Kind: 'I', Variant: '5', Prize: 'first', Stake: 'big' },
      { Kind: 'N', Variant: '', Prize: 'both', Stake: 'big' },
    ]) {
      const message = (await errorEnvelope(await post('admin', { LocId: 'SG', UserId: 'member1', ...figure, PerUnit: 10 }), 400)).message;
      expect(message).toMatch(/is not a figure of the SG pay-rate table\.$/);
      await errorEnvelope(await put('admin', 'payRateDefault', { LocId: 'SG', ...figure, PerUnit: 10 }), 400);
    }
    await errorEnvelope(await post('admin', { LocId: 'SG', UserId: 'member1', ...FIRST_BIG, PerUnit: 1.5 }), 400);
    await errorEnvelope(await post('admin', { LocId: 'SG', UserId: 'member1', ...FIRST_BIG, PerUnit: -1 }), 400);
    expect(await countRates()).toBe(before);
  });
});

describe('the default table', () => {
  it('lets an admin change a default figure as a new version; overrides stay', async () => {
    const old = firstBig(await list('admin', 'LocId=MG&Default=1'));
    const changed = await successData(await put('admin', 'payRateDefault', { LocId: 'MG', ...FIRST_BIG, PerUnit: 2600 }), PayRateSchema);
    expect(changed).toMatchObject({ UserId: null, PerUnit: 2600, SetBy: 'admin' });
    expect(firstBig(await list('agent1', 'LocId=MG&Default=1')).PerUnit).toBe(2600);
    const { rows } = await server.db.query<{ valid_until: string | null }>('select valid_until::text from pay_rates where pay_rate_id = $1', [old.PayRateId]);
    expect(rows[0]!.valid_until).not.toBeNull();
  });

  it('leaves exactly one figure in force when two changes of one row race', async () => {
    const created = await successData(await post('admin', { LocId: 'SG', UserId: 'member1', Kind: 'N', Variant: '', Prize: 'second', Stake: 'big', PerUnit: 900 }), PayRateSchema);
    const answers = await Promise.all([700, 800].map((PerUnit) => put('admin', 'payRate', { LocId: 'SG', PayRateId: created.PayRateId, PerUnit })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const { rows } = await server.db.query<{ count: number }>(
      `select count(*)::int as count from pay_rates where user_id = 'member1' and prize = 'second' and stake = 'big' and valid_until is null`,
    );
    expect(rows[0]!.count).toBe(1);
  });
});
