/** Helpers of the intake chain tests: generated trees, settings and bets, written to the tables; the chain read back. */
import fc from 'fast-check';
import type { Database, Queryable } from '../../../server/db/database.ts';
import type { ValidLine } from '../../../domain/bets/index.ts';
import { insertTickets } from '../../../server/betting/ticketStore.ts';
import { lockCreditPath, reserveOnPath } from '../../../server/ledger/reserveStake.ts';
import { addBranchUsers } from '../ledgerSupport.ts';
import { KINDS, type ChainRow, type ChainSettings, type LimitRow, type OracleTicket, type Stakes } from './chainOracle.ts';

/** The bets the tests place: number as written, bet type, entries per draw (DOMAIN.md: a roll 10, a kBet its permutations). */
export const BET_KINDS = [
  { number: '1234', betType: 'straight', entries: 1 },
  { number: '5678', betType: 'straight', entries: 1 },
  { number: '1234', betType: 'iBet', entries: 1 },
  { number: '1122', betType: 'kBet', entries: 6 },
  { number: 'R234', betType: 'roll', entries: 10 },
  { number: '4321', betType: 'straight', entries: 1 },
] as const;
const NUMBERS = ['1234', '5678', '1122', 'R234', '4321'];

export interface GeneratedRun {
  /** Agents per depth 1..4 (each under a random agent of the depth above); members at depth 5 (some higher). */
  agents: number[][];
  members: { parent: [number, number] }[];
  limits: { agent: [number, number] | 'company'; number: string; betType: number; big: number | null; small: number | null }[];
  throws: { agent: [number, number] | 'company'; number: string }[];
  distributors: ([number, number] | 'company')[];
  bets: { member: number; lines: { kind: number; big: number; small: number; twoDays: boolean }[]; closed: boolean }[];
  newLimits: GeneratedRun['limits'];
}

const CENTS = fc.constantFrom(null, 0, 100, 200, 500, 1_000, 3_000);
const agentRef = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(fc.integer({ min: 0, max: 3 }), fc.nat()) },
  { weight: 1, arbitrary: fc.constant('company' as const) },
);
const limitsArb = fc.array(
  fc.record({ agent: agentRef, number: fc.constantFrom('*', ...NUMBERS), betType: fc.nat({ max: BET_KINDS.length - 1 }), big: CENTS, small: CENTS }),
  { maxLength: 12 },
);

export const runArb: fc.Arbitrary<GeneratedRun> = fc.record({
  agents: fc.tuple(...[0, 1, 2, 3].map(() => fc.array(fc.nat(), { minLength: 1, maxLength: 2 }))),
  members: fc.array(fc.record({ parent: fc.tuple(fc.integer({ min: 1, max: 3 }), fc.nat()) }), { minLength: 1, maxLength: 4 }),
  limits: limitsArb,
  throws: fc.array(fc.record({ agent: agentRef, number: fc.constantFrom(...NUMBERS) }), { maxLength: 3 }),
  distributors: fc.array(agentRef, { maxLength: 2 }),
  bets: fc.array(
    fc.record({
      member: fc.nat(),
      lines: fc.array(
        fc.record({ kind: fc.nat({ max: BET_KINDS.length - 1 }), big: fc.constantFrom(0, 100, 300, 700), small: fc.constantFrom(0, 100, 200), twoDays: fc.boolean() }),
        { minLength: 1, maxLength: 4 },
      ),
      closed: fc.boolean(),
    }),
    { minLength: 1, maxLength: 12 },
  ),
  newLimits: limitsArb,
}) as fc.Arbitrary<GeneratedRun>;

export interface Run {
  prefix: string;
  agentIds: string[][];
  memberIds: string[];
  parentOf: Map<string, string | null>;
  openDrawIds: [number, number];
  closedDrawId: number;
  distributorOf: Map<string, number>;
}

const dy = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString().slice(0, 3);

async function addDraw(db: Queryable, date: string, open: boolean): Promise<number> {
  const { rows } = await db.query<{ draw_id: number }>(
    `insert into draws (loc_id, draw_date, draw_at, closes_at, closed_at)
     values ('SG', $1::date, ($1 || ' 18:30+08')::timestamptz, ($1 || ' 18:00+08')::timestamptz, ${open ? 'null' : `($1 || ' 18:00+08')::timestamptz`})
     returning draw_id`,
    [date],
  );
  return rows[0]!.draw_id;
}

const isoDay = (base: string, days: number) => new Date(Date.parse(`${base}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The run's users (under the company, admin), its draws (two open days far ahead, one closed long ago) and distributors. */
export async function setUpRun(db: Database, index: number, generated: GeneratedRun): Promise<Run> {
  const prefix = `ic${index}x${Math.floor(Math.random() * 1e6)}`;
  const parentOf = new Map<string, string | null>();
  for (const { user_id, parent_id } of (await db.query<{ user_id: string; parent_id: string | null }>('select user_id, parent_id from users')).rows) {
    parentOf.set(user_id, parent_id);
  }
  const agentIds: string[][] = [];
  const users: Parameters<typeof addBranchUsers>[1][number][] = [];
  generated.agents.forEach((level, depth) => {
    agentIds.push(
      level.map((pick, i) => {
        const userId = `${prefix}a${depth + 1}${i}`;
        const parentId = depth === 0 ? 'admin' : agentIds[depth - 1]![pick % agentIds[depth - 1]!.length]!;
        users.push({ userId, parentId, role: 'AG', creditCents: 1e12 });
        parentOf.set(userId, parentId);
        return userId;
      }),
    );
  });
  const memberIds = generated.members.map(({ parent: [depth, pick] }, i) => {
    const userId = `${prefix}m${i}`;
    // Most members at depth 5 (five levels above them), some higher up.
    const level = agentIds[i % 3 === 2 ? depth : 3]!;
    const parentId = level[pick % level.length]!;
    users.push({ userId, parentId, role: 'MEM', creditCents: 1e12 });
    parentOf.set(userId, parentId);
    return userId;
  });
  await addBranchUsers(db, users);
  const base = isoDay('2090-01-01', index * 5 + Math.floor(Math.random() * 200) * 40);
  const openDrawIds: [number, number] = [await addDraw(db, base, true), await addDraw(db, isoDay(base, 1), true)];
  const closedDrawId = await addDraw(db, isoDay('1990-01-01', index * 5 + Math.floor(Math.random() * 200) * 40), false);
  const run: Run = { prefix, agentIds, memberIds, parentOf, openDrawIds, closedDrawId, distributorOf: new Map() };
  for (const ref of generated.distributors) {
    const agent = agentOf(run, ref);
    if (run.distributorOf.has(agent)) continue;
    const { rows } = await db.query<{ distributor_id: number }>(
      `insert into distributors (owner_id, loc_id, name) values ($1, 'SG', $2) returning distributor_id`,
      [agent, `${prefix} outside`],
    );
    await db.query(`insert into out_settings (user_id, loc_id, distributor_id) values ($1, 'SG', $2)`, [agent, rows[0]!.distributor_id]);
    run.distributorOf.set(agent, rows[0]!.distributor_id);
  }
  await db.query(`insert into throw_numbers (user_id, loc_id, number) select * from unnest($1::text[], $2::text[], $3::text[]) on conflict do nothing`, [
    generated.throws.map((t) => agentOf(run, t.agent)),
    generated.throws.map(() => 'SG'),
    generated.throws.map((t) => t.number),
  ]);
  await setLimits(db, run, generated.limits);
  return run;
}

export const agentOf = (run: Run, ref: [number, number] | 'company'): string =>
  ref === 'company' ? 'admin' : run.agentIds[ref[0]]![ref[1] % run.agentIds[ref[0]]!.length]!;

/** The run's agents' limits replaced by `limits` (the last of a duplicate key wins). */
export async function setLimits(db: Queryable, run: Run, limits: GeneratedRun['limits']): Promise<void> {
  const owners = [...run.agentIds.flat(), 'admin'];
  await db.query(`delete from intake_limits where user_id = any($1::text[]) and loc_id = 'SG'`, [owners]);
  const rows = new Map<string, { user: string; number: string; betType: string; big: number | null; small: number | null }>();
  for (const l of limits) {
    const user = agentOf(run, l.agent);
    const betType = BET_KINDS[l.betType]!.betType;
    rows.set(`${user}|${l.number}|${betType}`, { user, number: l.number, betType, big: l.big, small: l.small });
  }
  for (const r of rows.values()) {
    await db.query(
      `insert into intake_limits (user_id, loc_id, number, bet_type, big_cents, small_cents, amount_cents) values ($1, 'SG', $2, $3, $4, $5, null)`,
      [r.user, r.number, r.betType, r.big, r.small],
    );
  }
}

/** Removes what the run set on the company (it is shared by every run and test). */
export async function tearDownCompany(db: Queryable): Promise<void> {
  await db.query(`delete from intake_limits where user_id = 'admin'`);
  await db.query(`delete from throw_numbers where user_id = 'admin'`);
  await db.query(`delete from out_settings where user_id = 'admin'`);
}

/** The settings as the oracle takes them, read back from the tables. */
export async function settingsOf(db: Queryable): Promise<ChainSettings> {
  const users = await db.query<{ user_id: string; parent_id: string | null }>('select user_id, parent_id from users');
  const limits = await db.query<{ user_id: string; number: string; bet_type: string; big: number | null; small: number | null; amount: number | null }>(
    `select user_id, number, bet_type, big_cents::float8 as big, small_cents::float8 as small, amount_cents::float8 as amount
     from intake_limits where loc_id = 'SG'`,
  );
  const throws = await db.query<{ user_id: string; number: string }>(`select user_id, number from throw_numbers where loc_id = 'SG'`);
  const outs = await db.query<{ user_id: string; distributor_id: number }>(
    `select user_id, distributor_id from out_settings where loc_id = 'SG' and distributor_id is not null`,
  );
  return {
    parentOf: new Map(users.rows.map((u) => [u.user_id, u.parent_id])),
    limits: new Map(limits.rows.map((l) => [`${l.user_id}|${l.number}|${l.bet_type}`, { big: l.big, small: l.small, amount: l.amount } satisfies LimitRow])),
    throws: new Set(throws.rows.map((t) => `${t.user_id}|${t.number}`)),
    distributorOf: new Map(outs.rows.map((o) => [o.user_id, o.distributor_id])),
  };
}

/** Places the generated bets as Place Bets does: the path locked and reserved, then insertTickets, one transaction each. */
export async function placeBets(db: Database, run: Run, bets: GeneratedRun['bets']): Promise<void> {
  const { rows } = await db.query<{ draw_id: number; day: string }>(
    `select draw_id, to_char(draw_date, 'YYYY-MM-DD') as day from draws where draw_id = any($1::int[])`,
    [[...run.openDrawIds, run.closedDrawId]],
  );
  const dayOf = new Map(rows.map((r) => [r.draw_id, dy(r.day)]));
  for (const bet of bets) {
    const userId = run.memberIds[bet.member % run.memberIds.length]!;
    const drawId = bet.closed ? run.closedDrawId : run.openDrawIds[0];
    const lines: ValidLine[] = bet.lines
      .filter((l) => l.big + l.small > 0)
      .map((l, i) => {
        const kind = BET_KINDS[l.kind]!;
        const days = l.twoDays && !bet.closed ? [dayOf.get(run.openDrawIds[0])!, dayOf.get(run.openDrawIds[1])!] : [dayOf.get(drawId)!];
        const tickets = kind.entries * days.length;
        return {
          ok: true, lineNumber: i + 1, betType: kind.betType, number: kind.number, draws: days as ValidLine['draws'],
          bigCents: l.big, smallCents: l.small, totoForm: null, totoAmountCents: 0, tickets, costCents: (l.big + l.small) * tickets, entries: [],
        };
      });
    if (lines.length === 0) continue;
    await db.transaction(async (tx) => {
      const path = await lockCreditPath(tx, userId);
      await reserveOnPath(tx, path, lines.reduce((sum, l) => sum + l.costCents, 0));
      await insertTickets(tx, { location: 'SG', userId, drawId, fileId: null, placedBy: userId, at: Date.now() }, lines);
    });
  }
}

const permutations = (s: string): string[] =>
  s.length <= 1 ? [s] : [...s].flatMap((c, i) => permutations(s.slice(0, i) + s.slice(i + 1)).map((p) => c + p));
/** Entries of a 4D bet in one draw (DOMAIN.md "Facts"): a roll 10, a kBet each distinct permutation, others 1. */
export const entriesOf = (betType: string, number: string) =>
  betType === 'roll' ? 10 : betType === 'kBet' ? new Set(permutations(number)).size : 1;

/** The run's tickets as the oracle takes them: stakes per draw from the bet kinds' entries. */
export async function ticketsOf(db: Queryable, drawIds: readonly number[]): Promise<OracleTicket[]> {
  const { rows } = await db.query<{ ticket_id: number; user_id: string; number: string; bet_type: string; big: number; small: number; draw_ids: number[] }>(
    `select t.ticket_id::float8 as ticket_id, t.user_id, t.number, t.bet_type, t.big_cents::float8 as big, t.small_cents::float8 as small,
       array_agg(td.draw_id order by td.draw_id) as draw_ids
     from ticket_draws td join tickets t on t.ticket_id = td.ticket_id
     where td.draw_id = any($1::int[]) group by t.ticket_id order by t.ticket_id`,
    [[...drawIds]],
  );
  return rows.map((r) => {
    const entries = entriesOf(r.bet_type, r.number);
    return {
      ticketId: r.ticket_id, userId: r.user_id, number: r.number, betType: r.bet_type,
      stakes: { big: r.big * entries, small: r.small * entries, amount: 0 }, drawIds: r.draw_ids,
    };
  });
}

const stakes = (big: number, small: number, amount: number): Stakes => ({ big, small, amount });

/** ticket_intakes of some draws, in the oracle's shape, sorted. */
export async function chainRowsOf(db: Queryable, drawIds: readonly number[]): Promise<ChainRow[]> {
  const { rows } = await db.query<Record<string, number | string | null>>(
    `select draw_id, ticket_id::float8 as ticket_id, level, user_id, number, bet_type, big_in::float8 as bi, big_intake::float8 as bk,
       small_in::float8 as si, small_intake::float8 as sk, amount_in::float8 as ai, amount_intake::float8 as ak, out_distributor_id
     from ticket_intakes where draw_id = any($1::int[]) order by draw_id, ticket_id, level`,
    [[...drawIds]],
  );
  return rows.map((r) => ({
    drawId: r.draw_id as number, ticketId: r.ticket_id as number, level: r.level as number, userId: r.user_id as string,
    number: r.number as string, betType: r.bet_type as string,
    in: stakes(r.bi as number, r.si as number, r.ai as number), intake: stakes(r.bk as number, r.sk as number, r.ak as number),
    outDistributorId: (r.out_distributor_id as number | null) ?? null,
  }));
}

export const sortRows = (rows: Iterable<ChainRow>): ChainRow[] =>
  [...rows].sort((a, b) => a.drawId - b.drawId || a.ticketId - b.ticketId || a.level - b.level);

/** draw_intakes of some draws, and the same figures summed from ticket_intakes. */
export async function drawSumsOf(db: Queryable, drawIds: readonly number[]) {
  const stored = await db.query(
    `select draw_id, user_id, number, bet_type, big_in::float8, big_intake::float8, small_in::float8, small_intake::float8,
       amount_in::float8, amount_intake::float8, max_payout_cents::float8
     from draw_intakes where draw_id = any($1::int[]) order by 1, 2, 3, 4`,
    [[...drawIds]],
  );
  const summed = await db.query(
    `select draw_id, user_id, number, bet_type, sum(big_in)::float8 as big_in, sum(big_intake)::float8 as big_intake,
       sum(small_in)::float8 as small_in, sum(small_intake)::float8 as small_intake, sum(amount_in)::float8 as amount_in,
       sum(amount_intake)::float8 as amount_intake, sum(max_payout_cents)::float8 as max_payout_cents
     from ticket_intakes where draw_id = any($1::int[]) group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
    [[...drawIds]],
  );
  return { stored: stored.rows, summed: summed.rows };
}

export { KINDS };
