/**
 * The share claim report (contract/reportsShareClaim.ts; spec 02 §6 RPTSHARE_CLAIM, §7.13; DOMAIN.md 5,
 * issue 22 "the share-claim lines equal what the claims moved"). The oracle reads the raw rows: for
 * each claim the test makes (who, on whom, the share, the range) and each settled draw of the range in
 * which the downline has a share line S, the claimer's part is S x bp / 10000 rounded once half-even
 * (DOMAIN.md "Money"), and a claim back's part is measured the same way on the downline's S. The
 * report's rows must be exactly those parts, its totals their sum, and both equal the ledger lines of
 * kinds share_claim / share_claim_back (the receiver's +, the giver's -). Seeded data: admin claims on
 * agent2 (SG) and returns part; agent2, granted DrawSetting here, claims on agent3 below it (MG), given
 * share lines here (the seed gives it no share).
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShareClaim, createShareClaimBack, type ShareTransferRow } from '../../../contract/shareTransfers.ts';
import { reportShareClaim, reportShareClaimBack, type ShareClaimLineRow } from '../../../contract/reportsShareClaim.ts';
import { apiAs, type ApiClient } from '../apiClient.ts';
import { signIn, startTestServer, type TestServer } from '../testServer.ts';
import { halfEvenPart } from '../shareSupport.ts';

let server: TestServer;
const as: Record<string, ApiClient> = {};
const RANGE = { DrawFrom: '2000-01-01', DrawTo: '2099-12-31' };
const ALL = { PageSize: 10_000 };
let keys = 0;
const key = () => ({ 'Idempotency-Key': `share-claim-report-${++keys}-${Date.now()}` });

/** What the test asked for, to build the expected rows from. */
interface Made {
  id: number;
  downline: string;
  claimer: string;
  bp: number;
  locId: 'SG' | 'MG';
  claimId: number | null;
}
const claims: Made[] = [];
const backs: Made[] = [];

/** The downline's settled share lines at the location (draw id, day, cents), from the raw ledger. */
async function shareLines(userId: string, locId: string) {
  const { rows } = await server.db.query<{ draw_id: number; day: string; cents: string }>(
    `select l.draw_id, d.draw_date::text as day, l.amount_cents::text as cents from ledger_entries l join draws d on d.draw_id = l.draw_id
     where l.user_id = $1 and l.kind = 'share' and d.loc_id = $2`,
    [userId, locId],
  );
  return rows.map((r) => ({ drawId: Number(r.draw_id), day: r.day, cents: Number(r.cents) }));
}

/** The oracle's rows of one transfer: a row per draw with a non-zero part. */
async function expectedRows(made: Made): Promise<ShareClaimLineRow[]> {
  return (await shareLines(made.downline, made.locId))
    .map((s) => ({ s, part: halfEvenPart(s.cents, made.bp) }))
    .filter(({ part }) => part !== 0)
    .map(({ s, part }) => ({
      Id: made.id, DrawId: s.drawId, DrawDate: s.day, UserId: made.downline, PartnerId: made.claimer, ShareBp: made.bp,
      ShareCents: s.cents, MovedCents: part, ClaimId: made.claimId,
    }));
}

const byKey = (a: ShareClaimLineRow, b: ShareClaimLineRow) => a.Id - b.Id || a.DrawId - b.DrawId;
const sumMoved = (rows: readonly ShareClaimLineRow[]) => rows.reduce((total, row) => total + row.MovedCents, 0);

/** The ledger's lines of a kind at a location, summed per side: what the receivers got and the givers gave. */
async function ledgerMoved(kind: 'share_claim' | 'share_claim_back', locId: string) {
  const { rows } = await server.db.query<{ received: string; given: string }>(
    `select coalesce(sum(l.amount_cents) filter (where l.user_id = t.to_user_id), 0)::text as received,
            coalesce(sum(l.amount_cents) filter (where l.user_id = t.from_user_id), 0)::text as given
     from ledger_entries l join share_transfers t on t.transfer_id = l.transfer_id join draws d on d.draw_id = l.draw_id
     where l.kind = $1 and d.loc_id = $2`,
    [kind, locId],
  );
  return { received: Number(rows[0]!.received), given: Number(rows[0]!.given) };
}

beforeAll(async () => {
  server = await startTestServer();
  // agent2 may make claims here (DrawSetting); Credit Left never stops a claim in this test.
  await server.db.query(`update users set granted = array_append(granted, 'DrawSetting') where user_id = 'agent2'`);
  // The seed gives agent3 no share: it is given a share result in each settled MG draw (odd cents of
  // both signs, so the rounding shows), as settlement would have posted with a t_share.
  await server.db.query(
    `insert into ledger_entries (user_id, kind, amount_cents, draw_id, loc_id, created_at)
     select 'agent3', 'share', ((d.draw_id * 7919) % 20001) - 10000, d.draw_id, d.loc_id, now() from draws d where d.loc_id = 'MG' and d.is_finalised`,
  );
  await server.db.query(`update users u set acc_bal_cents = (select coalesce(sum(amount_cents), 0) from ledger_entries l where l.user_id = u.user_id) where user_id = 'agent3'`);
  await server.db.query(`update users set credit_cents = open_stake_cents - least(acc_bal_cents, 0) + 10000000 where user_id <> 'admin'`);
  for (const user of ['admin', 'agent1', 'agent2', 'agent3']) as[user] = apiAs(server, (await signIn(server.app, user)).access_token);

  const claim = async (by: string, locId: 'SG' | 'MG', downline: string, bp: number) => {
    const response = await as[by]!.request(createShareClaim, { body: { LocId: locId, UserId: downline, ShareBp: bp, ...RANGE }, headers: key() });
    expect(response.status, await response.clone().text()).toBe(200);
    const row = ((await response.json()) as { data: ShareTransferRow }).data;
    claims.push({ id: row.Id, downline, claimer: by, bp, locId, claimId: null });
    return row;
  };
  expect((await shareLines('agent2', 'SG')).length).toBeGreaterThan(0);
  expect((await shareLines('agent3', 'MG')).length).toBeGreaterThan(0);
  const onAgent2 = await claim('admin', 'SG', 'agent2', 3000);
  await claim('agent2', 'MG', 'agent3', 2500);
  const back = await as.admin!.data(createShareClaimBack, { body: { LocId: 'SG', ClaimId: onAgent2.Id, ShareBp: 1000, ...RANGE }, headers: key() });
  backs.push({ id: back.Id, downline: 'agent2', claimer: 'admin', bp: 1000, locId: 'SG', claimId: onAgent2.Id });
});
afterAll(async () => {
  await server?.close();
});

describe('the share claim report', () => {
  it('lists per claim and draw exactly what each claim moved, with totals equal to the ledger lines', async () => {
    for (const locId of ['SG', 'MG'] as const) {
      const expected = (await Promise.all(claims.filter((c) => c.locId === locId).map(expectedRows))).flat().sort(byKey);
      expect(expected.length).toBeGreaterThan(0);
      const page = await as.admin!.data(reportShareClaim, { query: { LocId: locId, ...ALL }, game: '4d' });
      expect([...page.Rows].sort(byKey)).toEqual(expected);
      expect(page.Total).toBe(expected.length);
      expect(page.Totals.MovedCents).toBe(sumMoved(expected));
      // What the claims moved, by the ledger: the claimers received the total, the downlines gave it.
      expect(await ledgerMoved('share_claim', locId)).toEqual({ received: sumMoved(expected), given: -sumMoved(expected) });
    }
  });

  it('lists the claim backs the same way, each with its claim', async () => {
    const expected = (await Promise.all(backs.map(expectedRows))).flat().sort(byKey);
    expect(expected.length).toBeGreaterThan(0);
    const page = await as.admin!.data(reportShareClaimBack, { query: { LocId: 'SG', ...ALL } });
    expect([...page.Rows].sort(byKey)).toEqual(expected);
    expect(page.Totals.MovedCents).toBe(sumMoved(expected));
    expect(await ledgerMoved('share_claim_back', 'SG')).toEqual({ received: sumMoved(expected), given: -sumMoved(expected) });
    expect((await as.admin!.data(reportShareClaimBack, { query: { LocId: 'MG', ...ALL }, game: '4d' })).Rows).toEqual([]);
  });

  it('narrows to a user, a draw and a range, sorts and pages, with totals over the whole query', async () => {
    const all = (await expectedRows(claims[0]!)).sort(byKey);
    const draw = all[0]!;
    const oneDraw = await as.admin!.data(reportShareClaim, { query: { LocId: 'SG', DrawId: draw.DrawId } });
    expect(oneDraw.Rows).toEqual([draw]);
    const days = [...new Set(all.map((row) => row.DrawDate))].sort();
    const from = days[Math.floor(days.length / 2)]!;
    const inRange = all.filter((row) => row.DrawDate >= from);
    const ranged = await as.admin!.data(reportShareClaim, { query: { LocId: 'SG', DrawFrom: from, DrawTo: '2099-12-31', ...ALL } });
    expect([...ranged.Rows].sort(byKey)).toEqual(inRange);
    // Either side: admin is the claimer of every SG row; agent1 is on none.
    expect((await as.admin!.data(reportShareClaim, { query: { LocId: 'SG', UserId: 'admin', ...ALL } })).Total).toBe(all.length);
    expect((await as.admin!.data(reportShareClaim, { query: { LocId: 'SG', UserId: 'agent1' } })).Rows).toEqual([]);
    // Page 1 of 1-row pages by the biggest move: the totals are still the whole query's.
    const first = await as.admin!.data(reportShareClaim, { query: { LocId: 'SG', SortBy: 'MovedCents', SortDir: 'desc', PageSize: 1 } });
    expect(first.Rows).toEqual([[...all].sort((a, b) => b.MovedCents - a.MovedCents || a.DrawId - b.DrawId)[0]]);
    expect(first.Totals.MovedCents).toBe(sumMoved(all));
    await as.admin!.refused(reportShareClaim, 400, { query: { LocId: 'SG', DrawFrom: '2026-12-01', DrawTo: '2026-11-01' } });
  });

  it("shows each caller its own tree's claims only, and refuses a user outside it or a caller without RPTSHARE_CLAIM", async () => {
    // agent2's tree holds agent2's claim on agent3 (MG); admin's claim on agent2 has its claimer outside.
    const mg = await expectedRows(claims[1]!);
    expect([...(await as.agent2!.data(reportShareClaim, { query: { LocId: 'MG', ...ALL } })).Rows].sort(byKey)).toEqual(mg.sort(byKey));
    expect((await as.agent2!.data(reportShareClaim, { query: { LocId: 'SG', ...ALL } })).Rows).toEqual([]);
    expect((await as.agent2!.data(reportShareClaimBack, { query: { LocId: 'SG', ...ALL } })).Rows).toEqual([]);
    // agent3 is the downline, but its claimer agent2 is above it.
    expect((await as.agent3!.data(reportShareClaim, { query: { LocId: 'MG', ...ALL } })).Rows).toEqual([]);
    expect((await as.agent1!.data(reportShareClaim, { query: { LocId: 'SG', ...ALL } })).Rows).toEqual([]);
    await as.agent1!.refused(reportShareClaim, 403, { query: { LocId: 'SG', UserId: 'agent2' } });
    await as.agent1!.refused(reportShareClaimBack, 403, { query: { LocId: 'SG', UserId: 'agent2' } });

    await server.db.query(`update users set granted = array_remove(granted, 'RPTSHARE_CLAIM') where user_id = 'agent2'`);
    await as.agent2!.refused(reportShareClaim, 403, { query: { LocId: 'MG' }, game: '4d' });
    await as.agent2!.refused(reportShareClaimBack, 403, { query: { LocId: 'MG' }, game: '4d' });
  });
});
