/**
 * The Full report (issue 22; contract/reportsFull.ts, server/reports/full/), on PGlite and PostgreSQL.
 * A generated tree under the company (random shares, commission and tax, an agent that keeps nothing
 * of straight bets, agents that bet for themselves) bets on two SG draws, which are settled. An oracle
 * written from DOMAIN.md ("The life of a bet" 2, 4-7; README "The ledger": the share rule) walks every
 * bettor's path in TypeScript with the pure settlement rules and answers each user's lines; the report
 * must show, per direct downline, the branch's turnover, win/loss, commission, tax, share and net to
 * the cent; the rows add up to the upline's row one level up; net is the downline's AccBal movement;
 * the bet detail row obeys In = Intake + Out at the caller's level; outside the tree and without RPTFULL
 * the server answers 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '../testServer.ts';
import { apiAs, type ApiClient } from '../apiClient.ts';
import { allPages, csvOf, expectCsvEqualsRows, pageOf } from '../dataScreens.ts';
import { closedDraw, entriesOfTicket, FOUR_D_RESULT, insertTickets, tableInForce, type TestTicket } from '../settlementSupport.ts';
import { addBranchUsers, type BranchUser } from '../ledgerSupport.ts';
import { halfEvenPart } from '../shareSupport.ts';
import { drawStakeCents, settleTicket } from '../../../domain/settlement/index.ts';
import { writeResult } from '../../../server/settlement/resultStore.ts';
import { queueSettlement } from '../../../server/settlement/progress.ts';
import { settleDraw } from '../../../server/settlement/settleDraw.ts';
import { STORE_OPEN_STAKES } from '../../../server/ledger/openStakes.ts';
import {
  reportBetPage,
  reportBetPageFull,
  reportBreakdownFull,
  reportFull,
  reportFull2,
  reportPersonalBetPage,
  reportUplineFull,
  type FullRow,
} from '../../../contract/reportsFull.ts';

let server: TestServer;

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(22_001);
const pick = (n: number) => Math.floor(rnd() * n);

// admin (the company) > fA > fA1 > fA1a > fm4; fA1 > fm1, fm2; fA > fm3; admin > fB > fm5, fm6.
const SHAPE: [string, string, 'AG' | 'MEM'][] = [
  ['fA', 'admin', 'AG'], ['fB', 'admin', 'AG'], ['fA1', 'fA', 'AG'], ['fA1a', 'fA1', 'AG'], ['fm1', 'fA1', 'MEM'],
  ['fm2', 'fA1', 'MEM'], ['fm3', 'fA', 'MEM'], ['fm4', 'fA1a', 'MEM'], ['fm5', 'fB', 'MEM'], ['fm6', 'fB', 'MEM'],
];
const TREE: BranchUser[] = [];
for (const [userId, parentId, role] of SHAPE) {
  const parent = TREE.find((u) => u.userId === parentId);
  // A downline's commission never exceeds its upline's (DOMAIN.md 6); steps of 100 bp (the TT rate takes the same
  // figure here and moves in steps of 100), shares of 100 bp.
  const maxCommission = parent ? (parent.commissionBp ?? 0) : 2000;
  TREE.push({
    userId, parentId, role, creditCents: 100_000_000,
    tShareBp: role === 'AG' ? pick(101) * 100 : 0,
    commissionBp: pick(maxCommission / 100 + 1) * 100,
    taxBp: pick(3) === 0 ? 0 : pick(101),
  });
}
const parentOf = (userId: string) => TREE.find((u) => u.userId === userId)?.parentId ?? null;
const userOf = (userId: string) => TREE.find((u) => u.userId === userId);
const AGENTS = ['admin', ...TREE.filter((u) => u.role === 'AG').map((u) => u.userId)];

const AT = '2027-03-01T00:00:00.000Z';
const WINNERS = [FOUR_D_RESULT.first, FOUR_D_RESULT.second, FOUR_D_RESULT.starters[0], FOUR_D_RESULT.consolations[1]];
const BETTORS = ['fm1', 'fm2', 'fm3', 'fm4', 'fm5', 'fm6', 'fA1', 'fB'];
function ticketsOfDraw(): TestTicket[] {
  return Array.from({ length: 40 }, () => {
    const roll = pick(6) === 0;
    const number = roll ? `R${String(pick(1000)).padStart(3, '0')}` : pick(3) === 0 ? WINNERS[pick(WINNERS.length)]! : String(pick(10_000)).padStart(4, '0');
    return {
      userId: BETTORS[pick(BETTORS.length)]!, betType: roll ? 'roll' : 'straight', number, bigCents: 100 + pick(5000), smallCents: pick(2) * pick(3000),
      totoForm: null, totoAmountCents: 0, createdAt: AT,
    } satisfies TestTicket;
  });
}
const DATES = ['2001-03-07', '2001-03-10'];
const RANGE = { DrawFrom: '2001-03-01', DrawTo: '2001-03-31' };
const draws: { drawId: number; date: string; tickets: TestTicket[]; ticketIds: number[] }[] = [];

/** amount x bp / 10000, half-even on the absolute value, the sign kept (DOMAIN.md "Money"). */
const split = halfEvenPart;

interface Figures { turnover: number; winloss: number; commission: number; tax: number; share: number }
const ZERO: Figures = { turnover: 0, winloss: 0, commission: 0, tax: 0, share: 0 };
const add = (a: Figures, b: Partial<Figures>): Figures => ({
  turnover: a.turnover + (b.turnover ?? 0), winloss: a.winloss + (b.winloss ?? 0), commission: a.commission + (b.commission ?? 0),
  tax: a.tax + (b.tax ?? 0), share: a.share + (b.share ?? 0),
});
const netOf = (f: Figures) => f.winloss + f.commission + f.tax + f.share;

/**
 * Each user's own figures per draw, from DOMAIN.md: a bettor's turnover and win/loss; on its path each
 * user but the company earns its commission rate less the rate of the user below (the bettor its own),
 * pays its tax rate, and an agent carries t_share - t_share(below) (the bettor counting 0) of -win/loss.
 */
async function ownFigures(drawIndex: number): Promise<Map<string, Figures>> {
  const own = new Map<string, Figures>();
  const put = (userId: string, f: Partial<Figures>) => own.set(userId, add(own.get(userId) ?? ZERO, f));
  const byBettor = new Map<string, { stake: number; winLoss: number }>();
  for (const ticket of draws[drawIndex]!.tickets) {
    const settled = settleTicket(entriesOfTicket(ticket), FOUR_D_RESULT, await tableInForce(server.db, 'SG', ticket.userId, AT));
    const sums = byBettor.get(ticket.userId) ?? { stake: 0, winLoss: 0 };
    byBettor.set(ticket.userId, { stake: sums.stake + settled.stakeCents, winLoss: sums.winLoss + settled.winLossCents });
  }
  for (const [bettor, { stake, winLoss }] of byBettor) {
    put(bettor, { turnover: stake, winloss: winLoss });
    let below: string | null = null;
    for (let user: string | null = bettor; user !== null && parentOf(user) !== null; below = user, user = parentOf(user)) {
      const me = userOf(user)!;
      const rateBelow = below === null ? 0 : (userOf(below)!.commissionBp ?? 0);
      put(user, { commission: split(stake, Math.max((me.commissionBp ?? 0) - rateBelow, 0)), tax: -split(stake, me.taxBp ?? 0) });
      if (below !== null) {
        const shareBelow = below === bettor ? 0 : (userOf(below)!.tShareBp ?? 0);
        put(user, { share: split(-winLoss, Math.max((me.tShareBp ?? 0) - shareBelow, 0)) });
      }
    }
  }
  return own;
}

const isBelow = (userId: string, head: string): boolean => {
  for (let u: string | null = userId; u !== null; u = parentOf(u)) if (u === head) return true;
  return false;
};

/** The oracle's Full report of `caller` over the given draws: a row per direct downline's branch, and its own. */
function expectedRows(caller: string, own: Map<string, Figures>[]): Map<string, Figures> {
  const rows = new Map<string, Figures>();
  for (const perDraw of own) {
    for (const [userId, f] of perDraw) {
      if (!isBelow(userId, caller)) continue;
      let head = userId;
      while (head !== caller && parentOf(head) !== caller) head = parentOf(head)!;
      // The company's own lines are never posted (it has no upline): its own row has only its turnover.
      const posted = parentOf(userId) === null ? { ...ZERO, turnover: f.turnover } : f;
      rows.set(head, add(rows.get(head) ?? ZERO, posted));
    }
  }
  return rows;
}

const asFigures = (row: FullRow): Figures & { net: number } => ({
  turnover: row.TurnoverCents, winloss: row.WinLossCents, commission: row.CommissionCents, tax: row.TaxCents, share: row.ShareCents, net: row.NetCents,
});
const withNet = (f: Figures) => ({ ...f, net: netOf(f) });

const api: Record<string, ApiClient> = {};
const before = new Map<string, number>();
const after = new Map<string, number>();
let own: Map<string, Figures>[] = [];

async function balances(into: Map<string, number>) {
  const { rows } = await server.db.query<{ user_id: string; cents: number }>('select user_id, acc_bal_cents::float8 as cents from users');
  for (const row of rows) into.set(row.user_id, row.cents);
}

beforeAll(async () => {
  server = await startTestServer();
  await addBranchUsers(server.db, TREE);
  // fA1 keeps nothing of straight bets at SG (Out Setting 0): its members' straight bets go up whole to fA.
  await server.db.query(
    `insert into intake_limits (user_id, loc_id, number, bet_type, big_cents, small_cents, amount_cents) values ('fA1', 'SG', '*', 'straight', 0, 0, null)`,
  );
  for (const date of DATES) {
    const drawId = await closedDraw(server.db, 'SG', date);
    const tickets = ticketsOfDraw();
    draws.push({ drawId, date, tickets, ticketIds: await insertTickets(server.db, 'SG', drawId, tickets) });
  }
  await server.db.query(STORE_OPEN_STAKES);
  await balances(before);
  for (const { drawId } of draws) {
    await server.db.transaction(async (tx) => {
      await writeResult(tx, { drawId, locId: 'SG', userId: 'admin', at: server.now() }, FOUR_D_RESULT);
      await queueSettlement(tx, drawId, server.now());
    });
    expect(await settleDraw({ db: server.db, now: server.now }, drawId)).toBe(true);
  }
  await balances(after);
  own = [await ownFigures(0), await ownFigures(1)];
  for (const user of ['admin', 'agent1', 'fA', 'fA1', 'fm1']) api[user] = apiAs(server, (await signIn(server.app, user)).access_token);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const fullOf = async (caller: ApiClient, userId: string, selection: Record<string, string | number | undefined> = RANGE) =>
  allPages(caller, reportFull, { LocId: 'SG', UserId: userId, ...selection } as never, 3);

describe('Full report', () => {
  it('shows each direct downline’s branch and the user’s own row, to the cent, as DOMAIN.md says', async () => {
    // The data are not trivial: wins and losses, shares and taxes all occur.
    const everyone = expectedRows('admin', own);
    expect([...everyone.values()].some((f) => f.share !== 0)).toBe(true);
    expect([...everyone.values()].some((f) => f.tax !== 0)).toBe(true);
    for (const agent of AGENTS) {
      const { rows, first } = await fullOf(api.admin!, agent);
      const expected = expectedRows(agent, own);
      expect(new Map(rows.map((r) => [r.UserId, asFigures(r)])), agent).toEqual(new Map([...expected].map(([u, f]) => [u, withNet(f)])));
      for (const row of rows) {
        expect(row.Own, row.UserId).toBe(row.UserId === agent);
        expect(row.Member, row.UserId).toBe(userOf(row.UserId)?.role === 'MEM');
      }
      // The totals row is the sum of the rows.
      for (const key of ['TurnoverCents', 'WinLossCents', 'CommissionCents', 'TaxCents', 'ShareCents', 'NetCents'] as const) {
        expect(first.Totals[key], `${agent} ${key}`).toBe(rows.reduce((s, r) => s + r[key], 0));
      }
    }
  });

  it('adds up to the upline’s row one level up, and to reportUplineFull', async () => {
    for (const agent of AGENTS.filter((a) => a !== 'admin')) {
      const { first } = await fullOf(api.admin!, agent);
      const upline = (await fullOf(api.admin!, parentOf(agent)!)).rows.find((r) => r.UserId === agent)!;
      expect(first.Totals, agent).toEqual({
        TurnoverCents: upline.TurnoverCents, WinLossCents: upline.WinLossCents, CommissionCents: upline.CommissionCents,
        TaxCents: upline.TaxCents, ShareCents: upline.ShareCents, NetCents: upline.NetCents,
      });
      const self = await pageOf(api.admin!, reportUplineFull, { LocId: 'SG', UserId: agent, ...RANGE } as never);
      expect(self.Rows.map(asFigures)).toEqual([asFigures(upline)]);
    }
  });

  it('each downline’s net is its AccBal movement over the settled draws, and so is the whole report’s', async () => {
    for (const agent of AGENTS) {
      const { rows, first } = await fullOf(api.admin!, agent);
      for (const row of rows.filter((r) => !r.Own)) expect(row.NetCents, row.UserId).toBe(after.get(row.UserId)! - before.get(row.UserId)!);
      // The company's balance never moves (it posts nothing); every other agent's moves by its whole report.
      if (parentOf(agent) !== null) expect(first.Totals.NetCents, agent).toBe(after.get(agent)! - before.get(agent)!);
    }
  });

  it('one draw, a draw day and the breakdown per draw give the figures of those draws', async () => {
    const byDraw = await allPages(api.admin!, reportBreakdownFull, { LocId: 'SG', UserId: 'fA', ...RANGE } as never, 100);
    expect(byDraw.rows.map((r) => r.DrawDate)).toEqual(DATES);
    for (const [index, { drawId, date }] of draws.entries()) {
      const one = expectedRows('fA', [own[index]!]);
      for (const selection of [{ DrawId: drawId }, { DrawDate: date }]) {
        const { rows } = await fullOf(api.admin!, 'fA', selection);
        expect(new Map(rows.map((r) => [r.UserId, asFigures(r)]))).toEqual(new Map([...one].map(([u, f]) => [u, withNet(f)])));
      }
      const branch = [...one.values()].reduce(add, ZERO);
      const row = byDraw.rows[index]!;
      expect({ ...row, UserId: undefined, DrawId: undefined, DrawDate: undefined }).toEqual({
        UserId: undefined, DrawId: undefined, DrawDate: undefined, TurnoverCents: branch.turnover, WinLossCents: branch.winloss,
        CommissionCents: branch.commission, TaxCents: branch.tax, ShareCents: branch.share, NetCents: netOf(branch),
      });
    }
  });

  it('reportFull2 splits the rows by location of the game; here all is SG, so it equals reportFull', async () => {
    const split2 = await allPages(api.admin!, reportFull2, { LocId: 'SG', UserId: 'fA', ...RANGE } as never, 100);
    const full = await fullOf(api.admin!, 'fA');
    expect(split2.rows).toEqual(full.rows);
    expect(split2.first.Totals).toEqual(full.first.Totals);
  });

  it('the CSV export has every row the screen has', async () => {
    const { rows } = await fullOf(api.admin!, 'fA1');
    const records = await csvOf(api.admin!, reportFull, { LocId: 'SG', UserId: 'fA1', ...RANGE, SortBy: 'UserId', SortDir: 'asc' } as never, 'full-report.csv');
    expectCsvEqualsRows(records, ['UserId', 'Own', 'Member', 'LocId', 'TurnoverCents', 'WinLossCents', 'CommissionCents', 'TaxCents', 'ShareCents', 'NetCents'], rows);
  });
});

describe('a member’s tickets (reportBetPage)', () => {
  const stakeOf = (t: TestTicket) => entriesOfTicket(t).reduce((s, e) => s + drawStakeCents(e), 0);

  it('shows each ticket with the bet detail row at the caller’s level: In = Intake + Out', async () => {
    const mine = draws.flatMap((d) => d.tickets.map((t, i) => ({ t, id: d.ticketIds[i]!, drawId: d.drawId }))).filter((x) => x.t.userId === 'fm1');
    expect(mine.length).toBeGreaterThan(0);
    // fm1 > fA1 (keeps nothing of straight bets) > fA (keeps all) > admin (nothing reaches it).
    const expectations: Record<string, (t: TestTicket) => { in: number; intake: number }> = {
      fA1: (t) => ({ in: stakeOf(t), intake: t.betType === 'straight' ? 0 : stakeOf(t) }),
      fA: (t) => ({ in: t.betType === 'straight' ? stakeOf(t) : 0, intake: t.betType === 'straight' ? stakeOf(t) : 0 }),
      admin: () => ({ in: 0, intake: 0 }),
    };
    for (const [viewer, expected] of Object.entries(expectations)) {
      const { rows, first } = await allPages(api[viewer]!, reportBetPage, { LocId: 'SG', UserId: 'fm1', ...RANGE } as never, 7);
      expect(rows.map((r) => r.TicketId).sort((a, b) => a - b), viewer).toEqual(mine.map((x) => x.id).sort((a, b) => a - b));
      for (const row of rows) {
        const ticket = mine.find((x) => x.id === row.TicketId)!.t;
        const figures = expected(ticket);
        expect(row.ttBigIn + row.ttSmallIn, `${viewer} ${row.TicketId}`).toBe(figures.in);
        expect(row.ttBigIntake + row.ttSmallIntake, `${viewer} ${row.TicketId}`).toBe(figures.intake);
        expect(row.ttBigIn, 'Big').toBe(row.ttBigIntake + row.ttBigOut);
        expect(row.ttSmallIn, 'Small').toBe(row.ttSmallIntake + row.ttSmallOut);
        expect(row.StakeCents).toBe(stakeOf(ticket));
        expect(row.WinLossCents).toBe(row.PayoutCents - row.StakeCents);
      }
      expect(first.Totals.ttBigIn).toBe(first.Totals.ttBigIntake + first.Totals.ttBigOut);
      expect(first.Totals.StakeCents).toBe(rows.reduce((s, r) => s + r.StakeCents, 0));
    }
    // The member's stakes and results add up to its row of the Full report.
    const { first } = await allPages(api.fA!, reportBetPage, { LocId: 'SG', UserId: 'fm1', ...RANGE } as never, 100);
    const fm1 = (await fullOf(api.fA!, 'fA1')).rows.find((r) => r.UserId === 'fm1')!;
    expect([first.Totals.StakeCents, first.Totals.WinLossCents]).toEqual([fm1.TurnoverCents, fm1.WinLossCents]);
  });

  it('txtSearch filters by number; the per-number rows sum the tickets', async () => {
    const prefix = WINNERS[0]!.slice(0, 2);
    const { rows } = await allPages(api.fA!, reportBetPage, { LocId: 'SG', UserId: 'fm1', ...RANGE, txtSearch: prefix } as never, 100);
    const expected = draws.flatMap((d) => d.tickets.filter((t) => t.userId === 'fm1' && t.number.startsWith(prefix)));
    expect(rows).toHaveLength(expected.length);
    for (const row of rows) expect(row.Number.startsWith(prefix)).toBe(true);
    const byNumber = await allPages(api.fA!, reportBetPageFull, { LocId: 'SG', UserId: 'fm1', ...RANGE } as never, 100);
    const all = await allPages(api.fA!, reportBetPage, { LocId: 'SG', UserId: 'fm1', ...RANGE } as never, 100);
    expect(byNumber.first.Totals).toEqual(all.first.Totals);
  });

  it('the caller’s own tickets pass no level of its own: In = Out = the stake', async () => {
    const { rows } = await allPages(api.fA1!, reportPersonalBetPage, { LocId: 'SG', ...RANGE } as never, 100);
    const mine = draws.flatMap((d) => d.tickets.filter((t) => t.userId === 'fA1'));
    expect(rows).toHaveLength(mine.length);
    for (const row of rows) {
      expect(row.UserId).toBe('fA1');
      expect([row.ttBigIn + row.ttSmallIn, row.ttBigOut + row.ttSmallOut, row.ttBigIntake + row.ttSmallIntake]).toEqual([row.StakeCents, row.StakeCents, 0]);
    }
  });
});

describe('refusals', () => {
  it('outside the caller’s tree: 403 Unauthorized Access', async () => {
    const body = await api.agent1!.refused(reportFull, 403, { query: { LocId: 'SG', UserId: 'fA', ...RANGE } as never });
    expect(JSON.stringify(body)).toContain('Unauthorized Access');
    await api.fA1!.refused(reportFull, 403, { query: { LocId: 'SG', UserId: 'fB', ...RANGE } as never });
    await api.fm1!.refused(reportBetPage, 403, { query: { LocId: 'SG', UserId: 'fm2', ...RANGE } as never });
    await api.fA!.refused(reportBreakdownFull, 403, { query: { LocId: 'SG', UserId: 'admin', ...RANGE } as never });
  });

  it('without RPTFULL (RPTFULL2 for reportFull2): 403', async () => {
    await server.db.query(`update users set granted = array_remove(granted, 'RPTFULL') where user_id = 'fA'`);
    try {
      await api.fA!.refused(reportFull, 403, { query: { LocId: 'SG', ...RANGE } as never });
      await api.fA!.refused(reportBetPage, 403, { query: { LocId: 'SG', UserId: 'fm1', ...RANGE } as never });
      expect((await pageOf(api.fA!, reportFull2, { LocId: 'SG', ...RANGE } as never)).Total).toBeGreaterThan(0);
    } finally {
      await server.db.query(`update users set granted = array_append(granted, 'RPTFULL') where user_id = 'fA'`);
    }
    await server.db.query(`update users set granted = array_remove(granted, 'RPTFULL2') where user_id = 'fA'`);
    await api.fA!.refused(reportFull2, 403, { query: { LocId: 'SG', ...RANGE } as never });
  });

  it('no draw, a backward range or another location’s draw: 400', async () => {
    await api.admin!.refused(reportFull, 400, { query: { LocId: 'SG' } as never });
    await api.admin!.refused(reportFull, 400, { query: { LocId: 'SG', DrawFrom: '2001-03-31', DrawTo: '2001-03-01' } as never });
    await api.admin!.refused(reportFull, 400, { query: { LocId: 'MG', DrawId: draws[0]!.drawId } as never });
  });
});
