/**
 * The oracle of the bet-call tests (betCalls*.test.ts), written from DOMAIN.md and spec 02, not from the
 * server's SQL: a ticket counts in each draw it is in, with its entries there (a roll 10 numbers, a kBet
 * one per distinct ordering of its digits, anything else 1) and its stake there (the TOTO amount, else
 * big + small for every entry). Figures of a group: tickets (Bets), entries (Tickets), Big/Small per
 * entry x entries, the TOTO Amount, and the turnover.
 */
import type { BetType } from '../../domain/bets/index.ts';

export interface OracleTicket {
  id?: number;
  userId: string;
  betType: BetType;
  number: string;
  big: number;
  small: number;
  amount: number;
  /** The draws the ticket is in (its ticket_draws rows). */
  draws: number[];
}

/** Distinct orderings of a number's characters. */
export function orderings(number: string): number {
  const seen = new Set<string>();
  const walk = (prefix: string, rest: string) => {
    if (rest === '') seen.add(prefix);
    for (let i = 0; i < rest.length; i++) walk(prefix + rest[i], rest.slice(0, i) + rest.slice(i + 1));
  };
  walk('', number);
  return seen.size;
}

export const entriesOf = (t: OracleTicket) => (t.betType === 'roll' ? 10 : t.betType === 'kBet' ? orderings(t.number) : 1);
export const stakeOf = (t: OracleTicket) => (t.betType === 'toto' ? t.amount : (t.big + t.small) * entriesOf(t));

export interface OracleFigures {
  Bets: number;
  Tickets: number;
  BigCents: number;
  SmallCents: number;
  AmountCents: number;
  CostCents: number;
}

export function figuresOf(tickets: readonly OracleTicket[]): OracleFigures {
  const sum = (f: (t: OracleTicket) => number) => tickets.reduce((total, t) => total + f(t), 0);
  return {
    Bets: tickets.length,
    Tickets: sum(entriesOf),
    BigCents: sum((t) => (t.betType === 'toto' ? 0 : t.big * entriesOf(t))),
    SmallCents: sum((t) => (t.betType === 'toto' ? 0 : t.small * entriesOf(t))),
    AmountCents: sum((t) => (t.betType === 'toto' ? t.amount : 0)),
    CostCents: sum(stakeOf),
  };
}

/** Groups tickets by a key, answering the groups sorted by key. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The users of `userId`'s branch (itself and everyone below it) from a child -> parent map. */
export function branchOf(parents: Readonly<Record<string, string>>, userId: string): Set<string> {
  const branch = new Set([userId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, parent] of Object.entries(parents)) {
      if (branch.has(parent) && !branch.has(child)) {
        branch.add(child);
        grew = true;
      }
    }
  }
  return branch;
}

/** The sums of numeric `fields` over rows: what every answer's Totals must equal. */
export const sumsOf = (rows: readonly object[], fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, rows.reduce((sum, row) => sum + Number((row as Record<string, unknown>)[field]), 0)]));

export const FIGURE_FIELDS = ['Bets', 'Tickets', 'BigCents', 'SmallCents', 'AmountCents', 'CostCents'] as const;
