/**
 * Limit Setting enforced at placement (issue 21; migration 0024): the stake already placed on a number
 * in a draw by the limit owner's tree (the owner and everyone below it; an admin's: every bettor of the
 * location), plus a line's stake, never exceeds the owner's limit on that number. Every limit of the
 * bettor's path applies (its own, if any, and each upline's). A line over one is refused with a
 * message naming the limit and what is left, or, when every limit it passes is in `cut` mode, cut down
 * to what is left (the smallest of them), with a message saying so. Only TOTO lines at TT carry a
 * limit (spec 02 §2.2: Limit Setting is TT only); their stake in a draw is the TOTO amount
 * (server/betting/ticketInDraw.ts), summed over every form of the number.
 *
 * Concurrency: the limits that apply are locked FOR UPDATE, in limit_id order, in the placement's
 * transaction before anything is read (and before the credit path's users are locked: always this
 * order), then the stakes are summed. A parallel bet on the same limit waits, and on PostgreSQL its
 * sum, read after the wait, sees the tickets the first one committed; PGlite runs one at a time.
 *
 * Every path that stores tickets asks here before insertTickets: Place Bets (POST bet/ and bet/t)
 * and file processing; fixed bets will call the same.
 */
import { expandEntries, type ValidLine } from '../../domain/bets/index.ts';
import type { Location } from '../../domain/bets/index.ts';
import type { Queryable } from '../db/database.ts';
import { stakeInDraw, TICKETS_IN_DRAWS } from './ticketInDraw.ts';
import { dollars } from '../admin/dollars.ts';

interface LockedLimit {
  limitId: number;
  number: string;
  maxCents: number;
  mode: 'refuse' | 'cut';
}

/** What a line gets: kept as it is, kept cut down (`note` says so), or refused (`reason`). */
export type LimitVerdict = { ok: true; line: ValidLine; note: string | null } | { ok: false; reason: string };

export interface LimitCheck {
  /** The verdict on one line, given the stakes already placed and those recorded here. */
  fit(line: ValidLine): LimitVerdict;
  /** Counts a line that is stored (after `fit`, with the line it answered). */
  record(line: ValidLine): void;
}


/** The messages of a line over a limit (the spec's "a clear message per line"). */
export const limitMessages = {
  refused: (number: string, maxCents: number, leftCents: number) =>
    leftCents > 0
      ? `Limit for ${number} is ${dollars(maxCents)} per draw; ${dollars(leftCents)} is left.`
      : `Limit for ${number} is ${dollars(maxCents)} per draw; nothing is left.`,
  cut: (number: string, maxCents: number, fromCents: number, toCents: number) =>
    `Cut from ${dollars(fromCents)} to ${dollars(toCents)}: the limit for ${number} is ${dollars(maxCents)} per draw.`,
};

const NO_LIMITS: LimitCheck = { fit: (line) => ({ ok: true, line, note: null }), record: () => {} };

const limited = (line: ValidLine) => line.betType === 'toto';

/**
 * Locks the limits that apply to `lines` of `userId` placed for draw `drawId` at `location` and reads
 * what is placed under them: the check to put each line through, in the order they are stored.
 */
export async function checkBetLimits(
  tx: Queryable,
  owner: { location: Location; userId: string; drawId: number },
  lines: readonly ValidLine[],
): Promise<LimitCheck> {
  if (owner.location !== 'TT') return NO_LIMITS;
  const numbers = [...new Set(lines.filter(limited).map((line) => line.number))];
  if (numbers.length === 0) return NO_LIMITS;
  const { rows: limitRows } = await tx.query<{ limit_id: number; number: string; max_cents: number; mode: 'refuse' | 'cut' }>(
    `with recursive path (user_id, parent_id, depth) as (
       select user_id, parent_id, 0 from users where user_id = $1
       union all
       select u.user_id, u.parent_id, p.depth + 1 from path p join users u on u.user_id = p.parent_id where p.depth < 64
     )
     select l.limit_id, l.number, l.max_cents::float8 as max_cents, l.mode from bet_limits l
     where l.loc_id = $2 and l.number = any($3::text[]) and l.owner_id in (select user_id from path)
     order by l.limit_id for update of l`,
    [owner.userId, owner.location, numbers],
  );
  if (limitRows.length === 0) return NO_LIMITS;
  const limits: LockedLimit[] = limitRows.map((r) => ({ limitId: r.limit_id, number: r.number, maxCents: Number(r.max_cents), mode: r.mode }));

  // The draw of each day name of the lines, as ticket_draws resolves it (server/betting/ticketStore.ts).
  const days = [...new Set(lines.filter(limited).flatMap((line) => line.draws))];
  const { rows: dayRows } = await tx.query<{ day: string; draw_id: number | null }>(
    `select day.name as day, (
       select d.draw_id from draws d
       where d.loc_id = anchor.loc_id and d.draw_date >= anchor.draw_date and to_char(d.draw_date, 'Dy') = day.name
       order by d.draw_date limit 1) as draw_id
     from draws anchor cross join unnest($2::text[]) as day (name) where anchor.draw_id = $1`,
    [owner.drawId, days],
  );
  const drawOf = new Map(dayRows.filter((r) => r.draw_id !== null).map((r) => [r.day, Number(r.draw_id)]));

  // Placed per limit and draw: the stakes of the limit owner's tree (everyone's for an admin).
  const { rows: placedRows } = await tx.query<{ limit_id: number; draw_id: number; cents: number }>(
    `with recursive lim as (
       select l.limit_id, l.owner_id, l.number, o.role = 'ADMIN' as everyone
       from bet_limits l join users o on o.user_id = l.owner_id where l.limit_id = any($1::int[])
     ), tree (limit_id, user_id) as (
       select limit_id, owner_id from lim where not everyone
       union
       select tree.limit_id, u.user_id from tree join users u on u.parent_id = tree.user_id
     )
     select lim.limit_id, td.draw_id, sum(${stakeInDraw('t')})::float8 as cents
     from lim
     join ${TICKETS_IN_DRAWS} on t.number = lim.number and t.loc_id = $2 and td.draw_id = any($3::int[])
     where lim.everyone or exists (select 1 from tree where tree.limit_id = lim.limit_id and tree.user_id = t.user_id)
     group by lim.limit_id, td.draw_id`,
    [limits.map((l) => l.limitId), owner.location, [...new Set(drawOf.values())]],
  );
  const placed = new Map<string, number>();
  const key = (limitId: number, drawId: number) => `${limitId}:${drawId}`;
  for (const row of placedRows) placed.set(key(row.limit_id, row.draw_id), Number(row.cents));

  const drawsOf = (line: ValidLine) => line.draws.flatMap((day) => (drawOf.has(day) ? [drawOf.get(day)!] : []));
  const limitsOf = (line: ValidLine) => (limited(line) ? limits.filter((l) => l.number === line.number) : []);
  /** What is left under `limit` for a line in `draws`: the least of its draws. */
  const leftUnder = (limit: LockedLimit, draws: readonly number[]) =>
    Math.min(...draws.map((drawId) => limit.maxCents - (placed.get(key(limit.limitId, drawId)) ?? 0)));

  return {
    fit(line) {
      const applying = limitsOf(line);
      const draws = drawsOf(line);
      if (applying.length === 0 || draws.length === 0) return { ok: true, line, note: null };
      const amount = line.totoAmountCents;
      const lefts = applying.map((limit) => ({ limit, left: Math.max(leftUnder(limit, draws), 0) }));
      const over = lefts.filter(({ left }) => amount > left);
      if (over.length === 0) return { ok: true, line, note: null };
      // The tightest limit speaks: a refusing one refuses the line; cut limits cut it to the least left.
      const tightest = (list: typeof lefts) => list.reduce((a, b) => (b.left < a.left ? b : a));
      const refusing = over.filter(({ limit }) => limit.mode === 'refuse');
      if (refusing.length > 0) {
        const { limit, left } = tightest(refusing);
        return { ok: false, reason: limitMessages.refused(line.number, limit.maxCents, left) };
      }
      const { limit, left } = tightest(over);
      if (left === 0) return { ok: false, reason: limitMessages.refused(line.number, limit.maxCents, 0) };
      return { ok: true, line: cutTo(line, left), note: limitMessages.cut(line.number, limit.maxCents, amount, left) };
    },
    record(line) {
      const applying = limitsOf(line);
      for (const drawId of drawsOf(line)) {
        for (const limit of applying) {
          const k = key(limit.limitId, drawId);
          placed.set(k, (placed.get(k) ?? 0) + line.totoAmountCents);
        }
      }
    },
  };
}

/** The TOTO line with its amount cut to `amountCents`, its cost and entries by the parser's own rules. */
function cutTo(line: ValidLine, amountCents: number): ValidLine {
  const data = { ...line, totoAmountCents: amountCents, costCents: amountCents * line.draws.length };
  return { ...data, entries: expandEntries(data) };
}

/** The lines the limits keep (cut ones as cut), each line's verdict, and what the kept lines place. */
export interface LimitedLines {
  verdicts: Map<number, LimitVerdict>;
  kept: ValidLine[];
  placed: { validLines: number; tickets: number; costCents: number };
}

/**
 * Puts `lines` through the limits that apply (checkBetLimits), in order, each kept line counted for
 * the next: what every path that stores tickets does before it reserves the kept lines' cost.
 */
export async function applyBetLimits(
  tx: Queryable,
  owner: { location: Location; userId: string; drawId: number },
  lines: readonly ValidLine[],
): Promise<LimitedLines> {
  const limits = await checkBetLimits(tx, owner, lines);
  const verdicts = new Map<number, LimitVerdict>();
  for (const line of lines) {
    const verdict = limits.fit(line);
    verdicts.set(line.lineNumber, verdict);
    if (verdict.ok) limits.record(verdict.line);
  }
  const kept = [...verdicts.values()].flatMap((verdict) => (verdict.ok ? [verdict.line] : []));
  const placed = {
    validLines: kept.length,
    tickets: kept.reduce((total, line) => total + line.tickets, 0),
    costCents: kept.reduce((total, line) => total + line.costCents, 0),
  };
  return { verdicts, kept, placed };
}
