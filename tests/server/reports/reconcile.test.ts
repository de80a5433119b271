/**
 * The reports agree with one another (issue 22 "Correctness"): for the same range, the Collection
 * report's rows and totals equal the Full report's net, downline by downline and in all, to the cent,
 * and both equal the ledger's movement of each downline (its settled lines, summed here from the raw
 * ledger_entries rows). Each report is proven against DOMAIN.md by its own test; this one proves they
 * tell the same story whichever is opened. PGlite, and PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportCollectionFull } from '../../../contract/reportsCollection.ts';
import { reportFull } from '../../../contract/reportsFull.ts';
import { apiAs, type ApiClient } from '../apiClient.ts';
import { signIn, startTestServer, type TestServer } from '../testServer.ts';
import { settleFixture } from './collectionFixture.ts';

let server: TestServer;
const as: Record<string, ApiClient> = {};
const RANGE = { LocId: 'SG', DrawFrom: '2001-03-01', DrawTo: '2001-03-31' } as const;
const CALLERS = ['admin', 'coA', 'coB'] as const;

beforeAll(async () => {
  server = await startTestServer();
  await settleFixture({ db: server.db, now: server.now });
  for (const user of CALLERS) as[user] = apiAs(server, (await signIn(server.app, user)).access_token);
});
afterAll(async () => {
  await server?.close();
});

/** A user's settled movement in the range: every settlement line (transfers and payments are not settlement). */
async function ledgerMovement(userId: string): Promise<number> {
  const { rows } = await server.db.query<{ cents: number }>(
    `select coalesce(sum(e.amount_cents), 0)::float8 as cents from ledger_entries e join draws d on d.draw_id = e.draw_id
     where e.user_id = $1 and e.loc_id = 'SG' and e.kind in ('winloss', 'commission', 'tax', 'share', 'downline')
       and d.draw_date between $2::date and $3::date`,
    [userId, RANGE.DrawFrom, RANGE.DrawTo],
  );
  return rows[0]!.cents;
}

describe('the Collection report and the Full report reconcile', () => {
  for (const caller of CALLERS) {
    it(`${caller}: each downline's collection net equals its full-report net and its ledger movement; the totals agree`, async () => {
      const full = await as[caller]!.data(reportFull, { query: { ...RANGE, PageSize: 1000 } });
      const collection = await as[caller]!.data(reportCollectionFull, { query: { ...RANGE, PageSize: 1000 } });
      const collected = new Map(collection.Rows.map((row) => [row.UserId, row]));
      const downlines = full.Rows.filter((row) => !row.Own);
      expect(downlines.length).toBeGreaterThan(0);
      for (const row of downlines) {
        expect(collected.get(row.UserId)?.NetCents, row.UserId).toBe(row.NetCents);
        expect(row.NetCents, row.UserId).toBe(await ledgerMovement(row.UserId));
      }
      for (const row of full.Rows.filter((r) => r.Own)) expect(collected.get(row.UserId)?.NetCents, `${row.UserId} own`).toBe(row.NetCents);
      expect(collection.Totals.NetCents).toBe(full.Totals.NetCents);
      expect(collection.Rows.reduce((sum, row) => sum + row.NetCents, 0)).toBe(collection.Totals.NetCents);
    });
  }
});
