/**
 * Issue 19 defect 1: a bet line with a day code is counted under the draw it is for. A `0M` line
 * (Wed, Sat and Sun at MG) placed while the MG Tuesday special draw was selected is in the Wednesday,
 * Saturday and Sunday draws after it (ticket_draws), not in the special draw that was selected
 * (tickets.draw_id). Every figure per draw — View, Search and History Tickets by draw, their Totals
 * and CSV, the three Bet Summary views and their draw list — counts it there, and agrees with what
 * settlement settles on each draw to the cent (its entries and the bettors' turnover).
 *
 * The oracle (DOMAIN.md "The life of a bet" 1, BET-NOTATION.md): a ticket is one stake unit on one
 * draw; a straight line is 1 entry per draw at big + small, a roll 10 entries per draw at big + small
 * each. Run on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeBets, ticketPage } from '../../contract/bets.ts';
import { betSummaryByShare, betSummaryByType, betSummaryByTypeSum, betSummaryDrawDates } from '../../contract/betSummary.ts';
import { createDrawResult, insertProcess, insertProcessStatus } from '../../contract/drawResults.ts';
import { ticketHistory, ticketSearch } from '../../contract/ticketSearch.ts';
import { startTestServer, type TestServer } from './testServer.ts';
import type { ApiClient } from './apiClient.ts';
import { allPages, csvOf, signInAll, sumOf, type Account } from './dataScreens.ts';

let server: TestServer;
let api: Record<Account, ApiClient>;

interface Draw {
  drawId: number;
  date: string;
}
/** The MG Tuesday special draw that is selected, and the Wednesday, Saturday and Sunday draws after it. */
let special: Draw;
let covered: Draw[];

// Placed as member4 (MG; its upline agent3, then agent2) with the special draw selected:
// a line without a day code is for the selected draw; the 0M lines are for Wed, Sat and Sun.
const MESSAGE = ['1234 1-1', '0M 5678 2-1', '0M R123 1-0'].join('\n');
/** What each draw gains, by the oracle: the special draw 1 entry of $2; each covered draw 1 + 10 entries, $3 + $10. */
const ON_SPECIAL = { Tickets: 1, CostCents: 200 };
const ON_COVERED = { Tickets: 11, CostCents: 1_300 };

/** A draw's figures as the screens show them, for the whole draw (admin) and member4's own tickets. */
async function figuresOf(draw: Draw) {
  const q = { LocId: 'MG', DrawId: draw.drawId } as const;
  const search = await allPages(api.admin, ticketSearch, q, 10_000);
  const own = await allPages(api.member4, ticketPage, q, 10_000);
  const history = await allPages(api.member4, ticketHistory, { LocId: 'MG', DrawFrom: draw.date, DrawTo: draw.date }, 10_000);
  const byTypeSum = await api.admin.data(betSummaryByTypeSum, { query: q });
  const byType = await api.agent2.data(betSummaryByType, { query: q });
  const byShare = await api.agent2.data(betSummaryByShare, { query: q });
  return { search, own, history, byTypeSum, byType, byShare };
}

const pick = (figures: { Tickets: number; CostCents: number }) => ({ Tickets: figures.Tickets, CostCents: figures.CostCents });
const minus = (a: { Tickets: number; CostCents: number }, b: { Tickets: number; CostCents: number }) => ({
  Tickets: a.Tickets - b.Tickets,
  CostCents: a.CostCents - b.CostCents,
});

let before: Map<number, Awaited<ReturnType<typeof figuresOf>>>;
/** The tickets placed here, one per line. */
let placedIds: number[];

beforeAll(async () => {
  server = await startTestServer();
  api = await signInAll(server);
  // A Wednesday of MG whose Saturday and Sunday draws exist, and whose Tuesday is still ahead: the
  // special draw is put on that Tuesday unless the calendar has it already.
  const { rows } = await server.db.query<{ wed: number; sat: number; sun: number; date: string }>(
    `select w.draw_id as wed, s.draw_id as sat, u.draw_id as sun, to_char(w.draw_date, 'YYYY-MM-DD') as date
     from draws w
     join draws s on s.loc_id = 'MG' and s.draw_date = w.draw_date + 3 and not s.special
     join draws u on u.loc_id = 'MG' and u.draw_date = w.draw_date + 4 and not u.special
     where w.loc_id = 'MG' and not w.special and extract(isodow from w.draw_date) = 3
       and w.draw_date - 1 > (now() at time zone 'UTC' + interval '8 hours')::date
     order by w.draw_date limit 1`,
  );
  const row = rows[0]!;
  const tuesday = await server.db.query<{ draw_id: number; date: string }>(
    `with made as (
       insert into draws (loc_id, draw_date, special, draw_at, closes_at)
       select 'MG', $1::date - 1, true, (($1::date - 1)::text || ' 18:30+08')::timestamptz, (($1::date - 1)::text || ' 18:00+08')::timestamptz
       where not exists (select 1 from draws where loc_id = 'MG' and draw_date = $1::date - 1)
       returning draw_id, draw_date
     )
     select draw_id, to_char(draw_date, 'YYYY-MM-DD') as date from made
     union all
     select draw_id, to_char(draw_date, 'YYYY-MM-DD') from draws where loc_id = 'MG' and draw_date = $1::date - 1`,
    [row.date],
  );
  special = { drawId: tuesday.rows[0]!.draw_id, date: tuesday.rows[0]!.date };
  const dates = await server.db.query<{ draw_id: number; date: string }>(
    `select draw_id, to_char(draw_date, 'YYYY-MM-DD') as date from draws where draw_id = any($1::int[]) order by draw_date`,
    [[row.wed, row.sat, row.sun]],
  );
  covered = dates.rows.map((draw) => ({ drawId: draw.draw_id, date: draw.date }));

  before = new Map();
  for (const draw of [special, ...covered]) before.set(draw.drawId, await figuresOf(draw));
  const placed = await api.member4.data(placeBets, { body: { LocId: 'MG', DrawId: special.drawId, Message: MESSAGE } });
  expect(placed).toMatchObject({ AcceptedLines: 3, RejectedLines: 0, Tickets: 1 + 3 + 30, CostCents: 200 + 900 + 3_000 });
  placedIds = placed.Lines.map((line) => line.TicketId!);
});
afterAll(async () => {
  await server?.close();
});

describe('a day-code line placed with the special draw selected', () => {
  it('is listed and summed under each draw it covers, and only the line without a day code under the special draw', async () => {
    for (const [draw, gain] of [[special, ON_SPECIAL], ...covered.map((draw) => [draw, ON_COVERED] as const)] as const) {
      const was = before.get(draw.drawId)!;
      const now = await figuresOf(draw);
      const label = `${draw.date} (${draw === special ? 'special' : 'covered'})`;
      // The lists: one row per ticket in this draw, every row dated with this draw, totals the sums of the rows.
      for (const list of ['search', 'own', 'history'] as const) {
        expect(minus(pick(now[list].first.Totals), pick(was[list].first.Totals)), `${label} ${list}`).toEqual(gain);
        expect(now[list].rows.every((row) => row.DrawId === draw.drawId && row.DrawDate === draw.date), `${label} ${list}`).toBe(true);
        expect(pick(now[list].first.Totals)).toEqual({ Tickets: sumOf(now[list].rows, 'Tickets'), CostCents: sumOf(now[list].rows, 'CostCents') });
      }
      // Bet Summary: by type over the whole draw, by downline for agent2 (member4 is in agent3's branch).
      expect(minus(pick(now.byTypeSum.Totals), pick(was.byTypeSum.Totals)), `${label} byTypeSum`).toEqual(gain);
      expect(minus(pick(now.byType.Totals), pick(was.byType.Totals)), `${label} byType`).toEqual(gain);
      expect(now.byShare.Totals.CostCents - was.byShare.Totals.CostCents, `${label} byShare`).toBe(gain.CostCents);
    }
  });

  it('shows each of its rows with the entries and stake of that draw, and its CSV says the same', async () => {
    const mine = async (draw: Draw) =>
      (await allPages(api.member4, ticketPage, { LocId: 'MG', DrawId: draw.drawId, SortBy: 'Number', SortDir: 'asc' }, 10_000)).rows.filter((row) =>
        placedIds.includes(row.TicketId),
      );
    expect((await mine(special)).map((row) => [row.Number, row.Tickets, row.CostCents])).toEqual([['1234', 1, 200]]);
    for (const draw of covered) {
      expect((await mine(draw)).map((row) => [row.Number, row.Draws, row.Tickets, row.CostCents])).toEqual([
        ['5678', ['Wed', 'Sat', 'Sun'], 1, 300],
        ['R123', ['Wed', 'Sat', 'Sun'], 10, 1_000],
      ]);
    }
    const records = await csvOf(api.member4, ticketPage, { LocId: 'MG', DrawId: special.drawId }, 'tickets.csv');
    const drawColumn = records[0]!.indexOf('DrawId');
    expect(records.slice(1).every((record) => record[drawColumn] === String(special.drawId))).toBe(true);
    expect(records.slice(1).map((record) => record[records[0]!.indexOf('Number')])).not.toContain('5678');
  });

  it('puts every covered draw, and not only the selected one, in the Bet Summary draw list', async () => {
    const listed = (await api.member4.data(betSummaryDrawDates, { query: { LocId: 'MG' } })).map((draw) => draw.DrawId);
    for (const draw of [special, ...covered]) expect(listed).toContain(draw.drawId);
  });

  it('agrees with settlement to the cent: entries and turnover of each draw settled', async () => {
    for (const draw of [special, covered[0]!]) {
      // Sales of the draw close now (the calendar's cut-off is days ahead), so its result can be saved.
      await server.db.query(`update draws set closes_at = now() - interval '1 minute', draw_at = now() where draw_id = $1`, [draw.drawId]);
      const result = {
        Game: '4D', First: '5678', Second: '0123', Third: '1234',
        Starters: ['0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010'],
        Consolations: ['0011', '0012', '0013', '0014', '0015', '0016', '0017', '0018', '0019', '0020'],
      };
      await api.admin.data(createDrawResult, { body: { LocId: 'MG', DrawId: draw.drawId, Result: result } });
      await api.admin.data(insertProcess, { body: { LocId: 'MG', DrawId: draw.drawId } });
      await server.jobs.drain();
      const job = await api.admin.data(insertProcessStatus, { params: { DrawId: draw.drawId }, query: { LocId: 'MG' } });
      expect(job.Status).toBe('succeeded');
      const { rows } = await server.db.query<{ turnover: number }>(
        'select coalesce(sum(turnover_cents), 0)::float8 as turnover from draw_user_results where draw_id = $1',
        [draw.drawId],
      );
      const settled = { Tickets: job.EntriesSettled, CostCents: rows[0]!.turnover };
      expect(job.EntriesTotal).toBe(job.EntriesSettled);
      const now = await figuresOf(draw);
      expect(pick(now.search.first.Totals), draw.date).toEqual(settled);
      expect(pick(now.byTypeSum.Totals), draw.date).toEqual(settled);
      // Each ticket row shows its own result in this draw: the strikes settlement wrote for it there.
      const strikes = await server.db.query<{ cents: number }>('select coalesce(sum(strike_cents), 0)::float8 as cents from ticket_results where draw_id = $1', [draw.drawId]);
      expect(sumOf(now.search.rows, 'StrikeCents')).toBe(strikes.rows[0]!.cents);
    }
  });
});
