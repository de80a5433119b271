/**
 * The Collection report (issue 22 "Collection report", "Correctness"; contract/reportsCollection.ts).
 * Two oracles, neither our SQL: DOMAIN.md "The life of a bet" 4-7 walked over the raw tickets of a
 * generated branch (collectionFixture.ts): a downline's net is its branch's win/loss, commission, tax
 * and share; and the ledger's movements, summed here from the raw ledger_entries rows. Per downline
 * the net is the first; the totals equal the second; the rows add up to the totals to the cent.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportCollectionFull, type CollectionRow } from '../../../contract/reportsCollection.ts';
import { insertStatement2 } from '../../../contract/statements.ts';
import { apiAs, type ApiClient } from '../apiClient.ts';
import { signIn, startTestServer, type TestServer } from '../testServer.ts';
import { DAYS, netOf, ownOf, settleFixture, type Fixture } from './collectionFixture.ts';

let server: TestServer;
let fixture: Fixture;
const as: Record<string, ApiClient> = {};
const RANGE = { LocId: 'SG', DrawFrom: '2001-03-01', DrawTo: '2001-03-31' } as const;
const FIGURES = ['WinLossCents', 'CommissionCents', 'TaxCents', 'ShareCents', 'DownlineCents', 'NetCents', 'TransfersCents', 'PaymentsCents', 'OutstandingCents'] as const;

beforeAll(async () => {
  server = await startTestServer();
  fixture = await settleFixture({ db: server.db, now: server.now });
  for (const user of ['admin', 'agent1', 'coA', 'coB', 'com1']) as[user] = apiAs(server, (await signIn(server.app, user)).access_token);
});
afterAll(async () => {
  await server?.close();
});

const report = async (user: string, query: Record<string, string | number | undefined>) =>
  as[user]!.data(reportCollectionFull, { query: { PageSize: 1000, ...query } });
const byUser = (rows: readonly CollectionRow[]) => new Map(rows.map((r) => [r.UserId, r]));
const sum = (rows: readonly CollectionRow[], field: (typeof FIGURES)[number]) => rows.reduce((s, r) => s + r[field], 0);

/** The raw ledger: the sum of a user's lines of the kinds, at SG, on draws (or days) in the range. */
async function ledgerSum(userIds: readonly string[], kinds: readonly string[], from: string, to: string): Promise<number> {
  const { rows } = await server.db.query<{ cents: number }>(
    `select coalesce(sum(e.amount_cents), 0)::float8 as cents from ledger_entries e left join draws d on d.draw_id = e.draw_id
     where e.user_id = any($1::text[]) and e.kind = any($2::text[]) and e.loc_id = 'SG'
       and coalesce(d.draw_date, ((e.created_at at time zone 'UTC') + interval '8 hours')::date) between $3::date and $4::date`,
    [userIds, kinds, from, to],
  );
  return rows[0]!.cents;
}
const SETTLED = ['winloss', 'commission', 'tax', 'share', 'downline'];

function expectRowsSumToTotals(rows: readonly CollectionRow[], totals: Record<(typeof FIGURES)[number], number>) {
  for (const field of FIGURES) expect(totals[field], field).toBe(sum(rows, field));
  for (const row of rows) {
    expect(row.NetCents, row.UserId).toBe(row.WinLossCents + row.CommissionCents + row.TaxCents + row.ShareCents + row.DownlineCents);
    expect(row.OutstandingCents, row.UserId).toBe(row.NetCents + row.TransfersCents + row.PaymentsCents);
  }
}

describe('reportCollectionFull', () => {
  it("per direct downline, its net is its branch's result by DOMAIN.md; the caller's own row; totals = its ledger movement", async () => {
    const answer = await report('coA', RANGE);
    const rows = byUser(answer.Rows);
    expect([...rows.keys()].sort()).toEqual(['coA', 'coB', 'com2']);
    for (const user of ['coB', 'com2']) {
      const row = rows.get(user)!;
      expect(row.Own, user).toBe(false);
      expect(row.NetCents, user).toBe(netOf(fixture, user));
      expect(row.WinLossCents, user).toBe(ownOf(fixture, user, 'winloss'));
      expect(row.CommissionCents, user).toBe(ownOf(fixture, user, 'commission'));
      expect(row.TaxCents, user).toBe(ownOf(fixture, user, 'tax'));
      expect(row.ShareCents, user).toBe(ownOf(fixture, user, 'share'));
    }
    // coB's branch has a member: its pass-through is com1's result.
    expect(rows.get('coB')!.DownlineCents).toBe(netOf(fixture, 'com1'));
    expect(rows.get('coB')!.DownlineCents).not.toBe(0);
    const own = rows.get('coA')!;
    expect(own.Own).toBe(true);
    expect(own.DownlineCents).toBe(0);
    expect(own.NetCents).toBe(ownOf(fixture, 'coA', 'commission') + ownOf(fixture, 'coA', 'tax') + ownOf(fixture, 'coA', 'share'));
    // The figures are not all of one sign, and the totals are what coA's upline owes it (its whole branch).
    expect(answer.Rows.some((r) => r.NetCents > 0) && answer.Rows.some((r) => r.NetCents < 0)).toBe(true);
    expectRowsSumToTotals(answer.Rows, answer.Totals);
    expect(answer.Totals.NetCents).toBe(netOf(fixture, 'coA'));
    expect(answer.Totals.NetCents).toBe(await ledgerSum(['coA'], SETTLED, RANGE.DrawFrom, RANGE.DrawTo));
  });

  it('one draw (DrawId) or a range of one day reads that draw only', async () => {
    const second = fixture.drawIds[1]!;
    for (const query of [{ LocId: 'SG', DrawId: second }, { LocId: 'SG', DrawFrom: DAYS[1], DrawTo: DAYS[1] }]) {
      const answer = await report('coA', query);
      expect(byUser(answer.Rows).get('coB')!.NetCents).toBe(netOf(fixture, 'coB', [second]));
      expect(answer.Totals.NetCents).toBe(netOf(fixture, 'coA', [second]));
    }
    const none = await report('coA', { LocId: 'SG', DrawFrom: '2001-04-01', DrawTo: '2001-04-30' });
    for (const field of FIGURES) expect(none.Totals[field]).toBe(0);
  });

  it("the company's report: a row per direct downline, no own row, totals = the ledger's movements of its downlines", async () => {
    const answer = await report('admin', RANGE);
    expect(answer.Rows.every((r) => !r.Own)).toBe(true);
    expect(byUser(answer.Rows).get('coA')!.NetCents).toBe(netOf(fixture, 'coA'));
    expectRowsSumToTotals(answer.Rows, answer.Totals);
    const direct = answer.Rows.map((r) => r.UserId);
    expect(answer.Totals.NetCents).toBe(await ledgerSum(direct, SETTLED, RANGE.DrawFrom, RANGE.DrawTo));
    // Drilled (UserId), the admin sees coA's report as coA does.
    expect(await report('admin', { ...RANGE, UserId: 'coA' })).toEqual(await report('coA', RANGE));
  });

  it('payments in the range are shown apart and taken off what is outstanding; another location has none of it', async () => {
    const today = new Date(server.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const response = await as.coA!.request(insertStatement2, {
      body: { LocId: 'SG', UserId: 'com2', AmountCents: 500, Direction: 'paid' },
      headers: { 'Idempotency-Key': 'collection-payment-1' },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const answer = await report('coA', { LocId: 'SG', DrawFrom: RANGE.DrawFrom, DrawTo: today });
    const com2 = byUser(answer.Rows).get('com2')!;
    expect(com2.PaymentsCents).toBe(-500);
    expect(com2.NetCents).toBe(netOf(fixture, 'com2'));
    expect(com2.OutstandingCents).toBe(netOf(fixture, 'com2') - 500);
    expectRowsSumToTotals(answer.Rows, answer.Totals);
    expect(answer.Totals.PaymentsCents).toBe(await ledgerSum(['coB', 'com2', 'coA'], ['payment'], RANGE.DrawFrom, today));
    // The range before the payment's day does not show it.
    expect(byUser((await report('coA', RANGE)).Rows).get('com2')!.PaymentsCents).toBe(0);
    // coA works at TOTO too: its collection there has none of the SG lines.
    await server.db.query(`insert into user_locations (user_id, loc_id) values ('coA', 'TT')`);
    const tt = await report('coA', { LocId: 'TT', DrawFrom: RANGE.DrawFrom, DrawTo: today });
    expect(tt.Rows.length).toBe(3);
    for (const field of FIGURES) expect(tt.Totals[field], field).toBe(0);
  });

  it("the seeded tree: rows add up to the totals, equal to the ledger's movements of the draws' range", async () => {
    const { rows: range } = await server.db.query<{ first: string; last: string }>(
      `select to_char(min(draw_date), 'YYYY-MM-DD') as first, to_char(max(draw_date), 'YYYY-MM-DD') as last
       from draws where loc_id = 'SG' and is_finalised and draw_date > '2002-01-01'`,
    );
    const { first, last } = range[0]!;
    for (const [user, whose] of [['admin', null], ['agent1', 'agent1']] as const) {
      const answer = await report(user, { LocId: 'SG', DrawFrom: first, DrawTo: last });
      expectRowsSumToTotals(answer.Rows, answer.Totals);
      const downlines = answer.Rows.filter((r) => !r.Own).map((r) => r.UserId);
      const ownSettled = whose ? await ledgerSum([whose], ['winloss', 'commission', 'tax', 'share'], first, last) : 0;
      expect(answer.Totals.NetCents, user).toBe((await ledgerSum(downlines, SETTLED, first, last)) + ownSettled);
      if (whose) expect(answer.Totals.NetCents).toBe(await ledgerSum([whose], SETTLED, first, last));
      expect(answer.Rows.some((r) => r.NetCents !== 0), user).toBe(true);
    }
  });

  it('refuses outside the tree, without RPTCOL, and a reversed range; CSV has every row', async () => {
    await as.agent1!.refused(reportCollectionFull, 403, { query: { ...RANGE, UserId: 'coA' } });
    await as.com1!.refused(reportCollectionFull, 403, { query: { ...RANGE, UserId: 'coB' } });
    await as.coB!.refused(reportCollectionFull, 403, { query: { ...RANGE, UserId: 'coA' } });
    await as.coA!.refused(reportCollectionFull, 400, { query: { LocId: 'SG', DrawFrom: '2001-03-31', DrawTo: '2001-03-01' } });
    await server.db.query(`update users set granted = array(select g from unnest(granted) g where g not in ('RPTCOL', '*')) where user_id = 'coB'`);
    try {
      await as.coB!.refused(reportCollectionFull, 403, { query: RANGE });
    } finally {
      await server.db.query(`update users set granted = granted || '{RPTCOL}' where user_id = 'coB'`);
    }
    expect((await report('coB', RANGE)).Rows.map((r) => r.UserId).sort()).toEqual(['coB', 'com1']);
    const csv = await as.coA!.request(reportCollectionFull, { query: { ...RANGE, Format: 'csv' } });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines.length).toBe(1 + 3);
  });
});
