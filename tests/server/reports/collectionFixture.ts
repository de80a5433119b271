/**
 * The generated branch and the oracle of the collection and summary tests (issue 22): a tree under
 * the seeded admin, two SG draws of 2001 (far from the seed's draws) with tickets, entered and
 * settled as the operator would (result, queue, settleDraw). The oracle is DOMAIN.md "The life of a
 * bet" 4-7 walked in TypeScript over the raw tickets, the pay rates in force and the users' rates and
 * shares, never our SQL: each user's own lines per draw (win/loss, commission, tax, share), from
 * which a downline's net is its branch's own lines together.
 */
import type { Queryable } from '../../../server/db/database.ts';
import { settleTicket } from '../../../domain/settlement/index.ts';
import { writeResult } from '../../../server/settlement/resultStore.ts';
import { queueSettlement } from '../../../server/settlement/progress.ts';
import { settleDraw, type SettlementDeps } from '../../../server/settlement/settleDraw.ts';
import { STORE_OPEN_STAKES } from '../../../server/ledger/openStakes.ts';
import { addBranchUsers, type BranchUser } from '../ledgerSupport.ts';
import { closedDraw, entriesOfTicket, FOUR_D_RESULT, insertTickets, tableInForce, type TestTicket } from '../settlementSupport.ts';
import { halfEvenPart } from '../shareSupport.ts';

// admin (root) > coA (share 60 %, commission 10 %, tax 0.5 %) > coB (25 %, 7 %, 0.2 %) > com1 (5 %);
// coA > com2 (3 %, tax 0.1 %); coB bets for itself too.
export const TREE: BranchUser[] = [
  { userId: 'coA', parentId: 'admin', role: 'AG', creditCents: 10_000_000, tShareBp: 6000, commissionBp: 1000, taxBp: 50 },
  { userId: 'coB', parentId: 'coA', role: 'AG', creditCents: 5_000_000, tShareBp: 2500, commissionBp: 700, taxBp: 20 },
  { userId: 'com1', parentId: 'coB', role: 'MEM', creditCents: 1_000_000, commissionBp: 500 },
  { userId: 'com2', parentId: 'coA', role: 'MEM', creditCents: 1_000_000, commissionBp: 300, taxBp: 10 },
];
export const DAYS = ['2001-03-03', '2001-03-07'] as const;
const AT = '2001-03-01T00:00:00.000Z';
const base = { betType: 'straight' as const, totoForm: null, totoAmountCents: 0, createdAt: AT };
/** Per draw day: a win (1123 is the 1st prize, 8642 a consolation) and losses, of every kind of user. */
const TICKETS: Record<(typeof DAYS)[number], TestTicket[]> = {
  '2001-03-03': [
    { ...base, userId: 'com1', number: '1123', bigCents: 105, smallCents: 0 },
    { ...base, userId: 'com1', number: '9990', bigCents: 3_333, smallCents: 1_111 },
    { ...base, userId: 'com2', number: '8642', bigCents: 777, smallCents: 0 },
    { ...base, userId: 'com2', number: '0101', bigCents: 12_345, smallCents: 505 },
    { ...base, userId: 'coB', number: '4444', bigCents: 999, smallCents: 333 },
  ],
  '2001-03-07': [
    { ...base, userId: 'com1', number: '5555', bigCents: 2_001, smallCents: 999 },
    { ...base, userId: 'com2', number: '1123', bigCents: 50, smallCents: 25 },
    { ...base, userId: 'com2', number: '7777', bigCents: 4_321, smallCents: 0 },
    { ...base, userId: 'coB', number: '8642', bigCents: 250, smallCents: 0 },
  ],
};

export const parentOf = (userId: string): string | null => (userId === 'admin' ? null : (TREE.find((u) => u.userId === userId)?.parentId ?? null));
const userOf = (userId: string) => TREE.find((u) => u.userId === userId);
/** The user and everyone below it. */
export const branchOf = (userId: string): string[] => [userId, ...TREE.filter((u) => u.parentId === userId).flatMap((u) => branchOf(u.userId))];

export type OwnKind = 'winloss' | 'commission' | 'tax' | 'share';
export interface DrawFigures {
  /** Per user: its own lines (DOMAIN.md 4-6), the root's none. */
  own: Map<string, Record<OwnKind, number>>;
  /** Per bettor: turnover (stakes), win/loss, commission on its own turnover, tax on it, tickets, strikes (payout). */
  bettors: Map<string, { tickets: number; turnover: number; winLoss: number; strike: number; commission: number; tax: number }>;
}

export interface Fixture {
  drawIds: number[];
  figures: Map<number, DrawFigures>;
}

const zero = (): Record<OwnKind, number> => ({ winloss: 0, commission: 0, tax: 0, share: 0 });

async function oracleOf(db: Queryable, tickets: readonly TestTicket[]): Promise<DrawFigures> {
  const own = new Map<string, Record<OwnKind, number>>();
  const add = (userId: string, kind: OwnKind, cents: number) => {
    const lines = own.get(userId) ?? zero();
    lines[kind] += cents;
    own.set(userId, lines);
  };
  const bettors: DrawFigures['bettors'] = new Map();
  for (const ticket of tickets) {
    const settled = settleTicket(entriesOfTicket(ticket), FOUR_D_RESULT, await tableInForce(db, 'SG', ticket.userId, ticket.createdAt));
    const b = bettors.get(ticket.userId) ?? { tickets: 0, turnover: 0, winLoss: 0, strike: 0, commission: 0, tax: 0 };
    b.tickets += 1;
    b.turnover += settled.stakeCents;
    b.winLoss += settled.winLossCents;
    b.strike += settled.strikeCents;
    bettors.set(ticket.userId, b);
  }
  for (const [bettor, b] of bettors) {
    const me = userOf(bettor)!;
    // Commission and tax are rounded once per line: the bettor's on its whole turnover of the draw.
    b.commission = halfEvenPart(b.turnover, me.commissionBp ?? 0);
    b.tax = halfEvenPart(b.turnover, me.taxBp ?? 0);
    add(bettor, 'winloss', b.winLoss);
    // Up the path: each user its rate less the rate below it, its tax, and (agents) t_share less the
    // share of the user below it of the bettor's win/loss, negated; the root takes none of it.
    let below: string | null = null;
    for (let user: string | null = bettor; user !== null; below = user, user = parentOf(user)) {
      if (parentOf(user) === null) continue;
      const u = userOf(user)!;
      const rateBelow = below === null ? 0 : (userOf(below)!.commissionBp ?? 0);
      add(user, 'commission', halfEvenPart(b.turnover, Math.max((u.commissionBp ?? 0) - rateBelow, 0)));
      add(user, 'tax', -halfEvenPart(b.turnover, u.taxBp ?? 0));
      if (below !== null) {
        const shareBelow = below === bettor ? 0 : (userOf(below)!.tShareBp ?? 0);
        add(user, 'share', halfEvenPart(-b.winLoss, Math.max((u.tShareBp ?? 0) - shareBelow, 0)));
      }
    }
  }
  return { own, bettors };
}

/** Builds the branch, places the tickets and settles both draws; answers the oracle's figures per draw. */
export async function settleFixture(deps: SettlementDeps): Promise<Fixture> {
  const { db } = deps;
  await addBranchUsers(db, TREE);
  const drawIds: number[] = [];
  const figures = new Map<number, DrawFigures>();
  for (const day of DAYS) {
    const drawId = await closedDraw(db, 'SG', day);
    await insertTickets(db, 'SG', drawId, TICKETS[day]);
    drawIds.push(drawId);
    figures.set(drawId, await oracleOf(db, TICKETS[day]));
  }
  await db.query(STORE_OPEN_STAKES);
  for (const drawId of drawIds) {
    await db.transaction(async (tx) => {
      await writeResult(tx, { drawId, locId: 'SG', userId: 'admin', at: deps.now() }, FOUR_D_RESULT);
      await queueSettlement(tx, drawId, deps.now());
    });
    if (!(await settleDraw(deps, drawId))) throw new Error(`draw ${drawId} did not settle`);
  }
  return { drawIds, figures };
}

const ownTotal = (lines: Record<OwnKind, number> | undefined) => (lines ? lines.winloss + lines.commission + lines.tax + lines.share : 0);

/** DOMAIN.md 7: a user's net for the draws, its branch's own lines together (what its upline owes it). */
export const netOf = (fixture: Fixture, userId: string, drawIds: readonly number[] = fixture.drawIds): number =>
  drawIds.reduce((sum, drawId) => sum + branchOf(userId).reduce((s, u) => s + ownTotal(fixture.figures.get(drawId)!.own.get(u)), 0), 0);

/** A user's own lines of one kind over the draws. */
export const ownOf = (fixture: Fixture, userId: string, kind: OwnKind, drawIds: readonly number[] = fixture.drawIds): number =>
  drawIds.reduce((sum, drawId) => sum + (fixture.figures.get(drawId)!.own.get(userId)?.[kind] ?? 0), 0);
