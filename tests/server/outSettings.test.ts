/**
 * Out Setting (POST/GET outSetting6, outSetting2Full, DELETE outSetting6/{id}) and Throw Numbers
 * (bet/throw, bet/throwT, POST throw, DELETE bet/throws), issue 21: who may (granted OutSet, within
 * its tree: server/outset/access.ts), the rules of a limit and of a number (server/outset/limitRequest.ts,
 * written from spec 02 §5 and DOMAIN.md: empty keeps all, 0 keeps nothing), bad input answering 400 on
 * its field with nothing written, and the audit row of every write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteOutSetting6, outSetting2Full, outSetting6, saveOutSetting6 } from '../../contract/outSettings.ts';
import { addThrow, addThrowNumbers, deleteThrowNumbers, throwNumbers, throwNumbersT } from '../../contract/throwNumbers.ts';
import { apiAs, type ApiClient } from './apiClient.ts';
import { signIn, startTestServer, type TestServer } from './testServer.ts';

let server: TestServer;
const as: Record<string, ApiClient> = {};
// agent2 is granted OutSet in the seed (its tree: member3, agent3, member4); agent1 is not; admin holds '*'.
const USERS = ['admin', 'agent1', 'agent2', 'agent3', 'member3'];

beforeAll(async () => {
  server = await startTestServer();
  for (const user of USERS) as[user] = apiAs(server, (await signIn(server.app, user)).access_token);
});
afterAll(async () => {
  await server?.close();
});

const count = async (sql: string, params: unknown[] = []) => (await server.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0]!.n;
const writesSoFar = async () => ({ limits: await count('intake_limits'), throws: await count('throw_numbers'), audits: await count('audit_log') });
const problemsOf = async (response: Response) => {
  expect(response.status).toBe(400);
  return ((await response.json()) as { data: { Problems: { Field: string; Code: string }[] } }).data.Problems.map((p) => `${p.Field}:${p.Code}`);
};
const limit = (body: Record<string, unknown>) => ({ body: { LocId: 'SG', ...body } });

describe('Out Setting: intake limits', () => {
  it('sets the default row and a per-number row, lists them default first, and writes an audit row each', async () => {
    const before = await count(`audit_log where action = 'outSetting.create' and user_id = 'agent2'`);
    const stored = await as.agent2!.data(saveOutSetting6, limit({ Number: '*', BetType: 'straight', BigCents: 5000 }));
    // Small was left empty: no limit (keeps all), stored as null, not as 0.
    expect(stored).toEqual({ LimitId: 'agent2:*:straight', UserId: 'agent2', Number: '*', BetType: 'straight', BigCents: 5000, SmallCents: null, AmountCents: null });
    await as.agent2!.data(saveOutSetting6, limit({ Number: '1234', BetType: 'straight', BigCents: 1000, SmallCents: 0 }));
    await as.agent2!.data(saveOutSetting6, limit({ Number: 'r234', BetType: 'roll', SmallCents: 250 }));
    const page = await as.agent2!.data(outSetting6, { query: { LocId: 'SG' } });
    expect(page.Rows.map((row) => [row.Number, row.BetType, row.BigCents, row.SmallCents])).toEqual([
      ['*', 'straight', 5000, null],
      ['1234', 'straight', 1000, 0],
      ['R234', 'roll', null, 250],
    ]);
    expect(page.Totals).toEqual({ Limits: 3 });
    expect(await count(`audit_log where action = 'outSetting.create' and user_id = 'agent2'`)).toBe(before + 3);
  });

  it('replaces a limit (an update row with before and after) and removes one', async () => {
    await as.agent2!.data(saveOutSetting6, limit({ Number: '1234', BetType: 'straight', BigCents: 700 }));
    const { rows } = await server.db.query<{ before: { BigCents: number }; after: { BigCents: number; SmallCents: number | null } }>(
      `select before, after from audit_log where action = 'outSetting.update' and entity_id = 'SG:agent2:1234:straight' order by audit_id desc limit 1`,
    );
    expect(rows[0]).toMatchObject({ before: { BigCents: 1000 }, after: { BigCents: 700, SmallCents: null } });
    expect(await as.agent2!.data(deleteOutSetting6, { params: { LimitId: 'agent2:1234:straight' }, query: undefined })).toEqual({ LimitId: 'agent2:1234:straight' });
    expect(await count(`intake_limits where user_id = 'agent2' and number = '1234'`)).toBe(0);
    expect(await count(`audit_log where action = 'outSetting.delete' and entity_id = 'SG:agent2:1234:straight'`)).toBe(1);
    await as.agent2!.refused(deleteOutSetting6, 404, { params: { LimitId: 'agent2:1234:straight' } });
  });

  it('lets an upline set and read a downline’s limits; refuses a user outside the tree and a caller without OutSet, writing nothing', async () => {
    await as.agent2!.data(saveOutSetting6, limit({ UserId: 'agent3', Number: '5678', BetType: 'iBet', BigCents: 0 }));
    expect((await as.admin!.data(outSetting6, { query: { LocId: 'SG', UserId: 'agent3' } })).Rows.map((row) => row.LimitId)).toEqual(['agent3:5678:iBet']);
    const before = await writesSoFar();
    // agent1 is outside agent2's tree; agent2 outside agent3's; agent1 holds no OutSet at all.
    await as.agent2!.refused(saveOutSetting6, 403, limit({ UserId: 'agent1', Number: '1234', BetType: 'straight', BigCents: 1 }));
    await as.agent3!.refused(saveOutSetting6, 403, limit({ UserId: 'agent2', Number: '1234', BetType: 'straight', BigCents: 1 }));
    await as.agent1!.refused(saveOutSetting6, 403, limit({ Number: '1234', BetType: 'straight', BigCents: 1 }));
    await as.agent1!.refused(outSetting6, 403, { query: { LocId: 'SG' } });
    await as.agent2!.refused(outSetting6, 403, { query: { LocId: 'SG', UserId: 'member1' } });
    await as.agent2!.refused(deleteOutSetting6, 403, { params: { LimitId: 'agent1:*:straight' } });
    await as.member3!.refused(outSetting6, 403, { query: { LocId: 'SG' } });
    expect(await writesSoFar()).toEqual(before);
  });

  it('answers bad input 400 with every problem on its field, and writes nothing', async () => {
    const before = await writesSoFar();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ Number: '', BetType: 'straight' }, ['Number:required']],
      [{ Number: '12345', BetType: 'straight' }, ['Number:notANumber']],
      [{ Number: '12a4', BetType: 'straight' }, ['Number:notANumber']],
      // A roll's R is its own form: not a straight number.
      [{ Number: 'R234', BetType: 'straight' }, ['Number:notANumber']],
      [{ Number: 'RR34', BetType: 'roll' }, ['Number:notANumber']],
      [{ Number: '1234', BetType: 'toto' }, ['BetType:required']],
      [{ Number: '1234', BetType: 'straight', BigCents: -1, SmallCents: 10.5 }, ['BigCents:negative', 'SmallCents:wholeCents']],
      [{ Number: '1234', BetType: 'straight', BigCents: 1_000_000_001 }, ['BigCents:tooLarge']],
      [{ Number: 'x', BetType: 'nope', BigCents: -5 }, ['BetType:required', 'Number:notANumber', 'BigCents:negative']],
    ];
    for (const [body, expected] of cases) expect(await problemsOf(await as.agent2!.request(saveOutSetting6, limit(body))), JSON.stringify(body)).toEqual(expected);
    expect(await writesSoFar()).toEqual(before);
  });

  it('keeps TT limits apart: a TOTO amount at TT (outSetting2Full), Big and Small at SG (outSetting6)', async () => {
    const stored = await as.admin!.data(saveOutSetting6, { body: { LocId: 'TT', Number: '0001', BetType: 'toto', AmountCents: 2500, BigCents: 99 } });
    // At TT the amount is the stake kind; Big sent there is not a TT limit and keeps all.
    expect(stored).toMatchObject({ BetType: 'toto', AmountCents: 2500, BigCents: null, SmallCents: null });
    expect((await as.admin!.data(outSetting2Full, { query: { LocId: 'TT' } })).Rows.map((row) => row.LimitId)).toEqual(['admin:0001:toto']);
    expect((await as.admin!.data(outSetting6, { query: { LocId: 'TT' } })).Rows).toEqual([]);
    expect(await problemsOf(await as.admin!.request(saveOutSetting6, { body: { LocId: 'TT', Number: '0001', BetType: 'straight' } }))).toEqual(['BetType:required']);
  });
});

describe('Throw Numbers', () => {
  it('adds several numbers at once (each once), tells which were thrown already, lists and removes the selected', async () => {
    const before = await count(`audit_log where action = 'throwNumber.add'`);
    expect(await as.agent2!.data(addThrowNumbers, { body: { LocId: 'SG', Numbers: '1234, 5678\n1234 r111' } })).toEqual({ Added: ['1234', '5678', 'R111'], Already: [] });
    expect(await as.agent2!.data(addThrow, { body: { LocId: 'SG', Numbers: '5678 9999' } })).toEqual({ Added: ['9999'], Already: ['5678'] });
    expect(await count(`audit_log where action = 'throwNumber.add'`)).toBe(before + 2);
    const page = await as.agent2!.data(throwNumbers, { query: { LocId: 'SG' } });
    expect(page.Rows.map((row) => row.Number)).toEqual(['1234', '5678', '9999', 'R111']);
    expect(page.Totals).toEqual({ Numbers: 4 });
    expect(await as.agent2!.data(deleteThrowNumbers, { body: { LocId: 'SG', Numbers: ['5678', '9999', '0000'] } })).toEqual({ Removed: ['5678', '9999'] });
    expect((await as.agent2!.data(throwNumbers, { query: { LocId: 'SG' } })).Rows.map((row) => row.Number)).toEqual(['1234', 'R111']);
    expect(await count(`audit_log where action = 'throwNumber.delete' and entity_id = 'SG:agent2'`)).toBe(1);
  });

  it('keeps each location apart (bet/throwT at TT)', async () => {
    await as.admin!.data(addThrowNumbers, { body: { LocId: 'TT', Numbers: '4444' } });
    expect((await as.admin!.data(throwNumbersT, { query: { LocId: 'TT' } })).Rows.map((row) => row.Number)).toEqual(['4444']);
    expect((await as.admin!.data(throwNumbers, { query: { LocId: 'SG' } })).Rows).toEqual([]);
  });

  it('refuses bad numbers on the field, users outside the tree and callers without OutSet, writing nothing', async () => {
    const before = await writesSoFar();
    expect(await problemsOf(await as.agent2!.request(addThrowNumbers, { body: { LocId: 'SG', Numbers: '1234 12345' } }))).toEqual(['Numbers:notANumber']);
    expect(await problemsOf(await as.agent2!.request(addThrowNumbers, { body: { LocId: 'SG', Numbers: '  ' } }))).toEqual(['Numbers:required']);
    expect(await problemsOf(await as.agent2!.request(addThrowNumbers, { body: { LocId: 'SG', Numbers: '*' } }))).toEqual(['Numbers:notANumber']);
    expect(await problemsOf(await as.agent2!.request(deleteThrowNumbers, { body: { LocId: 'SG', Numbers: [] } }))).toEqual(['Numbers:required']);
    await as.agent2!.refused(addThrowNumbers, 403, { body: { LocId: 'SG', UserId: 'member1', Numbers: '1234' } });
    await as.agent2!.refused(deleteThrowNumbers, 403, { body: { LocId: 'SG', UserId: 'agent1', Numbers: ['1234'] } });
    await as.agent1!.refused(addThrow, 403, { body: { LocId: 'SG', Numbers: '1234' } });
    await as.agent1!.refused(throwNumbers, 403, { query: { LocId: 'SG' } });
    await as.agent2!.refused(throwNumbers, 403, { query: { LocId: 'SG', UserId: 'agent1' } });
    expect(await writesSoFar()).toEqual(before);
  });
});
