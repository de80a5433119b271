/**
 * Settlement posts to the ledger (DOMAIN.md "The life of a bet" 4-6, "Credit"; issue 20). An oracle
 * written from DOMAIN.md walks each bettor's path in TypeScript (its win/loss from the pure rules,
 * settleTicket): commission (the bettor its rate, each agent the difference), tax, each agent's share of
 * its branch's win/loss (t_share less the share of the user below it), the pass-through of the branch
 * below, open stakes released; the root (company) posts nothing. Every user's AccBal and every line of
 * the draw are compared to the cent; a reset puts users and ledger back exactly; settling again gives
 * the same; a rerun changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testServer.ts';
import { drawAwaitingSettlement, entriesOfTicket, FOUR_D_RESULT, tableDigests, tableInForce, type TestTicket } from './settlementSupport.ts';
import { addBranchUsers, storedFigures, type BranchUser } from './ledgerSupport.ts';
import { settleTicket } from '../../domain/settlement/index.ts';
import { queueSettlement } from '../../server/settlement/progress.ts';
import { settleDraw } from '../../server/settlement/settleDraw.ts';
import { undoSettlement } from '../../server/settlement/undoSettlement.ts';

let server: TestServer;
const deps = () => ({ db: server.db, now: server.now });

// admin (root) > lsA (share 60 %, commission 10 %, tax 0.5 %) > lsB (25 %, 7 %, 0.2 %) > lsm1 (5 %);
// lsA > lsm2 (3 %, tax 0.1 %); lsB bets for itself too.
const TREE: BranchUser[] = [
  { userId: 'lsA', parentId: 'admin', role: 'AG', creditCents: 10_000_000, tShareBp: 6000, commissionBp: 1000, taxBp: 50 },
  { userId: 'lsB', parentId: 'lsA', role: 'AG', creditCents: 5_000_000, tShareBp: 2500, commissionBp: 700, taxBp: 20 },
  { userId: 'lsm1', parentId: 'lsB', role: 'MEM', creditCents: 1_000_000, commissionBp: 500 },
  { userId: 'lsm2', parentId: 'lsA', role: 'MEM', creditCents: 1_000_000, commissionBp: 300, taxBp: 10 },
];
const USERS = ['admin', ...TREE.map((u) => u.userId)];
const parentOf = (userId: string) => TREE.find((u) => u.userId === userId)?.parentId ?? null;
const userOf = (userId: string) => TREE.find((u) => u.userId === userId);

const RESULT = FOUR_D_RESULT;
const AT = '2027-03-01T00:00:00.000Z';
const base = { betType: 'straight' as const, totoForm: null, totoAmountCents: 0, createdAt: AT };
const TICKETS: TestTicket[] = [
  { ...base, userId: 'lsm1', number: '1123', bigCents: 105, smallCents: 0 }, // wins 1st prize
  { ...base, userId: 'lsm1', number: '9990', bigCents: 3_333, smallCents: 1_111 },
  { ...base, userId: 'lsm2', number: '8642', bigCents: 777, smallCents: 0 }, // a consolation
  { ...base, userId: 'lsm2', number: '0101', bigCents: 12_345, smallCents: 505 },
  { ...base, userId: 'lsB', number: '4444', bigCents: 999, smallCents: 333 },
];

/** amount x bp / 10000, half-even on the absolute value, the sign kept (DOMAIN.md "Money"). */
function split(amount: number, bp: number): number {
  const product = Math.abs(amount) * bp;
  let whole = Math.floor(product / 10_000);
  const rest = product % 10_000;
  if (rest * 2 > 10_000 || (rest * 2 === 10_000 && whole % 2 === 1)) whole += 1;
  return Math.sign(amount) * whole;
}

type Kind = 'winloss' | 'commission' | 'tax' | 'share' | 'downline';
type Lines = Map<string, Partial<Record<Kind, number>>>;

/** What DOMAIN.md says each user's lines of the draw are, and each user's released open stakes. */
async function oracle(): Promise<{ lines: Lines; released: Map<string, number> }> {
  const lines: Lines = new Map();
  const released = new Map<string, number>();
  const add = (userId: string, kind: Kind, cents: number) => {
    const own = lines.get(userId) ?? {};
    own[kind] = (own[kind] ?? 0) + cents;
    lines.set(userId, own);
  };
  const byBettor = new Map<string, { stake: number; winLoss: number }>();
  for (const ticket of TICKETS) {
    const settled = settleTicket(entriesOfTicket(ticket), RESULT, await tableInForce(server.db, 'SG', ticket.userId, ticket.createdAt));
    const sums = byBettor.get(ticket.userId) ?? { stake: 0, winLoss: 0 };
    byBettor.set(ticket.userId, { stake: sums.stake + settled.stakeCents, winLoss: sums.winLoss + settled.winLossCents });
  }
  for (const [bettor, { stake, winLoss }] of byBettor) {
    add(bettor, 'winloss', winLoss);
    // Walk the path: the bettor first, then each user above it; the root earns, pays and carries nothing.
    let below: string | null = null;
    for (let user: string | null = bettor; user !== null; below = user, user = parentOf(user)) {
      released.set(user, (released.get(user) ?? 0) + stake);
      if (parentOf(user) === null) continue;
      const me = userOf(user)!;
      const rateBelow = below === null ? 0 : userOf(below)!.commissionBp ?? 0;
      add(user, 'commission', split(stake, Math.max((me.commissionBp ?? 0) - rateBelow, 0)));
      add(user, 'tax', -split(stake, me.taxBp ?? 0));
      if (below !== null) {
        const shareBelow = below === bettor ? 0 : (userOf(below)!.tShareBp ?? 0);
        add(user, 'share', split(-winLoss, (me.tShareBp ?? 0) - shareBelow));
      }
    }
  }
  // The pass-through: what every user strictly below an agent moved by, its own lines only.
  const ownTotal = (userId: string) => {
    const own = lines.get(userId) ?? {};
    return (own.winloss ?? 0) + (own.commission ?? 0) + (own.tax ?? 0) + (own.share ?? 0);
  };
  const owns = new Map(USERS.map((u) => [u, ownTotal(u)]));
  for (const [userId, cents] of owns) {
    for (let up = parentOf(userId); up !== null && parentOf(up) !== null; up = parentOf(up)) add(up, 'downline', cents);
  }
  return { lines, released };
}

async function drawLines(drawId: number): Promise<Lines> {
  const { rows } = await server.db.query<{ user_id: string; kind: Kind; amount: number }>(
    'select user_id, kind, amount_cents::float8 as amount from ledger_entries where draw_id = $1',
    [drawId],
  );
  const lines: Lines = new Map();
  for (const row of rows) lines.set(row.user_id, { ...lines.get(row.user_id), [row.kind]: row.amount });
  return lines;
}

/** The oracle's lines without the zero ones (a zero line is not written). */
const withoutZeros = (lines: Lines): Lines =>
  new Map(
    [...lines]
      .map(([user, kinds]) => [user, Object.fromEntries(Object.entries(kinds).filter(([, cents]) => cents !== 0))] as const)
      .filter(([, kinds]) => Object.keys(kinds).length > 0),
  );

const sumOf = (kinds: Partial<Record<Kind, number>> | undefined) => Object.values(kinds ?? {}).reduce((a, b) => a + b, 0);

const LEDGER_TABLES = ['users', 'ledger_entries', 'draw_stake_releases'] as const;

let drawId: number;
/** The ledger's tables before the draw is settled. */
let unsettled: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  await addBranchUsers(server.db, TREE);
  // Written straight to the tables: their open stakes are set from the tickets, as the seed does.
  drawId = await drawAwaitingSettlement(server.db, server.now, { locId: 'SG', date: '2001-02-07', tickets: TICKETS, result: RESULT });
  unsettled = await tableDigests(server.db, LEDGER_TABLES);
});
afterAll(async () => {
  await server?.close();
});

describe('settlement posts to the ledger', () => {
  it('posts every user’s lines and moves AccBal and open stakes to the cent, as the oracle says', async () => {
    const before = new Map(await Promise.all(USERS.map(async (u) => [u, await storedFigures(server.db, u)] as const)));
    const expected = await oracle();
    // The tickets have a win and losses: the oracle's lines are not all of one sign.
    expect([...expected.lines.values()].some((k) => (k.winloss ?? 0) > 0)).toBe(true);

    expect(await settleDraw(deps(), drawId)).toBe(true);

    expect(await drawLines(drawId)).toEqual(withoutZeros(expected.lines));
    for (const user of USERS) {
      const after = await storedFigures(server.db, user);
      expect(after.accBalCents - before.get(user)!.accBalCents, user).toBe(sumOf(expected.lines.get(user)));
      expect(before.get(user)!.openStakeCents - after.openStakeCents, user).toBe(expected.released.get(user) ?? 0);
    }
    // The root posts nothing; what its direct downline lsA moved by is every non-root user's own lines
    // together (the pass-through conserves), and the company's own result is the opposite of that.
    expect(expected.lines.get('admin')).toBeUndefined();
    const ownLines = [...expected.lines.entries()].reduce((total, [, k]) => total + sumOf({ ...k, downline: 0 }), 0);
    expect(sumOf((await drawLines(drawId)).get('lsA'))).toBe(ownLines);
    // ΔAccBal(A) = Σ ΔAccBal(direct downlines) + its own commission - tax + share, for each agent.
    const posted = await drawLines(drawId);
    for (const agent of ['lsA', 'lsB']) {
      const children = TREE.filter((u) => u.parentId === agent).map((u) => sumOf(posted.get(u.userId)));
      expect(posted.get(agent)?.downline ?? 0).toBe(children.reduce((a, b) => a + b, 0));
    }
  });

  it('a reset puts users and ledger back exactly; settling again gives the same; a rerun changes nothing', async () => {
    const settled = await tableDigests(server.db, ['users']);
    const lines = await drawLines(drawId);
    expect(await server.db.transaction((tx) => undoSettlement(tx, drawId))).toEqual({ ok: true, undone: true });
    expect(await tableDigests(server.db, LEDGER_TABLES)).toEqual(unsettled);
    expect(await drawLines(drawId)).toEqual(new Map());
    expect((await storedFigures(server.db, 'lsm1')).openStakeCents).toBeGreaterThan(0);

    await server.db.transaction((tx) => queueSettlement(tx, drawId, server.now()));
    expect(await settleDraw(deps(), drawId)).toBe(true);
    expect(await drawLines(drawId)).toEqual(lines);
    expect(await tableDigests(server.db, ['users'])).toEqual(settled);
    const again = await tableDigests(server.db, LEDGER_TABLES);
    expect(await settleDraw(deps(), drawId)).toBe(true);
    expect(await tableDigests(server.db, LEDGER_TABLES)).toEqual(again);
    await server.db.transaction((tx) => undoSettlement(tx, drawId));
    expect(await tableDigests(server.db, LEDGER_TABLES)).toEqual(unsettled);
  });
});
