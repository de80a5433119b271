/**
 * The per-draw sums behind View Tickets' count and totals (migration 0039, ticket_draw_sums) equal the
 * detail they summarise — every (user, location, draw)'s ticket_draws rows and their entries, Big,
 * Small, TOTO amount and stake by server/betting/ticketInDraw.ts, the expressions settlement uses —
 * after each kind of write through the real API: Place Bets, a file processed, a bet moved to another
 * user, bets deleted, a file deleted. And bet/page2's Total and Totals, read from the sums, equal the
 * sums of its rows. After each, too, the copies of the ticket's owner, location and time on its
 * ticket_draws rows (migration 0041) equal the ticket's. PGlite and, with DATABASE_URL, PostgreSQL.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransferredTicketsSchema } from '../../contract/betTransfer.ts';
import { DeletedTicketsSchema } from '../../contract/betDelete.ts';
import { PlaceBetsResultSchema, ticketPage } from '../../contract/bets.ts';
import { BetFileSchema } from '../../contract/files.ts';
import type { DrawDate } from '../../contract/draws.ts';
import { entriesInDraw, stakeInDraw } from '../../server/betting/ticketInDraw.ts';
import { signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { API, nextDrawOf, pollUntilFinished, postJson, uploadRequest } from './betting.ts';
import { addBranchUsers } from './ledgerSupport.ts';
import { apiAs } from './apiClient.ts';
import { allPages, sumOf } from './dataScreens.ts';
import { expectTicketDrawCopiesEqualTickets } from './ticketDrawCopies.ts';

let server: TestServer;
let draw: DrawDate;
const tokens = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
  await addBranchUsers(server.db, [
    { userId: 'sumagent', parentId: 'admin', role: 'AG', creditCents: 100_000_000 },
    { userId: 'summem', parentId: 'sumagent', role: 'MEM', creditCents: 10_000_000 },
    { userId: 'summem2', parentId: 'sumagent', role: 'MEM', creditCents: 10_000_000 },
  ]);
  for (const user of ['admin', 'summem', 'summem2']) tokens.set(user, (await signIn(server.app, user)).access_token);
  draw = await nextDrawOf(server, tokens.get('summem')!, 'SG');
});
afterAll(async () => {
  await server?.close();
});

type Sums = { user_id: string; loc_id: string; draw_id: number; ticket_rows: number; entries: number; big: number; small: number; toto: number; cost: number };

/** The summary's rows (a key emptied by deletes keeps zeros: left out) and the detail grouped the same way. */
async function summaryAndDetail(): Promise<{ summary: Sums[]; detail: Sums[] }> {
  const order = 'order by user_id, loc_id, draw_id';
  const { rows: summary } = await server.db.query<Sums>(
    `select user_id, loc_id, draw_id, ticket_rows::float8 as ticket_rows, entries::float8 as entries, big_cents::float8 as big,
       small_cents::float8 as small, toto_amount_cents::float8 as toto, cost_cents::float8 as cost
     from ticket_draw_sums
     where (ticket_rows, entries, big_cents, small_cents, toto_amount_cents, cost_cents) <> (0, 0, 0, 0, 0, 0) ${order}`,
  );
  const { rows: detail } = await server.db.query<Sums>(
    `select t.user_id, t.loc_id, td.draw_id, count(*)::float8 as ticket_rows, sum(${entriesInDraw('t')})::float8 as entries,
       sum(t.big_cents)::float8 as big, sum(t.small_cents)::float8 as small, sum(t.toto_amount_cents)::float8 as toto,
       sum(${stakeInDraw('t')})::float8 as cost
     from ticket_draws td join tickets t on t.ticket_id = td.ticket_id
     group by t.user_id, t.loc_id, td.draw_id ${order}`,
  );
  return { summary, detail };
}

/** And the owner, location and time copied onto every ticket_draws row (migration 0041) equal its ticket's. */
async function expectSummaryEqualsDetail(): Promise<Sums[]> {
  const { summary, detail } = await summaryAndDetail();
  expect(summary).toEqual(detail);
  expect(await expectTicketDrawCopiesEqualTickets(server.db)).toBeGreaterThan(0);
  return summary;
}

/** The user's rows of the ticket lists, over every draw. */
const rowsOf = (sums: Sums[], userId: string) => sumOf(sums.filter((row) => row.user_id === userId), 'ticket_rows');

async function place(user: string, message: string): Promise<number[]> {
  const placed = await successData(
    await server.app.request(`${API}/4d/bet/`, postJson(tokens.get(user)!, { LocId: 'SG', DrawId: draw.DrawId, Message: message })),
    PlaceBetsResultSchema,
  );
  return placed.Lines.map((line) => line.TicketId!);
}

const request = (user: string, method: string, path: string, body?: object) =>
  server.app.request(`${API}/4d/${path}`, {
    method,
    headers: { authorization: `Bearer ${tokens.get(user)}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

describe('ticket_draw_sums', () => {
  let placed: number[];
  let fileId: number;

  it('equals the detail for the tickets stored before (the demo seed)', async () => {
    const summary = await expectSummaryEqualsDetail();
    expect(summary.length).toBeGreaterThan(0);
  });

  it('equals the detail after Place Bets (straight, roll, iBet, kBet and a day code over two draws)', async () => {
    placed = await place('summem', ['1234 1-1', 'R123 1-0', '5678i 2-0', '1123k 1-1', '2 4321 1-0'].join('\n'));
    expect(placed).toHaveLength(5);
    expect(rowsOf(await expectSummaryEqualsDetail(), 'summem')).toBe(4 + 2);
  });

  it('equals the detail after a file is processed', async () => {
    const admin = tokens.get('admin')!;
    const file = await successData(
      await server.app.request(`${API}/4d/files/upload`, uploadRequest(admin, '2222 1-0\n3333 2-1\n4444 3-0\n', { UserId: 'summem', ARACode: 'A1', LocId: 'SG' })),
      BetFileSchema,
    );
    fileId = file.FileId;
    await successData(await server.app.request(`${API}/4d/files/processUpload/${fileId}`, postJson(admin, { LocId: 'SG' })), v.unknown());
    expect((await pollUntilFinished(server, admin, fileId)).at(-1)!.Status).toBe('succeeded');
    expect(rowsOf(await expectSummaryEqualsDetail(), 'summem')).toBe(6 + 3);
  }, 120_000);

  it('equals the detail after a bet is moved to another user', async () => {
    await successData(await request('admin', 'POST', 'bet/transfer', { LocId: 'SG', TicketIds: [placed[0]], ToUserId: 'summem2' }), TransferredTicketsSchema);
    const sums = await expectSummaryEqualsDetail();
    expect(rowsOf(sums, 'summem')).toBe(9 - 1);
    expect(rowsOf(sums, 'summem2')).toBe(1);
  });

  it('equals the detail after bets are deleted', async () => {
    // The roll and the day-code line (in two draws).
    await successData(await request('summem', 'DELETE', 'bet/page', { LocId: 'SG', TicketIds: [placed[1], placed[4]] }), DeletedTicketsSchema);
    expect(rowsOf(await expectSummaryEqualsDetail(), 'summem')).toBe(8 - 3);
  });

  it('equals the detail after a file and its tickets are deleted', async () => {
    const deleted = await request('admin', 'DELETE', `files/${fileId}`);
    expect(deleted.status).toBe(200);
    expect(rowsOf(await expectSummaryEqualsDetail(), 'summem')).toBe(5 - 3);
  });

  it("answers bet/page2's Total and Totals, which equal the sums of its rows", async () => {
    await place('summem', ['7777 1-1', 'R777 2-0'].join('\n'));
    const member = apiAs(server, tokens.get('summem')!);
    for (const query of [{ LocId: 'SG' }, { LocId: 'SG', DrawId: draw.DrawId }]) {
      const { rows, first } = await allPages(member, ticketPage, query, 2);
      expect(first.Total).toBe(rows.length);
      expect(rows.length).toBe(4);
      for (const field of ['Tickets', 'BigCents', 'SmallCents', 'TotoAmountCents', 'CostCents'] as const) {
        expect(first.Totals[field], field).toBe(sumOf(rows, field));
      }
    }
  });
});
