/**
 * r5 and r5/report (contract/resultRuns.ts): the result insertion runs of a location and a run's
 * report. The oracle is DOMAIN.md over tickets the test places on a fresh closed draw: a straight
 * number pays its stake x the prize per $1 of the pay table in force (read from pay_rates,
 * settlementSupport.tableInForce) for each place of the result it equals; Small pays on 1st-3rd only.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrawResult, insertProcess, insertProcessStatus } from '../../../contract/drawResults.ts';
import { resultRunReport, resultRuns, type StrikeCategory } from '../../../contract/resultRuns.ts';
import { apiAs, type ApiClient } from '../apiClient.ts';
import { signIn, startTestServer, type TestServer } from '../testServer.ts';
import { closedDraw, insertTickets, tableInForce } from '../settlementSupport.ts';

let server: TestServer;
let admin: ApiClient;
let agent2: ApiClient;

const RESULT = {
  Game: '4D',
  First: '1123',
  Second: '1122',
  Third: '1112',
  Starters: ['1234', '4321', '5678', '0000', '0012', '9087', '3456', '7777', '2468', '1357'],
  Consolations: ['1111', '8642', '0246', '9999', '3141', '2718', '1618', '4040', '6060', '8080'],
};
const PLACED = '2002-08-06T00:00:00.000Z';

beforeAll(async () => {
  server = await startTestServer();
  admin = apiAs(server, (await signIn(server.app, 'admin')).access_token);
  // agent2 works at SG without DrawSetting (seed).
  agent2 = apiAs(server, (await signIn(server.app, 'agent2')).access_token);
});
afterAll(async () => {
  await server?.close();
});

describe('r5: the result insertion runs', () => {
  it('lists each inserted draw of the location, newest first, as its status call answers it', async () => {
    const runs = await admin.data(resultRuns, { query: { LocId: 'SG' } });
    // The seed inserts every past SG draw's result but the latest: each has a run.
    const { rows } = await server.db.query<{ draw_id: number }>(
      `select d.draw_id from draws d where d.loc_id = 'SG' and exists (select 1 from draw_results r where r.draw_id = d.draw_id) order by d.draw_date desc`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(runs.map((run) => run.DrawId)).toEqual(rows.map((r) => r.draw_id));
    for (const run of runs) {
      const status = await admin.data(insertProcessStatus, { params: { DrawId: run.DrawId }, query: { LocId: 'SG' } });
      expect(run).toMatchObject(status);
      expect(run.Status).toBe('succeeded');
      expect(run.FinishedAt).not.toBeNull();
    }
    const day = runs[0]!.DrawDate;
    expect((await admin.data(resultRuns, { query: { LocId: 'SG', DrawFrom: day, DrawTo: day } })).map((run) => run.DrawId)).toEqual([runs[0]!.DrawId]);
    await admin.refused(resultRuns, 400, { query: { LocId: 'SG', DrawFrom: '2026-12-01', DrawTo: '2026-11-01' } });
  });

  it('is Draw Setting’s: refused without it', async () => {
    await agent2.refused(resultRuns, 403, { query: { LocId: 'SG' } });
  });
});

describe('r5/report: one run’s report', () => {
  it('sums what the run settled and its strikes per prize and stake, as DOMAIN.md pays them', async () => {
    const drawId = await closedDraw(server.db, 'SG', '2002-08-07');
    const base = { userId: 'member1', totoForm: null, totoAmountCents: 0, createdAt: PLACED, betType: 'straight' as const };
    await insertTickets(server.db, 'SG', drawId, [
      { ...base, number: '1123', bigCents: 100, smallCents: 100 }, // 1st, big and small
      { ...base, number: '1234', bigCents: 200, smallCents: 0 }, // a starter
      { ...base, number: '1111', bigCents: 300, smallCents: 500 }, // a consolation: the small does not pay
      { ...base, number: '1234', bigCents: 100, smallCents: 0 }, // the same starter, another ticket
      { ...base, number: '9998', bigCents: 200, smallCents: 0 }, // no prize
    ]);
    await admin.refused(resultRunReport, 404, { query: { LocId: 'SG', DrawId: drawId } });
    await admin.data(createDrawResult, { body: { LocId: 'SG', DrawId: drawId, Result: RESULT } });
    await admin.data(insertProcess, { body: { LocId: 'SG', DrawId: drawId } });
    await server.jobs.drain();

    const table = (await tableInForce(server.db, 'SG', 'member1', PLACED)).fourD.ordinary;
    const category = (Prize: string, Stake: string, stakes: number[], perUnit: number): StrikeCategory => ({
      Prize, Stake, Strikes: stakes.length, Tickets: stakes.length, StakeCents: stakes.reduce((a, b) => a + b, 0),
      PayoutCents: stakes.reduce((a, b) => a + b, 0) * perUnit,
    });
    const expected = [
      category('first', 'big', [100], table.big.first),
      category('first', 'small', [100], table.small.first),
      category('starter', 'big', [200, 100], table.big.starter),
      category('consolation', 'big', [300], table.big.consolation),
    ];
    const payout = expected.reduce((total, c) => total + c.PayoutCents, 0);
    const turnover = 100 + 100 + 200 + 300 + 500 + 100 + 200;

    const report = await admin.data(resultRunReport, { query: { LocId: 'SG', DrawId: drawId } });
    expect(report.Categories).toEqual(expected);
    expect(report).toMatchObject({ Tickets: 5, TurnoverCents: turnover, PayoutCents: payout, WinLossCents: payout - turnover });
    expect(report.Run).toMatchObject({ DrawId: drawId, DrawDate: '2002-08-07', Status: 'succeeded', Strikes: 5, StrikeCents: payout });
    expect(report.Run).toMatchObject(await admin.data(insertProcessStatus, { params: { DrawId: drawId }, query: { LocId: 'SG' } }));
  });

  it('refuses a caller without Draw Setting and a draw of another location', async () => {
    const [run] = await admin.data(resultRuns, { query: { LocId: 'SG' } });
    await agent2.refused(resultRunReport, 403, { query: { LocId: 'SG', DrawId: run!.DrawId } });
    await admin.refused(resultRunReport, 404, { query: { LocId: 'MG', DrawId: run!.DrawId } });
  });
});
