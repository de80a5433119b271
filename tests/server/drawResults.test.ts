import { operatorDay } from '../../domain/operatorTime.ts';
/**
 * The result calls (contract/drawResults.ts) end to end on the app: saving a closed draw's result,
 * refusing bad ones field by field with nothing stored, who may write and read, the insertion job
 * and its status, tickets showing their payout, the Draw Result report, and the resets putting every
 * table back exactly (an md5 of each before the result and after the reset).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, errorEnvelope, putJson, signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { API, postJson } from './betting.ts';
import { closedDraw, insertTickets, SETTLEMENT_TABLES, tableDigests } from './settlementSupport.ts';
import { DrawResultPageSchema, DrawResultSchema, SettlementJobSchema, type SettlementJob } from '../../contract/drawResults.ts';
import { TicketPageSchema } from '../../contract/bets.ts';

let server: TestServer;
let admin: string;
let member: string;
let agent: string;
let ttAgent: string;

const STARTERS = ['1234', '4321', '5678', '0000', '0012', '9087', '3456', '7777', '2468', '1357'];
const CONSOLATIONS = ['1111', '8642', '0246', '9999', '3141', '2718', '1618', '4040', '6060', '8080'];
const fourD = (overrides: Record<string, unknown> = {}) => ({
  Game: '4D',
  First: '1123',
  Second: '1122',
  Third: '1112',
  Starters: STARTERS,
  Consolations: CONSOLATIONS,
  ...overrides,
});
const saveBody = (drawId: number, result: unknown, locId = 'SG') => ({ LocId: locId, DrawId: drawId, Result: result });

async function pollJob(token: string, drawId: number): Promise<SettlementJob[]> {
  const seen: SettlementJob[] = [];
  for (let i = 0; i < 500; i++) {
    const job = await successData(await server.app.request(`${API}/4d/r5/${drawId}/status?LocId=SG`, bearer(token)), SettlementJobSchema);
    seen.push(job);
    if (job.Status === 'succeeded' || job.Status === 'failed') return seen;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the insertion job did not finish');
}

const countResults = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from draw_results')).rows[0]!.n;
const countAudit = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from audit_log')).rows[0]!.n;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signIn(server.app, 'admin')).access_token;
  member = (await signIn(server.app, 'member1')).access_token;
  // agent2 works at SG and MG without DrawSetting (agent1 holds it: tests/server/drawSettingHolder.test.ts).
  agent = (await signIn(server.app, 'agent2')).access_token;
  ttAgent = (await signIn(server.app, 'ttagent')).access_token;
});
afterAll(async () => {
  await server?.close();
});

describe('a refused result stores nothing', () => {
  const cases: [string, Record<string, unknown>, string, string | null][] = [
    ['22 numbers', fourD({ Consolations: CONSOLATIONS.slice(0, 9) }), 'four-d-count', null],
    ['a duplicate', fourD({ Second: '1123' }), 'four-d-duplicate', 'second-1'],
    ['5 digits', fourD({ Third: '11123' }), 'four-d-digits', 'third-1'],
  ];
  it.each(cases)('4D with %s: 400 with each problem on its field', async (_, result, code, field) => {
    const drawId = await closedDraw(server.db, 'SG', `2002-0${cases.findIndex((c) => c[2] === code) + 1}-01`);
    const [results, audit] = [await countResults(), await countAudit()];
    const body = await errorEnvelope(await server.app.request(`${API}/4d/draw/result`, postJson(admin, saveBody(drawId, result))), 400);
    const problems = (body.data as { Problems: { Field: string | null; Code: string; Message: string }[] }).Problems;
    expect(problems).toContainEqual(expect.objectContaining({ Field: field, Code: code }));
    expect(body.message).toBe(problems[0]!.Message);
    expect([await countResults(), await countAudit()]).toEqual([results, audit]);
  });

  it('TOTO with 50: 400 on its field, nothing stored', async () => {
    const drawId = await closedDraw(server.db, 'TT', '2002-05-04');
    const results = await countResults();
    const result = { Game: 'TOTO', Numbers: ['3', '14', '22', '35', '41', '50'], Additional: '7' };
    const body = await errorEnvelope(await server.app.request(`${API}/tt/draw/result`, postJson(admin, saveBody(drawId, result, 'TT'))), 400);
    expect(body.data).toEqual({ Problems: [{ Field: 'toto-6', Code: 'toto-range', Message: 'TOTO numbers are 1 to 49.' }] });
    expect(await countResults()).toBe(results);
  });

  it('a 4D result for a TT draw, or a draw still open, is refused', async () => {
    const tt = await closedDraw(server.db, 'TT', '2002-05-05');
    await errorEnvelope(await server.app.request(`${API}/tt/draw/result`, postJson(admin, saveBody(tt, fourD(), 'TT'))), 400);
    const { rows } = await server.db.query<{ draw_id: number }>(
      `select draw_id from draws where loc_id = 'SG' and closes_at > now() + interval '1 day' order by draw_date limit 1`,
    );
    const open = await errorEnvelope(await server.app.request(`${API}/4d/draw/result`, postJson(admin, saveBody(rows[0]!.draw_id, fourD()))), 409);
    expect(open.message).toMatch(/cut-off/);
  });
});

describe('who may', () => {
  it('a member or an agent without DrawSetting cannot write results, insert or reset; they can read', async () => {
    const drawId = await closedDraw(server.db, 'SG', '2002-06-01');
    const [results, audit] = [await countResults(), await countAudit()];
    for (const token of [member, agent]) {
      await errorEnvelope(await server.app.request(`${API}/4d/draw/result`, postJson(token, saveBody(drawId, fourD()))), 403);
      await errorEnvelope(await server.app.request(`${API}/4d/draw/result`, putJson(saveBody(drawId, fourD()), token)), 403);
      await errorEnvelope(await server.app.request(`${API}/4d/insertProcess`, postJson(token, { LocId: 'SG', DrawId: drawId })), 403);
      await errorEnvelope(await server.app.request(`${API}/4d/reset6/${drawId}`, postJson(token, { LocId: 'SG' })), 403);
      await errorEnvelope(await server.app.request(`${API}/4d/reset7/${drawId}`, postJson(token, { LocId: 'SG' })), 403);
      await successData(await server.app.request(`${API}/4d/draw/result?LocId=SG&DrawId=${drawId}`, bearer(token)), DrawResultSchema);
    }
    expect([await countResults(), await countAudit()]).toEqual([results, audit]);
  });

  it('a caller outside the location is refused, even naming the draw by id', async () => {
    const drawId = await closedDraw(server.db, 'SG', '2002-06-02');
    await errorEnvelope(await server.app.request(`${API}/4d/draw/result?LocId=SG&DrawId=${drawId}`, bearer(ttAgent)), 403);
    await errorEnvelope(await server.app.request(`${API}/4d/r5/${drawId}/status`, bearer(ttAgent)), 403);
    await errorEnvelope(await server.app.request(`${API}/4d/draw/resultReport?LocId=SG`, bearer(ttAgent)), 403);
    // member1 works at SG only: an MG draw is not there for it.
    const mg = await closedDraw(server.db, 'MG', '2002-06-03');
    await errorEnvelope(await server.app.request(`${API}/4d/draw/result?LocId=SG&DrawId=${mg}`, bearer(member)), 404);
  });
});

describe('save, insert, see, reset', () => {
  it('the whole flow, and both resets put every table back exactly', async () => {
    const drawId = await closedDraw(server.db, 'SG', '2002-07-01');
    const base = { userId: 'member1', smallCents: 0, totoForm: null, totoAmountCents: 0, createdAt: '2002-06-30T00:00:00.000Z' };
    const [winning, losing] = await insertTickets(server.db, 'SG', drawId, [
      { ...base, betType: 'straight', number: '1123', bigCents: 100 },
      { ...base, betType: 'straight', number: '9998', bigCents: 200 },
    ]);
    const before = await tableDigests(server.db, SETTLEMENT_TABLES);

    const saved = await successData(await server.app.request(`${API}/4d/draw/result`, postJson(admin, saveBody(drawId, fourD()))), DrawResultSchema);
    expect(saved.Draw.Status).toBe('drawn');
    expect(saved.EnteredBy).toBe('admin');
    await errorEnvelope(await server.app.request(`${API}/4d/draw/result`, postJson(admin, saveBody(drawId, fourD()))), 409);
    // Corrected before insertion.
    const corrected = await successData(
      await server.app.request(`${API}/4d/draw/result`, putJson(saveBody(drawId, fourD({ Second: '2222' })), admin)),
      DrawResultSchema,
    );
    expect(corrected.Result).toMatchObject({ Game: '4D', First: '1123', Second: '2222' });
    await errorEnvelope(await server.app.request(`${API}/4d/r5/${drawId}/status?LocId=SG`, bearer(admin)), 404);

    const started = await successData(await server.app.request(`${API}/4d/insertProcess`, postJson(admin, { LocId: 'SG', DrawId: drawId })), SettlementJobSchema);
    expect(started).toMatchObject({ DrawId: drawId, EntriesTotal: 2 });
    const seen = await pollJob(admin, drawId);
    expect(seen.at(-1)).toMatchObject({ Status: 'succeeded', EntriesSettled: 2, Strikes: 1, StrikeCents: 200_000 });
    // A second insertion answers the same, finished job.
    const again = await successData(await server.app.request(`${API}/4d/insertProcess`, postJson(admin, { LocId: 'SG', DrawId: drawId })), SettlementJobSchema);
    expect(again).toEqual(seen.at(-1));
    // No correction once inserted.
    await errorEnvelope(await server.app.request(`${API}/4d/draw/result`, putJson(saveBody(drawId, fourD()), admin)), 409);

    // member1 sees the payout on its tickets and the numbers on Draw Result.
    const page = await successData(await server.app.request(`${API}/4d/bet/page2?LocId=SG&DrawId=${drawId}`, bearer(member)), TicketPageSchema);
    const byId = new Map(page.Rows.map((row) => [row.TicketId, row]));
    expect(byId.get(winning!)).toMatchObject({ StrikeCents: 200_000, WinLossCents: 199_900 });
    expect(byId.get(losing!)).toMatchObject({ StrikeCents: 0, WinLossCents: -200 });
    const report = await successData(
      await server.app.request(`${API}/4d/draw/resultReport?LocId=SG&DrawFrom=2002-07-01&DrawTo=2002-07-01`, bearer(member)),
      DrawResultPageSchema,
    );
    expect(report.Rows).toEqual([
      { DrawId: drawId, DrawDate: '2002-07-01', First: '1123', Second: '2222', Third: '1112', Starters: STARTERS.join(' '), Consolations: CONSOLATIONS.join(' '), Numbers: null, Additional: null },
    ]);
    expect(report.Totals).toEqual({ Draws: 1 });
    const finalised = await successData(await server.app.request(`${API}/4d/draw/result?LocId=SG&DrawId=${drawId}`, bearer(member)), DrawResultSchema);
    expect(finalised.Draw).toMatchObject({ Status: 'finalised', IsFinalised: true, HasResult: true });

    // reset6: the settlement goes, the result stays; inserting again gives the same figures.
    const figures = await tableDigests(server.db, ['strikes', 'ticket_results']);
    const reset6 = await successData(await server.app.request(`${API}/4d/reset6/${drawId}`, postJson(admin, { LocId: 'SG' })), DrawResultSchema);
    expect(reset6.Draw.Status).toBe('drawn');
    expect(reset6.Result).not.toBeNull();
    await successData(await server.app.request(`${API}/4d/insertProcess`, postJson(admin, { LocId: 'SG', DrawId: drawId })), SettlementJobSchema);
    await pollJob(admin, drawId);
    expect(await tableDigests(server.db, ['strikes', 'ticket_results'])).toEqual(figures);

    // reset7: result and settlement go; every table is as before the result was entered.
    const reset7 = await successData(await server.app.request(`${API}/4d/reset7/${drawId}`, postJson(admin, { LocId: 'SG' })), DrawResultSchema);
    expect(reset7).toMatchObject({ Result: null, EnteredBy: null, Draw: { Status: 'closed', IsFinalised: false, HasResult: false } });
    expect(await tableDigests(server.db, SETTLEMENT_TABLES)).toEqual(before);
    const { rows: audit } = await server.db.query<{ action: string }>(
      `select action from audit_log where entity = 'draw' and entity_id = $1 order by audit_id`,
      [String(drawId)],
    );
    expect(audit.map((a) => a.action)).toEqual([
      // draw.insert once per insertion started (asking again while settled writes nothing).
      'draw.result.save', 'draw.result.update', 'draw.insert', 'draw.settle', 'draw.reset.settlement', 'draw.insert', 'draw.settle', 'draw.reset.result',
    ]);
  });

  it('a reset is refused while the insertion runs', async () => {
    const drawId = await closedDraw(server.db, 'SG', '2002-07-02');
    await successData(await server.app.request(`${API}/4d/draw/result`, postJson(admin, saveBody(drawId, fourD()))), DrawResultSchema);
    // A job under way (as another instance would have it): its progress row says running.
    await server.db.query(`insert into draw_settlements (draw_id, status, queued_at) values ($1, 'running', now())`, [drawId]);
    for (const reset of ['reset6', 'reset7']) {
      const body = await errorEnvelope(await server.app.request(`${API}/4d/${reset}/${drawId}`, postJson(admin, { LocId: 'SG' })), 409);
      expect(body.message).toMatch(/running/);
    }
    expect(await countResults()).toBeGreaterThan(0);
  });

  it('Draw Result at TT: each seeded TOTO draw with its six numbers and the additional one, newest first', async () => {
    const page = await successData(await server.app.request(`${API}/tt/draw/resultReport?LocId=TT`, bearer(ttAgent)), DrawResultPageSchema);
    expect(page.Total).toBeGreaterThan(5);
    const dates = page.Rows.map((row) => row.DrawDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const row of page.Rows) {
      expect(row).toMatchObject({ First: null, Starters: null, Additional: expect.any(Number) });
      expect(new Set([...row.Numbers!.split(' ').map(Number), row.Additional]).size).toBe(7);
    }
  });

  it('the seeded past draws have results and are settled, with winning demo tickets; the latest awaits its result', async () => {
    const latestPast = `(select max(p.draw_date) from draws p where p.loc_id = d.loc_id and p.draw_date < $1::date)`;
    const today = operatorDay(server.now());
    const { rows } = await server.db.query<{ draws: number; unsettled: number; strikes: number }>(
      `select count(*)::int as draws,
         count(*) filter (where not d.is_finalised or s.status is distinct from 'succeeded')::int as unsettled,
         (select count(*) from strikes st join tickets t on t.ticket_id = st.ticket_id where t.user_id = 'member1')::int as strikes
       from draws d left join draw_settlements s on s.draw_id = d.draw_id
       where d.draw_date < ${latestPast} and d.draw_date > '2010-01-01'`,
      [today],
    );
    expect(rows[0]!.draws).toBeGreaterThan(20);
    expect(rows[0]!.unsettled).toBe(0);
    expect(rows[0]!.strikes).toBeGreaterThan(0);
    // Each location's latest past draw: closed, no result, its demo tickets waiting for one.
    const { rows: awaiting } = await server.db.query<{ loc_id: string; results: number; tickets: number }>(
      `select d.loc_id, (select count(*) from draw_results r where r.draw_id = d.draw_id)::int as results,
         (select count(*) from ticket_draws td where td.draw_id = d.draw_id)::int as tickets
       from draws d where d.draw_date = ${latestPast} and d.loc_id in ('SG', 'MG', 'TT') order by d.loc_id`,
      [today],
    );
    expect(awaiting.map((a) => a.loc_id)).toEqual(['MG', 'SG', 'TT']);
    for (const draw of awaiting) expect([draw.results, draw.tickets > 0]).toEqual([0, true]);
  });
});
