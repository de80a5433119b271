/**
 * Summary (issue 22 "Summary"; contract/reportsSummary.ts): totals per draw for the caller, checked
 * against DOMAIN.md "The life of a bet" 4-7 walked over the raw tickets of a generated branch
 * (collectionFixture.ts) and against the raw ledger rows: each draw's branch figures are the sum of
 * its settled results, Net is the subject's own movement for the draw, a member's own summary is its
 * own bets, the statement summary is the statement's lines per draw and kind. A member sees its own
 * only; outside the tree and without the attribute the server answers 403.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dSelectStatementSummary, mMemberReportSummary, reportSummary3 } from '../../../contract/reportsSummary.ts';
import { reportCollectionFull } from '../../../contract/reportsCollection.ts';
import { apiAs, type ApiClient } from '../apiClient.ts';
import { signIn, startTestServer, type TestServer } from '../testServer.ts';
import { branchOf, DAYS, netOf, settleFixture, type Fixture, type OwnKind } from './collectionFixture.ts';

let server: TestServer;
let fixture: Fixture;
const as: Record<string, ApiClient> = {};
const RANGE = { LocId: 'SG', DrawFrom: '2001-03-01', DrawTo: '2001-03-31', PageSize: 1000 } as const;

beforeAll(async () => {
  server = await startTestServer();
  fixture = await settleFixture({ db: server.db, now: server.now });
  for (const user of ['agent1', 'coA', 'coB', 'com1']) as[user] = apiAs(server, (await signIn(server.app, user)).access_token);
});
afterAll(async () => {
  await server?.close();
});

/** The oracle's sum of a kind over a branch's users for one draw. */
const branchKind = (userId: string, drawId: number, kind: OwnKind) =>
  branchOf(userId).reduce((s, u) => s + (fixture.figures.get(drawId)!.own.get(u)?.[kind] ?? 0), 0);
const branchBettors = (userId: string, drawId: number, field: 'turnover' | 'winLoss') =>
  branchOf(userId).reduce((s, u) => s + (fixture.figures.get(drawId)!.bettors.get(u)?.[field] ?? 0), 0);

describe('reportSummary3', () => {
  it("per draw, the branch's turnover and settled results; Net = the subject's movement; totals = the rows", async () => {
    for (const user of ['coA', 'coB']) {
      const answer = await as[user]!.data(reportSummary3, { query: RANGE });
      expect(answer.Rows.map((r) => r.DrawDate).sort(), user).toEqual([...DAYS]);
      for (const row of answer.Rows) {
        expect(row.TurnoverCents, user).toBe(branchBettors(user, row.DrawId, 'turnover'));
        expect(row.WinLossCents, user).toBe(branchBettors(user, row.DrawId, 'winLoss'));
        expect(row.CommissionCents, user).toBe(branchKind(user, row.DrawId, 'commission'));
        expect(row.TaxCents, user).toBe(branchKind(user, row.DrawId, 'tax'));
        expect(row.ShareCents, user).toBe(branchKind(user, row.DrawId, 'share'));
        expect(row.NetCents, user).toBe(netOf(fixture, user, [row.DrawId]));
      }
      for (const field of ['TurnoverCents', 'WinLossCents', 'CommissionCents', 'TaxCents', 'ShareCents', 'NetCents'] as const) {
        expect(answer.Totals[field], field).toBe(answer.Rows.reduce((s, r) => s + r[field], 0));
      }
      // The summary over the range is the collection's totals over it.
      const collection = await as[user]!.data(reportCollectionFull, { query: RANGE });
      expect(answer.Totals.NetCents, user).toBe(collection.Totals.NetCents);
    }
  });

  it('a member sees its own draws only; outside the tree and without RPTSUM it is refused', async () => {
    const own = await as.com1!.data(reportSummary3, { query: RANGE });
    expect(own.Rows.length).toBe(2);
    for (const row of own.Rows) expect(row.TurnoverCents).toBe(fixture.figures.get(row.DrawId)!.bettors.get('com1')!.turnover);
    await as.com1!.refused(reportSummary3, 403, { query: { ...RANGE, UserId: 'coB' } });
    await as.agent1!.refused(reportSummary3, 403, { query: { ...RANGE, UserId: 'coA' } });
    await as.coB!.refused(reportSummary3, 400, { query: { ...RANGE, DrawFrom: '2001-03-31', DrawTo: '2001-03-01' } });
    await server.db.query(`update users set granted = array(select g from unnest(granted) g where g not in ('RPTSUM', '*')) where user_id = 'com1'`);
    try {
      await as.com1!.refused(reportSummary3, 403, { query: RANGE });
    } finally {
      await server.db.query(`update users set granted = granted || '{RPTSUM}' where user_id = 'com1'`);
    }
  });
});

describe('mMemberReportSummary', () => {
  it("per draw, the subject's own bets: tickets, turnover, strikes, win/loss, commission, tax, net", async () => {
    for (const user of ['com1', 'coB']) {
      const answer = await as[user]!.data(mMemberReportSummary, { query: RANGE });
      expect(answer.Rows.length, user).toBe(2);
      for (const row of answer.Rows) {
        const b = fixture.figures.get(row.DrawId)!.bettors.get(user)!;
        expect(row, user).toMatchObject({ Tickets: b.tickets, TurnoverCents: b.turnover, StrikeCents: b.strike, WinLossCents: b.winLoss, CommissionCents: b.commission, TaxCents: b.tax });
        expect(row.NetCents).toBe(b.winLoss + b.commission - b.tax);
      }
      expect(answer.Totals.NetCents).toBe(answer.Rows.reduce((s, r) => s + r.NetCents, 0));
    }
    // An agent that places no bets has no rows of its own.
    expect((await as.coA!.data(mMemberReportSummary, { query: RANGE })).Rows).toEqual([]);
    await as.com1!.refused(mMemberReportSummary, 403, { query: { ...RANGE, UserId: 'com2' } });
  });
});

describe('dSelectStatementSummary', () => {
  it("the subject's statement lines per draw and kind, equal to the raw ledger rows", async () => {
    const answer = await as.coA!.data(dSelectStatementSummary, { query: { ...RANGE, UserId: 'coB' } });
    const { rows } = await server.db.query<{ draw_id: number; kind: string; cents: number }>(
      `select draw_id, kind, sum(amount_cents)::float8 as cents from ledger_entries where user_id = 'coB' and draw_id = any($1::int[]) group by draw_id, kind`,
      [fixture.drawIds],
    );
    const field: Record<string, 'WinLossCents' | 'CommissionCents' | 'TaxCents' | 'ShareCents' | 'DownlineCents'> = {
      winloss: 'WinLossCents', commission: 'CommissionCents', tax: 'TaxCents', share: 'ShareCents', downline: 'DownlineCents',
    };
    expect(answer.Rows.map((r) => r.DrawId).sort()).toEqual([...fixture.drawIds].sort());
    for (const row of answer.Rows) {
      const lines = rows.filter((r) => r.draw_id === row.DrawId);
      for (const line of lines) expect(row[field[line.kind]!], `${row.DrawId} ${line.kind}`).toBe(line.cents);
      expect(row.TotalCents).toBe(lines.reduce((s, l) => s + l.cents, 0));
      expect(row.TotalCents).toBe(netOf(fixture, 'coB', [row.DrawId!]));
    }
    await as.coB!.refused(dSelectStatementSummary, 403, { query: { ...RANGE, UserId: 'coA' } });
  });
});
