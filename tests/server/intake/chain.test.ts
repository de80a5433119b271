/**
 * The intake chain (issue 21 "Correctness"; DOMAIN.md "The life of a bet" 2), property tests on generated
 * trees of 5 levels with random limits ('*' and per number, null/0/amounts), throw numbers and
 * distributors (the company's too), and random bets placed as Place Bets places them (path locked,
 * insertTickets), on PGlite and, with DATABASE_URL, PostgreSQL. The oracle (chainOracle.ts) walks each
 * ticket in id order by the rules as DOMAIN.md states them. Per run:
 * - the stored chain equals the oracle's row for row (In, Intake, Out, where the Out went);
 * - In = Intake + Out and Intake <= In per row; Out of a level = In of the next; a throw number is
 *   never kept; no agent keeps more of a draw/number/bet type than its limit;
 * - draw_intakes = the sum of ticket_intakes, MaxPayout = intake x the location's highest figure;
 * - a recompute from scratch gives the same tables (incremental == recompute);
 * - a limit change recomputed by the job's rule moves only the open draws: the closed draw keeps its chain.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testServer.ts';
import { recomputeChain } from '../../../server/intake/recompute.ts';
import { openDrawIds } from '../../../server/intake/recomputeJob.ts';
import { chainOf, type ChainRow, KINDS } from './chainOracle.ts';
import {
  chainRowsOf, drawSumsOf, entriesOf, placeBets, runArb, settingsOf, setLimits, setUpRun, sortRows, tearDownCompany, ticketsOf, type Run,
} from './chainSupport.ts';

let server: TestServer;
let runs = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const runDraws = (run: Run) => [...run.openDrawIds, run.closedDrawId];

/** The highest default figure in force per (kind, variant) and stake at SG, from the pay-rate table as stored. */
async function topFigures(): Promise<Map<string, number>> {
  const { rows } = await server.db.query<{ kind: string; variant: string; stake: string; per_unit: number }>(
    `select kind, variant, stake, per_unit from pay_rates where loc_id = 'SG' and user_id is null and valid_until is null`,
  );
  const tops = new Map<string, number>();
  for (const r of rows) {
    const key = `${r.kind}|${r.variant}|${r.stake}`;
    tops.set(key, Math.max(tops.get(key) ?? 0, r.per_unit));
  }
  return tops;
}

/** The pay-rate kind and variant of a bet (DOMAIN.md: kBet the System rates, iBet its permutation count's row). */
const rateOf = (betType: string, number: string): [string, string] => {
  if (betType === 'kBet') return ['K', ''];
  if (betType === 'iBet') return ['I', String(entriesOf('kBet', number))];
  return ['N', ''];
};

function checkInvariants(rows: readonly ChainRow[], limits: Awaited<ReturnType<typeof settingsOf>>) {
  const byKey = new Map(rows.map((r) => [`${r.drawId}|${r.ticketId}|${r.level}`, r]));
  const kept = new Map<string, Record<(typeof KINDS)[number], number>>();
  for (const row of rows) {
    for (const kind of KINDS) {
      expect(row.intake[kind]).toBeGreaterThanOrEqual(0);
      expect(row.intake[kind]).toBeLessThanOrEqual(row.in[kind]);
    }
    if (limits.throws.has(`${row.userId}|${row.number}`)) expect(row.intake).toEqual({ big: 0, small: 0, amount: 0 });
    const next = byKey.get(`${row.drawId}|${row.ticketId}|${row.level + 1}`);
    const out = { big: row.in.big - row.intake.big, small: row.in.small - row.intake.small, amount: row.in.amount - row.intake.amount };
    if (next) {
      expect(row.outDistributorId).toBeNull();
      expect(next.in).toEqual(out);
      expect(limits.parentOf.get(row.userId)).toBe(next.userId);
    } else if (row.outDistributorId === null && limits.parentOf.get(row.userId) !== null) {
      // Nothing goes up unless a next row takes it.
      expect(out).toEqual({ big: 0, small: 0, amount: 0 });
    }
    const key = `${row.drawId}|${row.userId}|${row.number}|${row.betType}`;
    const sum = kept.get(key) ?? { big: 0, small: 0, amount: 0 };
    for (const kind of KINDS) sum[kind] += row.intake[kind];
    kept.set(key, sum);
  }
  for (const [key, sum] of kept) {
    const [, user, number, betType] = key.split('|');
    const limit = limits.limits.get(`${user}|${number}|${betType}`) ?? limits.limits.get(`${user}|*|${betType}`);
    const isCompany = limits.parentOf.get(user!) === null && !limits.distributorOf.has(user!);
    for (const kind of KINDS) {
      const cap = limit?.[kind];
      if (cap !== null && cap !== undefined && !isCompany) expect(sum[kind]).toBeLessThanOrEqual(cap);
    }
  }
}

describe(`the intake chain (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('is what the rules give at every level, equals its recompute, and a limit change moves only open draws', async () => {
    const tops = await topFigures();
    await fc.assert(
      fc.asyncProperty(runArb, async (generated) => {
        const run = await setUpRun(server.db, (runs += 1), generated);
        try {
          await placeBets(server.db, run, generated.bets);
          const settings = await settingsOf(server.db);
          const tickets = await ticketsOf(server.db, runDraws(run));
          const stored = await chainRowsOf(server.db, runDraws(run));
          expect(stored).toEqual(sortRows(chainOf(settings, tickets).values()));
          checkInvariants(stored, settings);

          const sums = await drawSumsOf(server.db, runDraws(run));
          expect(sums.stored).toEqual(sums.summed);
          for (const row of sums.stored as Record<string, number | string>[]) {
            const [kind, variant] = rateOf(row.bet_type as string, row.number as string);
            const worst = (row.big_intake as number) * (tops.get(`${kind}|${variant}|big`) ?? 0)
              + (row.small_intake as number) * (tops.get(`${kind}|${variant}|small`) ?? 0);
            expect(row.max_payout_cents).toBe(worst);
          }

          // Incremental == recompute.
          await server.db.transaction((tx) => recomputeChain(tx, { drawIds: runDraws(run) }));
          expect(await chainRowsOf(server.db, runDraws(run))).toEqual(stored);
          expect((await drawSumsOf(server.db, runDraws(run))).stored).toEqual(sums.stored);

          // A limit change, recomputed as the job does (the location's open draws): the closed draw keeps its chain.
          const closedBefore = await chainRowsOf(server.db, [run.closedDrawId]);
          await setLimits(server.db, run, generated.newLimits);
          const open = await openDrawIds(server.db, 'SG', Date.now());
          expect(open).toEqual(expect.arrayContaining(run.openDrawIds));
          expect(open).not.toContain(run.closedDrawId);
          await server.db.transaction((tx) => recomputeChain(tx, { drawIds: open }));
          expect(await chainRowsOf(server.db, [run.closedDrawId])).toEqual(closedBefore);
          const newSettings = await settingsOf(server.db);
          const openTickets = await ticketsOf(server.db, run.openDrawIds);
          const expected = sortRows([...chainOf(newSettings, openTickets).values()].filter((r) => run.openDrawIds.includes(r.drawId)));
          const recomputed = await chainRowsOf(server.db, run.openDrawIds);
          expect(recomputed).toEqual(expected);
          checkInvariants(recomputed, newSettings);
        } finally {
          await tearDownCompany(server.db);
        }
      }),
      { numRuns: Number(process.env.CHAIN_RUNS ?? 8), endOnFailure: true },
    );
  }, 300_000);
});
