/**
 * The bench's data: 100 000 ticket rows of the shape a report screen shows (ids, a draw date, the bet
 * number, a bet-type tone, a number, a link to the member's drill-down, money in cents), their columns
 * and their totals. Generated from a fixed seed, so every run and machine renders the same rows.
 */
import { BET_TONES, type BetTone, type DataColumn } from '../../../src/widgets/dataTable/types.ts';
import { seededRandom } from '../../../domain/seededRandom.ts';

export const BENCH_ROWS = 100_000;
const SEED = 20_261_125;

export interface TicketRow {
  ticketId: number;
  userId: string;
  drawDate: string;
  betNumber: string;
  /** Null for the bet types the spec gives no tone (the location's colours show instead). */
  betType: BetTone | null;
  bigUnits: number;
  costCents: number;
  winCents: number;
}

// Headers are plain English: the bench page is a developer tool, not a screen of the product.
export const TICKET_COLUMNS: readonly DataColumn<TicketRow>[] = [
  { id: 'TicketId', header: 'Ticket Id', kind: 'text', value: (row) => row.ticketId },
  { id: 'UserId', header: 'User Id', kind: 'link', value: (row) => row.userId, href: (row) => `/tickets/history?UserId=${row.userId}` },
  { id: 'DrawDate', header: 'Draw Date', kind: 'text', value: (row) => row.drawDate },
  { id: 'BetNumber', header: 'Number', kind: 'text', value: (row) => row.betNumber },
  { id: 'BetType', header: 'Bet Type', kind: 'text', value: (row) => row.betType },
  { id: 'Big', header: 'Big', kind: 'number', value: (row) => row.bigUnits },
  { id: 'CostCents', header: 'Cost', kind: 'money', value: (row) => row.costCents },
  { id: 'WinCents', header: 'Win', kind: 'money', value: (row) => row.winCents },
];

export function generateTicketRows(count = BENCH_ROWS, seed = SEED): TicketRow[] {
  const random = seededRandom(seed);
  const below = (n: number) => Math.floor(random() * n);
  const rows: TicketRow[] = [];
  for (let i = 0; i < count; i++) {
    const bigUnits = 1 + below(20);
    const costCents = bigUnits * 100 + below(4) * 50;
    rows.push({
      ticketId: 90_000_000 + i,
      userId: `member${below(5_000)}`,
      drawDate: `2026-${String(1 + below(12)).padStart(2, '0')}-${String(1 + below(28)).padStart(2, '0')}`,
      betNumber: String(below(10_000)).padStart(4, '0'),
      betType: random() < 0.8 ? BET_TONES[below(BET_TONES.length)]! : null,
      bigUnits,
      costCents,
      winCents: random() < 0.03 ? costCents * (2 + below(2_000)) : 0,
    });
  }
  return rows;
}

/** The totals row: each figure the sum of the rows', to the cent. */
export function ticketTotals(rows: readonly TicketRow[]): Record<string, number> {
  let big = 0;
  let cost = 0;
  let win = 0;
  for (const row of rows) {
    big += row.bigUnits;
    cost += row.costCents;
    win += row.winCents;
  }
  return { Big: big, CostCents: cost, WinCents: win };
}
