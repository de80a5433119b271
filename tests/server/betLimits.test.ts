/**
 * Limit Setting (issue 21; spec 02 §2.2, §7.11): the calls (who, bad input, the tree, audit rows) and
 * the limit at placement: the stake on a number in a draw by the limit owner's tree never exceeds its
 * limit; a line over it is refused with the limit and what is left, or cut down to what is left. The
 * oracle is the stored tickets, summed here per number and draw over the owner's tree, and the
 * arithmetic of the rule (max, placed, left), never the server's own query. Runs on PGlite and, with
 * DATABASE_URL, on PostgreSQL (parallel bets really interleave there).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlaceBetsResultSchema } from '../../contract/bets.ts';
import { BetFileSchema, ProcessJobSchema } from '../../contract/files.ts';
import { LimitRowSchema } from '../../contract/limits.ts';
import type { DrawDate } from '../../contract/draws.ts';
import * as v from 'valibot';
import { errorEnvelope, signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { API, nextDrawOf, pollUntilFinished, postJson, uploadRequest } from './betting.ts';
import { addBranchUsers } from './ledgerSupport.ts';

let server: TestServer;
let draw: DrawDate;
const tokens = new Map<string, string>();

// ttagent → ltag → ltm1, ltm2 (the limit's tree); ttagent → ltout (outside it).
const TREE = ['ltag', 'ltm1', 'ltm2'];
const RICH = 100_000_000;

beforeAll(async () => {
  server = await startTestServer();
  await addBranchUsers(server.db, [
    { userId: 'ltag', parentId: 'ttagent', role: 'AG', creditCents: RICH },
    { userId: 'ltm1', parentId: 'ltag', role: 'MEM', creditCents: RICH },
    { userId: 'ltm2', parentId: 'ltag', role: 'MEM', creditCents: RICH },
    { userId: 'ltout', parentId: 'ttagent', role: 'MEM', creditCents: RICH },
  ]);
  // Rich enough that credit never refuses here; at TT only, where limits are set.
  await server.db.query(`update users set credit_cents = $1 where user_id in ('ttagent', 'admin')`, [RICH * 10]);
  await server.db.query(`delete from user_locations where user_id like 'lt%'`);
  await server.db.query(`insert into user_locations (user_id, loc_id) select user_id, 'TT' from users where user_id like 'lt%'`);
  for (const user of ['admin', 'ttagent', 'ltag', 'ltm1', 'ltm2', 'ltout']) tokens.set(user, (await signIn(server.app, user)).access_token);
  draw = await nextDrawOf(server, tokens.get('ltag')!, 'TT');
});
afterAll(async () => {
  await server?.close();
});

const call = (user: string, method: string, path: string, body?: unknown) =>
  server.app.request(`${API}/${path}`, {
    method,
    headers: { authorization: `Bearer ${tokens.get(user)!}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const createLimit = async (user: string, number: string, maxCents: number, mode: 'refuse' | 'cut') =>
  successData(await call(user, 'POST', 'tt/limit', { LocId: 'TT', Number: number, MaxCents: maxCents, Mode: mode }), LimitRowSchema);

function bet(user: string, message: string, path = 'tt/bet/') {
  const init = postJson(tokens.get(user)!, { LocId: 'TT', DrawId: draw.DrawId, Message: message });
  (init.headers as Record<string, string>)['Idempotency-Key'] = randomUUID();
  return server.app.request(`${API}/${path}`, init);
}
const placed = async (user: string, message: string, path?: string) => successData(await bet(user, message, path), PlaceBetsResultSchema);

/** The oracle: TOTO amounts stored on `number` in the draw by `users`, in cents. */
async function storedOn(number: string, users: readonly string[]): Promise<number> {
  const { rows } = await server.db.query<{ cents: number }>(
    `select coalesce(sum(t.toto_amount_cents), 0)::float8 as cents from tickets t join ticket_draws td on td.ticket_id = t.ticket_id
     where td.draw_id = $1 and t.number = $2 and t.user_id = any($3::text[]) and t.loc_id = 'TT'`,
    [draw.DrawId, number, users],
  );
  return Number(rows[0]!.cents);
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('the limit calls', () => {
  it('an agent sets, lists, changes and removes its own limits, each with an audit row', async () => {
    const row = await createLimit('ltag', '1111', 5_000, 'refuse');
    expect(row).toMatchObject({ UserId: 'ltag', Number: '1111', MaxCents: 5_000, Mode: 'refuse' });
    const changed = await successData(
      await call('ltag', 'PUT', 'tt/limit', { LocId: 'TT', LimitId: row.LimitId, Number: '1112', MaxCents: 7_500, Mode: 'cut' }),
      LimitRowSchema,
    );
    expect(changed).toMatchObject({ LimitId: row.LimitId, Number: '1112', MaxCents: 7_500, Mode: 'cut' });
    const second = await createLimit('ltag', '1113', 100, 'cut');
    const page = await successData(
      await call('ltag', 'GET', 'tt/limit?LocId=TT&txtSearch=111'),
      v.object({ Rows: v.array(LimitRowSchema), Total: v.number() }),
    );
    expect(page.Rows.map((r) => r.Number)).toEqual(['1112', '1113']);
    const one = await successData(await call('ltag', 'GET', `tt/limit/${second.LimitId}?LocId=TT`), LimitRowSchema);
    expect(one).toEqual(second);
    expect(await successData(await call('ltag', 'POST', 'tt/limit/delete', { LocId: 'TT', LimitIds: [row.LimitId] }), v.any())).toEqual({
      LimitIds: [row.LimitId],
    });
    expect(await successData(await call('ltag', 'DELETE', `tt/limit/${second.LimitId}`), v.any())).toEqual({ LimitIds: [second.LimitId] });
    const { rows } = await server.db.query<{ action: string }>(
      `select action from audit_log where user_id = 'ltag' and entity = 'limit' order by audit_id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['limit.create', 'limit.update', 'limit.create', 'limit.delete', 'limit.delete']);
  });

  it('refuses bad input with each problem on its field, and a second limit on a number, writing nothing', async () => {
    const before = await server.db.query('select * from bet_limits');
    const bad = await errorEnvelope(await call('ltag', 'POST', 'tt/limit', { LocId: 'TT', Number: '12a4', MaxCents: -1, Mode: 'maybe' }), 400);
    expect((bad.data as { Problems: { Field: string }[] }).Problems.map((p) => p.Field)).toEqual(['Number', 'MaxCents', 'Mode']);
    const fraction = await errorEnvelope(await call('ltag', 'POST', 'tt/limit', { LocId: 'TT', Number: '1234', MaxCents: 12.5, Mode: 'cut' }), 400);
    expect((fraction.data as { Problems: { Field: string }[] }).Problems.map((p) => p.Field)).toEqual(['MaxCents']);
    await errorEnvelope(await call('ltag', 'POST', 'tt/limit', { LocId: 'TT', Number: '1234', MaxCents: 'lots', Mode: 'cut' }), 400);
    expect((await server.db.query('select * from bet_limits')).rows).toEqual(before.rows);

    await createLimit('ltag', '2222', 1_000, 'cut');
    const twice = await errorEnvelope(await call('ltag', 'POST', 'tt/limit', { LocId: 'TT', Number: '2222', MaxCents: 5, Mode: 'cut' }), 400);
    expect(twice.message).toBe('There is a limit for 2222 already: change that one.');
  });

  it('keeps everyone to its own limits: a player has none, another agent neither sees nor changes them', async () => {
    const own = await createLimit('ltag', '3333', 1_000, 'refuse');
    await errorEnvelope(await call('ltm1', 'POST', 'tt/limit', { LocId: 'TT', Number: '3334', MaxCents: 1, Mode: 'cut' }), 403);
    await errorEnvelope(await call('ltm1', 'GET', 'tt/limit?LocId=TT'), 403);
    // ttagent is ltag's upline: its limits are its own, and ltag's are ltag's to change.
    const upline = await successData(await call('ttagent', 'GET', 'tt/limit?LocId=TT'), v.object({ Rows: v.array(LimitRowSchema) }));
    expect(upline.Rows.map((r) => r.LimitId)).not.toContain(own.LimitId);
    await errorEnvelope(await call('ttagent', 'PUT', 'tt/limit', { LocId: 'TT', LimitId: own.LimitId, Number: '3333', MaxCents: 1, Mode: 'cut' }), 404);
    await errorEnvelope(await call('ttagent', 'DELETE', `tt/limit/${own.LimitId}`), 404);
    await errorEnvelope(await call('ttagent', 'POST', 'tt/limit/delete', { LocId: 'TT', LimitIds: [own.LimitId] }), 404);
    await errorEnvelope(await call('ttagent', 'GET', `tt/limit/${own.LimitId}?LocId=TT`), 404);
    // All or none: one id not its own keeps the others too.
    const mine = await createLimit('ttagent', '3335', 1_000, 'refuse');
    await errorEnvelope(await call('ttagent', 'POST', 'tt/limit/delete', { LocId: 'TT', LimitIds: [mine.LimitId, own.LimitId] }), 404);
    const { rows } = await server.db.query('select limit_id from bet_limits where limit_id = any($1::int[])', [[own.LimitId, mine.LimitId]]);
    expect(rows).toHaveLength(2);
  });

  it('is a TT setting: another location is refused', async () => {
    const refused = await errorEnvelope(await call('admin', 'POST', '4d/limit', { LocId: 'SG', Number: '1234', MaxCents: 100, Mode: 'cut' }), 400);
    expect(refused.message).toBe('Limit Setting is for TT only: choose TT.');
    await errorEnvelope(await call('admin', 'GET', '4d/limit?LocId=SG'), 400);
  });
});

describe('a limit at placement', () => {
  it('refuses a line over a refusing limit with its message; a bet outside the tree does not count', async () => {
    await createLimit('ltag', '1234', 5_000, 'refuse');
    expect((await placed('ltm1', '1234/-30')).AcceptedLines).toBe(1);
    // Outside ltag's tree: not counted under ltag's limit, and itself under none.
    expect((await placed('ltout', '1234/-40')).AcceptedLines).toBe(1);
    const over = await placed('ltm2', '1234/-30\n4321/-1');
    const left = 5_000 - (await storedOn('1234', TREE));
    expect(left).toBe(2_000);
    expect(over.Lines[0]).toMatchObject({ Accepted: false, Reason: `Limit for 1234 is $50.00 per draw; ${dollars(left)} is left.`, CostCents: 0 });
    expect(over.Lines[1]).toMatchObject({ Accepted: true, Reason: null, CostCents: 100 });
    expect(over).toMatchObject({ AcceptedLines: 1, RejectedLines: 1, CostCents: 100 });
    // What is left still fits, exactly.
    expect((await placed('ltm2', '1234/-20')).AcceptedLines).toBe(1);
    expect(await storedOn('1234', TREE)).toBe(5_000);
    const full = await placed('ltm1', '1234TO-1');
    expect(full.Lines[0]!.Reason).toBe('Limit for 1234 is $50.00 per draw; nothing is left.');
  });

  it('cuts a line over a cutting limit to what is left and says so; nothing left refuses', async () => {
    await createLimit('ltag', '5678', 2_500, 'cut');
    expect((await placed('ltm1', '5678/-20')).AcceptedLines).toBe(1);
    const cut = await placed('ltm2', '5678/-10');
    expect(cut.Lines[0]).toMatchObject({ Accepted: true, Reason: 'Cut from $10.00 to $5.00: the limit for 5678 is $25.00 per draw.', CostCents: 500 });
    expect(cut.CostCents).toBe(500);
    const { rows } = await server.db.query<{ toto_amount_cents: number; cost_cents: number }>(
      'select toto_amount_cents::float8, cost_cents::float8 from tickets where ticket_id = $1',
      [cut.Lines[0]!.TicketId],
    );
    expect(rows[0]).toEqual({ toto_amount_cents: 500, cost_cents: 500 });
    expect(await storedOn('5678', TREE)).toBe(2_500);
    const none = await placed('ltm1', '5678/-1');
    expect(none.Lines[0]).toMatchObject({ Accepted: false, Reason: 'Limit for 5678 is $25.00 per draw; nothing is left.' });
  });

  it("counts every limit of the bettor's path: an upline's limit over its whole tree, the tightest refusing", async () => {
    await createLimit('ttagent', '2468', 3_000, 'refuse');
    await createLimit('ltag', '2468', 10_000, 'cut');
    expect((await placed('ltout', '2468/-25')).AcceptedLines).toBe(1);
    const result = await placed('ltm1', '2468/-10');
    expect(result.Lines[0]!.Reason).toBe('Limit for 2468 is $30.00 per draw; $5.00 is left.');
    expect(await storedOn('2468', ['ttagent', 'ltout', ...TREE])).toBe(2_500);
  });

  it('never lets 20 parallel bets exceed a limit together (refuse and cut)', async () => {
    await createLimit('ltag', '4444', 5_000, 'refuse');
    await createLimit('ltag', '5555', 5_000, 'cut');
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => placed(i % 2 === 0 ? 'ltm1' : 'ltm2', `${i < 20 ? '4444' : '5555'}/-3`)),
    );
    // $3 bets under $50: 16 fit whole ($48); refuse: the other 4 refused; cut: one cut to $2, 3 refused.
    const refuseSide = results.slice(0, 20).map((r) => r.Lines[0]!);
    expect(refuseSide.filter((l) => l.Accepted)).toHaveLength(16);
    expect(await storedOn('4444', TREE)).toBe(4_800);
    const cutSide = results.slice(20).map((r) => r.Lines[0]!);
    expect(cutSide.filter((l) => l.Accepted)).toHaveLength(17);
    expect(cutSide.filter((l) => l.Accepted && l.Reason !== null).map((l) => l.CostCents)).toEqual([200]);
    expect(await storedOn('5555', TREE)).toBe(5_000);
  }, 60_000);

  it('bet/t is the same placement at TT, and refused elsewhere', async () => {
    await createLimit('ltag', '1357', 1_000, 'refuse');
    const result = await placed('ltm1', '1357/-12\n1357/-8', 'tt/bet/t');
    expect(result.Lines.map((l) => [l.Accepted, l.Reason])).toEqual([
      [false, 'Limit for 1357 is $10.00 per draw; $10.00 is left.'],
      [true, null],
    ]);
    const sg = await nextDrawOf(server, tokens.get('admin')!, 'SG');
    const refused = await errorEnvelope(
      await server.app.request(`${API}/4d/bet/t`, postJson(tokens.get('admin')!, { LocId: 'SG', DrawId: sg.DrawId, Message: '1234 1-1' })),
      400,
    );
    expect(refused.message).toBe('bet/t places TT bets: choose TT.');
  });

  it('an uploaded file is held to the limit: a line over it is rejected with the message, one cut is stored cut', async () => {
    await createLimit('ltag', '8642', 1_500, 'refuse');
    await createLimit('ltag', '8643', 1_500, 'cut');
    const token = tokens.get('ltag')!;
    const file = await successData(
      await server.app.request(
        `${API}/tt/files/upload`,
        uploadRequest(token, '8642/-10\n8642/-10\n8643/-10\n8643/-10\n', { UserId: 'ltm1', ARACode: 'LT', LocId: 'TT' }),
      ),
      BetFileSchema,
    );
    await successData(await server.app.request(`${API}/tt/files/processUpload/${file.FileId}`, postJson(token, { LocId: 'TT' })), ProcessJobSchema);
    const job = (await pollUntilFinished(server, token, file.FileId, 'tt')).at(-1)!;
    expect(job).toMatchObject({ Status: 'succeeded', LinesAccepted: 3, LinesRejected: 1 });
    expect(job.Rejected).toEqual([{ LineNumber: 2, Text: '8642/-10', Reason: 'Limit for 8642 is $15.00 per draw; $5.00 is left.' }]);
    expect(await storedOn('8642', TREE)).toBe(1_000);
    expect(await storedOn('8643', TREE)).toBe(1_500);
  });
});
