/** Helpers of the settlement server tests: draws and tickets written straight to the tables, and the oracle's tables. */
import type { Database, Queryable } from '../../server/db/database.ts';
import { expandEntries } from '../../domain/bets/expandEntries.ts';
import type { BetEntry, BetType, TotoForm } from '../../domain/bets/index.ts';
import type { DrawResult, PayRateTable } from '../../domain/settlement/index.ts';
import { PUBLISHED_PAY_RATES } from '../../domain/settlement/publishedTables.ts';
import { recomputeChain } from '../../server/intake/recompute.ts';
import { STORE_OPEN_STAKES } from '../../server/ledger/openStakes.ts';
import { queueSettlement } from '../../server/settlement/progress.ts';
import { writeResult } from '../../server/settlement/resultStore.ts';

/** A 4D result the settlement tests settle against (1123 wins 1st prize, 8642 a consolation). */
export const FOUR_D_RESULT = {
  game: '4D',
  first: '1123',
  second: '1122',
  third: '1112',
  starters: ['1234', '4321', '5678', '0000', '0012', '9087', '3456', '7777', '2468', '1357'],
  consolations: ['1111', '8642', '0246', '9999', '3141', '2718', '1618', '4040', '6060', '8080'],
} as const satisfies DrawResult;

/** A draw whose sales closed long ago (a date no calendar uses), so a result may be saved at once. */
export async function closedDraw(db: Queryable, locId: 'SG' | 'MG' | 'TT', date: string): Promise<number> {
  const { rows } = await db.query<{ draw_id: number }>(
    // Stamped closed at its cut-off, as the close-draws schedule would: otherwise the schedule's
    // every-minute tick may stamp it in the middle of a test that compares tables before and after.
    `insert into draws (loc_id, draw_date, draw_at, closes_at, closed_at)
     values ($1, $2::date, ($2 || ' 18:30+08')::timestamptz, ($2 || ' 18:00+08')::timestamptz, ($2 || ' 18:00+08')::timestamptz)
     returning draw_id`,
    [locId, date],
  );
  return rows[0]!.draw_id;
}

export interface TestTicket {
  userId: string;
  betType: BetType;
  number: string;
  bigCents: number;
  smallCents: number;
  totoForm: TotoForm | null;
  totoAmountCents: number;
  /** ISO instant the ticket was placed. */
  createdAt: string;
}

/** Inserts tickets of one draw (and their ticket_draws rows); answers their ids in order. */
export async function insertTickets(db: Queryable, locId: string, drawId: number, tickets: readonly TestTicket[]): Promise<number[]> {
  const { rows } = await db.query<{ ticket_id: number }>(
    `with inserted as (
       insert into tickets (loc_id, user_id, draw_id, number, bet_type, draws, big_cents, small_cents, toto_form,
         toto_amount_cents, tickets, cost_cents, line_number, placed_by, created_at)
       select $1, t.user_id, $2, t.number, t.bet_type, array['Wed'], t.big, t.small, t.toto_form, t.toto_amount, 1,
         t.big + t.small + t.toto_amount, t.line, t.user_id, t.created_at
       from unnest($3::text[], $4::text[], $5::text[], $6::bigint[], $7::bigint[], $8::text[], $9::bigint[], $10::timestamptz[])
         with ordinality as t (user_id, number, bet_type, big, small, toto_form, toto_amount, created_at, line)
       returning ticket_id, line_number, user_id, loc_id, created_at
     ), linked as (
       insert into ticket_draws (draw_id, ticket_id, user_id, loc_id, created_at) select $2, ticket_id, user_id, loc_id, created_at from inserted
     )
     select ticket_id::float8 as ticket_id from inserted order by line_number`,
    [
      locId,
      drawId,
      tickets.map((t) => t.userId),
      tickets.map((t) => t.number),
      tickets.map((t) => t.betType),
      tickets.map((t) => t.bigCents),
      tickets.map((t) => t.smallCents),
      tickets.map((t) => t.totoForm),
      tickets.map((t) => t.totoAmountCents),
      tickets.map((t) => t.createdAt),
    ],
  );
  // Their intake chain, as placement writes it (settlement settles every level's intake).
  await recomputeChain(db, { drawIds: [drawId] });
  return rows.map((r) => r.ticket_id);
}

/**
 * A closed draw of `date` with the tickets (their open stakes stored from them, as the seed does) and
 * the admin's result saved, queued for settlement (settleDraw settles it); its id.
 */
export async function drawAwaitingSettlement(
  db: Database,
  now: () => number,
  draw: { locId: 'SG' | 'MG' | 'TT'; date: string; tickets: readonly TestTicket[]; result: DrawResult },
): Promise<number> {
  const drawId = await closedDraw(db, draw.locId, draw.date);
  await insertTickets(db, draw.locId, drawId, draw.tickets);
  await db.query(STORE_OPEN_STAKES);
  await db.transaction(async (tx) => {
    await writeResult(tx, { drawId, locId: draw.locId, userId: 'admin', at: now() }, draw.result);
    await queueSettlement(tx, drawId, now());
  });
  return drawId;
}

/** The pure rules' entries of a test ticket (one draw). */
export const entriesOfTicket = (t: TestTicket): BetEntry[] =>
  expandEntries({
    ok: true,
    lineNumber: 1,
    betType: t.betType,
    number: t.number,
    draws: ['Wed'],
    bigCents: t.bigCents,
    smallCents: t.smallCents,
    totoForm: t.totoForm,
    totoAmountCents: t.totoAmountCents,
    tickets: 1,
    costCents: 0,
  });

type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };

/**
 * The table in force for a user at a location at an instant, rebuilt from pay_rates independently of
 * the settlement SQL: each figure the user's own row when it has one in force, else the default's.
 */
export async function tableInForce(db: Queryable, locId: 'SG' | 'MG' | 'TT', userId: string, at: string): Promise<PayRateTable> {
  const { rows } = await db.query<{ kind: string; variant: string; prize: string; stake: string; per_unit: number; user_id: string | null }>(
    `select kind, variant, prize, stake, per_unit, user_id from pay_rates
     where loc_id = $1 and (user_id is null or user_id = $2) and valid_from <= $3::timestamptz
       and (valid_until is null or $3::timestamptz < valid_until)`,
    [locId, userId, at],
  );
  // Every figure is set from the rows below; the published table only gives the shape. A JSON copy,
  // not structuredClone: the published tables share objects (system = ordinary, one TOTO form row).
  const table = JSON.parse(JSON.stringify(PUBLISHED_PAY_RATES[locId])) as Mutable<PayRateTable>;
  const ordered = [...rows.filter((r) => r.user_id === null), ...rows.filter((r) => r.user_id !== null)];
  for (const row of ordered) {
    if (row.kind === 'T') {
      const form = table.toto.forms[row.variant as TotoForm];
      form[row.prize as keyof typeof form] = row.per_unit;
      continue;
    }
    const prizes =
      row.kind === 'N' ? table.fourD.ordinary : row.kind === 'K' ? table.fourD.system : table.fourD.iBet[Number(row.variant) as 24 | 12 | 6 | 4];
    const stake = row.stake === 'big' ? prizes.big : prizes.small;
    (stake as Record<string, number>)[row.prize] = row.per_unit;
  }
  return table;
}

/** An md5 of every row of each table (in a stable order), to prove a reset puts everything back. */
export async function tableDigests(db: Queryable, tables: readonly string[]): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await db.query<{ digest: string | null }>(`select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest from ${table} r`);
    digests[table] = rows[0]?.digest ?? '';
  }
  return digests;
}

export const SETTLEMENT_TABLES = [
  'draws', 'tickets', 'ticket_draws', 'pay_rates', 'draw_results', 'draw_result_numbers', 'draw_settlements', 'strikes',
  'ticket_results', 'draw_user_results', 'draw_commission_lines', 'draw_intake_results',
] as const;
