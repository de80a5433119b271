/**
 * Backup ARA and the ARA exports (contract/araBackup.ts) against the real API, and the round
 * trip: a draw's bets of member1 exported as an ARA file, deleted, the file uploaded back as the `ara`
 * kind for member1 and processed: the draw holds the same bets (number, bet type, stakes in cents) as
 * before, compared as multisets. The oracle is the bet messages as typed, read by DOMAIN.md's rules (a
 * day-code line is one bet in each of its draws), never the server's SQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupAra, countCreateAra, exportAra, exportDetailsAra, exportIntakeAra, resetUpdateCreateAra } from '../../contract/araBackup.ts';
import { placeBets } from '../../contract/bets.ts';
import { deleteTickets } from '../../contract/betDelete.ts';
import { BetFileSchema, processUpload } from '../../contract/files.ts';
import { signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { apiAs, type ApiClient } from './apiClient.ts';
import { API, nextDrawOf, pollUntilFinished, uploadRequest } from './betting.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const api: Record<string, ApiClient> = {};
let drawId: number;

/** One bet as the draw holds it: what the round trip must keep. */
interface Bet {
  number: string;
  type: string;
  big: number;
  small: number;
  amount: number;
}

// member1's bets, typed by agent1 on SG's next draw; each line is one bet in that draw (the 0 line is
// Wed+Sat+Sun: one bet in each, so one in this draw, whichever of the three days it is).
const MESSAGE = ['1234 1-2', '1234 1-2', 'R234 H-1', '1123k 1-', '2143i 0-3', '0 5678 2-1', '9999 Q-'].join('\n');
const EXPECTED: Bet[] = [
  { number: '1234', type: 'straight', big: 100, small: 200, amount: 0 },
  { number: '1234', type: 'straight', big: 100, small: 200, amount: 0 },
  { number: 'R234', type: 'roll', big: 50, small: 100, amount: 0 },
  { number: '1123', type: 'kBet', big: 100, small: 0, amount: 0 },
  { number: '2143', type: 'iBet', big: 0, small: 300, amount: 0 },
  { number: '5678', type: 'straight', big: 200, small: 100, amount: 0 },
  { number: '9999', type: 'straight', big: 25, small: 0, amount: 0 },
];
// member2's bet on the same draw: in agent1's backup, never in member1's upload.
const OTHER = '4444 3-';

const sorted = (bets: Bet[]) => [...bets].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** The bets of `userId` in the draw, as the database holds them. */
async function betsInDraw(userId: string): Promise<Bet[]> {
  const { rows } = await server.db.query<{ number: string; type: string; big: string; small: string; amount: string }>(
    `select t.number, t.bet_type as type, t.big_cents as big, t.small_cents as small, t.toto_amount_cents as amount
     from ticket_draws td join tickets t on t.ticket_id = td.ticket_id where td.draw_id = $1 and t.user_id = $2`,
    [drawId, userId],
  );
  return rows.map((row) => ({ number: row.number, type: row.type, big: Number(row.big), small: Number(row.small), amount: Number(row.amount) }));
}

async function fileOf(response: Response) {
  expect(response.status, await response.clone().text()).toBe(200);
  const disposition = response.headers.get('content-disposition') ?? '';
  return { name: /filename="([^"]+)"/.exec(disposition)?.[1], text: await response.text() };
}

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'agent1', 'member1', 'agent2']) {
    tokens[user] = (await signIn(server.app, user)).access_token;
    api[user] = apiAs(server, tokens[user]);
  }
  drawId = (await nextDrawOf(server, tokens.agent1!, 'SG')).DrawId;
  for (const [userId, Message] of [['member1', MESSAGE], ['member2', OTHER]] as const) {
    const placed = await api.agent1!.data(placeBets, { body: { LocId: 'SG', DrawId: drawId, UserId: userId, Message } });
    expect(placed.Lines.every((line) => line.TicketId !== undefined && line.TicketId !== null), JSON.stringify(placed)).toBe(true);
  }
});
afterAll(async () => {
  await server?.close();
});

describe('Backup ARA', () => {
  it('counts the tree’s tickets of the draw, downloads them a section per user, marks the draw and resets the mark', async () => {
    const countOf = async () => {
      const counts = await api.agent1!.data(countCreateAra, { query: { LocId: 'SG' } });
      return counts.Rows.find((row) => row.DrawId === drawId);
    };
    const before = await countOf();
    expect(before).toMatchObject({ Tickets: EXPECTED.length + 1, CreatedDate: null, CreatedTickets: null });

    const file = await fileOf(await api.agent1!.request(backupAra, { body: { LocId: 'SG', DrawId: drawId } }));
    expect(file.name).toMatch(/^ARA_SG_\d{4}-\d{2}-\d{2}_agent1\.txt$/);
    const lines = file.text.split('\r\n');
    expect(lines.filter((line) => line.startsWith('#UserId '))).toEqual(['#UserId member1', '#UserId member2']);
    expect(lines.slice(lines.indexOf('#UserId member2') + 1).filter(Boolean)).toEqual(['4444 3-']);

    const marked = await countOf();
    expect(marked?.CreatedTickets).toBe(EXPECTED.length + 1);
    expect(Date.parse(marked?.CreatedDate ?? '')).not.toBeNaN();
    expect(await api.agent1!.data(resetUpdateCreateAra, { params: { DrawId: drawId }, body: { LocId: 'SG' } })).toEqual({ DrawId: drawId, Cleared: true });
    expect(await countOf()).toMatchObject({ CreatedDate: null, CreatedTickets: null });
  });

  it('holds nothing outside the caller’s tree, and is refused to members', async () => {
    const file = await fileOf(await api.agent2!.request(backupAra, { body: { LocId: 'SG', DrawId: drawId } }));
    expect(file.text).not.toMatch(/member1|member2/);
    await api.member1!.refused(backupAra, 403, { body: { LocId: 'SG', DrawId: drawId } });
    await api.member1!.refused(countCreateAra, 403, { query: { LocId: 'SG' } });
  });

  it('refuses a draw of another location and bad input, writing nothing', async () => {
    const marks = async () => (await server.db.query('select * from ara_backups')).rows.length;
    const before = await marks();
    const { rows } = await server.db.query<{ draw_id: number }>(`select draw_id from draws where loc_id = 'MG' limit 1`);
    await api.agent1!.refused(backupAra, 404, { body: { LocId: 'SG', DrawId: rows[0]!.draw_id } });
    await api.agent1!.refused(backupAra, 400, { body: { LocId: 'SG', DrawId: 'x' } });
    expect(await marks()).toBe(before);
  });
});

describe('the bet page exports', () => {
  it('exportAra is the user’s own tickets, exportDetailsAra its branch; a member sees its own only', async () => {
    const own = await fileOf(await api.agent1!.request(exportAra, { body: { LocId: 'SG', DrawId: drawId, UserId: 'member1' } }));
    expect(own.name).toMatch(/_member1\.txt$/);
    expect(own.text.split('\r\n').filter((line) => line && !line.startsWith('#'))).toHaveLength(EXPECTED.length);
    const branch = await fileOf(await api.agent1!.request(exportDetailsAra, { body: { LocId: 'SG', DrawId: drawId } }));
    expect(branch.text).toContain('#UserId member2');
    await api.member1!.refused(exportAra, 403, { body: { LocId: 'SG', DrawId: drawId, UserId: 'member2' } });
    await api.agent2!.refused(exportDetailsAra, 403, { body: { LocId: 'SG', DrawId: drawId, UserId: 'member1' } });
  });

  it('exportIntakeAra writes what agent1 takes in of member1’s bets, per entry', async () => {
    const intake = await fileOf(await api.agent1!.request(exportIntakeAra, { body: { LocId: 'SG', DrawId: drawId } }));
    const lines = intake.text.split('\r\n').filter((line) => line && !line.startsWith('#'));
    // agent1 has no out setting: it keeps all of its members' bets (DOMAIN.md "the intake chain").
    expect(lines).toContain('4444 3-');
    expect(lines).toContain('R234 0.5-1');
  });
});

describe('the round trip', () => {
  it('an exported draw uploaded back as the ara kind gives the same bets', async () => {
    const before = await betsInDraw('member1');
    expect(sorted(before)).toEqual(sorted(EXPECTED));
    const exported = await fileOf(await api.agent1!.request(exportDetailsAra, { body: { LocId: 'SG', DrawId: drawId } }));

    const { rows } = await server.db.query<{ ticket_id: string }>(
      `select t.ticket_id from ticket_draws td join tickets t on t.ticket_id = td.ticket_id where td.draw_id = $1 and t.user_id = 'member1'`,
      [drawId],
    );
    await api.agent1!.data(deleteTickets, { body: { LocId: 'SG', TicketIds: rows.map((row) => Number(row.ticket_id)) } });
    expect(await betsInDraw('member1')).toEqual([]);

    const response = await server.app.request(
      `${API}/4d/files/upload`,
      uploadRequest(tokens.agent1!, exported.text, { UserId: 'member1', ARACode: 'ARA-1', Kind: 'ara', LocId: 'SG' }, exported.name),
    );
    const file = await successData(response, BetFileSchema);
    expect(file).toMatchObject({ Kind: 'ara', Lines: EXPECTED.length, AcceptDecimals: true, UserId: 'member1' });
    await api.agent1!.data(processUpload, { params: { FileId: file.FileId }, body: { LocId: 'SG' } });
    const job = (await pollUntilFinished(server, tokens.agent1!, file.FileId)).at(-1);
    expect(job).toMatchObject({ Status: 'succeeded', LinesAccepted: EXPECTED.length, LinesRejected: 0 });

    expect(sorted(await betsInDraw('member1'))).toEqual(sorted(EXPECTED));
    // member2's section was not read for member1.
    expect((await betsInDraw('member2')).map((bet) => bet.number)).toEqual(['4444']);
  });

  it('an ara file without a section for the UserId is refused, nothing stored', async () => {
    const { rows } = await server.db.query('select count(*)::int as n from bet_files');
    const response = await server.app.request(
      `${API}/4d/files/upload`,
      uploadRequest(tokens.agent1!, '#UserId member2\r\n4444 3-\r\n', { UserId: 'member1', ARACode: 'ARA-1', Kind: 'ara', LocId: 'SG' }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/no section for member1/);
    expect((await server.db.query('select count(*)::int as n from bet_files')).rows).toEqual(rows);
  });
});

