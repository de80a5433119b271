/**
 * A closed draw refuses bets whichever way they arrive (issue 15), by the server's clock (closes_at),
 * not by the day: Place Bets, the upload's processing request, and a processing run that starts after
 * the cut-off. A line whose day has no open draw on or after the chosen one is refused on its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { PlaceBetsResultSchema } from '../../contract/bets.ts';
import { BetFileSchema, ProcessJobSchema } from '../../contract/files.ts';
import { DrawSchema, DrawsSchema, type Draw } from '../../contract/draws.ts';
import { processFileJob } from '../../server/jobs/processFile.ts';
import { bearer, errorEnvelope, signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { API, countOf, pollUntilFinished, postJson, uploadRequest } from './betting.ts';

const DAY_CODES: Record<number, string> = { 3: '3', 6: '6', 0: '7' };
let server: TestServer;
let agent: string;
let draw: Draw;

const activeLatest = async () => successData(await server.app.request(`${API}/4d/draw/activeLatest?LocId=SG`, bearer(agent)), v.nullable(DrawSchema));
const placeBets = (message: string, drawId = draw.DrawId) =>
  server.app.request(`${API}/4d/bet/`, postJson(agent, { LocId: 'SG', UserId: 'member1', DrawId: drawId, Message: message }));
const closedMessage = (d: Draw) => `The draw of ${d.DrawDate} closed at 18:00: choose an open draw.`;
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

beforeAll(async () => {
  server = await startTestServer();
  agent = (await signIn(server.app, 'agent1')).access_token;
  draw = (await activeLatest())!;
});
afterAll(async () => {
  await server?.close();
});

describe('lines whose day cannot take bets', () => {
  it('refuses a line whose day has no draw on or after the chosen one, and stores the others', async () => {
    const all = await successData(await server.app.request(`${API}/4d/draw2?LocId=SG`, bearer(agent)), DrawsSchema);
    const last = all[0]!; // the furthest draw of the calendar
    const otherDay = Object.keys(DAY_CODES).map(Number).find((day) => day !== weekday(last.DrawDate))!;
    const before = await countOf(server, 'tickets');
    const result = await successData(await placeBets(`${DAY_CODES[weekday(last.DrawDate)]} 1234 1-1\n${DAY_CODES[otherDay]} 5678 1-1`, last.DrawId), PlaceBetsResultSchema);
    const dayName = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][otherDay];
    expect(result.Lines.map((l) => [l.Accepted, l.Reason])).toEqual([
      [true, null],
      [false, `There is no ${dayName} draw at SG on or after ${last.DrawDate} yet: choose another day.`],
    ]);
    expect([result.AcceptedLines, result.RejectedLines]).toEqual([1, 1]);
    expect(result.CostCents).toBe(result.Lines[0]!.CostCents);
    expect(await countOf(server, 'tickets')).toBe(before + 1);
  });

  it('refuses a line whose day resolves to a draw already closed', async () => {
    const all = await successData(await server.app.request(`${API}/4d/draw2?LocId=SG`, bearer(agent)), DrawsSchema);
    const next = all.filter((d) => d.DrawDate > draw.DrawDate).at(-1)!;
    // The next draw was closed early (as an admin moving its cut-off would; set directly here).
    const closesAt = new Date(server.now() - 60_000);
    await server.db.query('update draws set closes_at = $2 where draw_id = $1', [next.DrawId, closesAt.toISOString()]);
    try {
      const result = await successData(await placeBets(`${DAY_CODES[weekday(next.DrawDate)]} 1234 1-1`), PlaceBetsResultSchema);
      const hhmm = new Date(closesAt.getTime() + 8 * 3600_000).toISOString().slice(11, 16);
      expect(result.Lines[0]!.Reason).toBe(`The draw of ${next.DrawDate} closed at ${hhmm}: choose an open draw.`);
      expect(result.AcceptedLines).toBe(0);

      // The same line in an uploaded file is rejected by its processing with the same reason; the others are stored.
      const code = DAY_CODES[weekday(next.DrawDate)];
      const file = await successData(
        await server.app.request(`${API}/4d/files/upload`, uploadRequest(agent, `${code} 1234 1-1\n1234 1-1`, { UserId: 'member1', ARACode: 'A', LocId: 'SG' })),
        BetFileSchema,
      );
      await successData(await server.app.request(`${API}/4d/files/processUpload/${file.FileId}`, postJson(agent, { LocId: 'SG' })), ProcessJobSchema);
      const job = (await pollUntilFinished(server, agent, file.FileId)).at(-1)!;
      expect([job.Status, job.LinesAccepted, job.LinesRejected]).toEqual(['succeeded', 1, 1]);
      const { rows } = await server.db.query<{ reason: string }>('select reason from bet_file_rejected_lines where file_id = $1', [file.FileId]);
      expect(rows).toEqual([{ reason: `The draw of ${next.DrawDate} closed at ${hhmm}: choose an open draw.` }]);
    } finally {
      await server.db.query('update draws set closes_at = $2 where draw_id = $1', [next.DrawId, next.CutOff]);
    }
  });
});

describe('at the cut-off, by the server clock', () => {
  it('refuses Place Bets, processing a file, and a processing run that starts late', async () => {
    const cutOff = Date.parse(draw.CutOff);
    // A minute before the cut-off: a bet is taken, a file is uploaded for this draw, and its job is queued.
    server.advanceClock(cutOff - 60_000 - server.now());
    agent = (await signIn(server.app, 'agent1')).access_token;
    expect((await successData(await placeBets('1234 1-1'), PlaceBetsResultSchema)).AcceptedLines).toBe(1);
    const file = await successData(await server.app.request(`${API}/4d/files/upload`, uploadRequest(agent, '1234 1-1\n5678 2-2', { UserId: 'member1', ARACode: 'A', LocId: 'SG' })), BetFileSchema);
    const lateFile = await successData(await server.app.request(`${API}/4d/files/upload`, uploadRequest(agent, '4321 1-1', { UserId: 'member1', ARACode: 'A', LocId: 'SG' })), BetFileSchema);
    const { rows } = await server.db.query<{ draw_id: number }>('select draw_id from bet_files where file_id = $1', [file.FileId]);
    expect(rows[0]!.draw_id).toBe(draw.DrawId);
    await server.db.query(`insert into bet_file_jobs (file_id, status, lines_total) values ($1, 'queued', 1)`, [lateFile.FileId]);

    // The cut-off comes: every path refuses, and nothing is stored.
    server.advanceClock(60_000);
    const tickets = await countOf(server, 'tickets');
    expect((await errorEnvelope(await placeBets('1234 1-1'), 400)).message).toBe(closedMessage(draw));
    expect((await errorEnvelope(await server.app.request(`${API}/4d/files/processUpload/${file.FileId}`, postJson(agent, { LocId: 'SG' })), 400)).message).toBe(
      'The draw this file was uploaded for is closed: upload it again for the next draw.',
    );
    // The queued job's run starts after the cut-off: it fails with the rule's message.
    await expect(processFileJob({ db: server.db, now: server.now }, lateFile.FileId, true)).rejects.toThrow(closedMessage(draw));
    const job = (await pollUntilFinished(server, agent, lateFile.FileId)).at(-1)!;
    expect([job.Status, job.Message]).toEqual(['failed', closedMessage(draw)]);
    expect(await countOf(server, 'tickets')).toBe(tickets);

    // A new upload goes to the next open draw.
    const next = (await activeLatest())!;
    expect(next.DrawId).not.toBe(draw.DrawId);
    const { rows: newer } = await server.db.query<{ draw_id: number }>(
      'select draw_id from bet_files where file_id = $1',
      [(await successData(await server.app.request(`${API}/4d/files/upload`, uploadRequest(agent, '1234 1-1', { UserId: 'member1', ARACode: 'A', LocId: 'SG' })), BetFileSchema)).FileId],
    );
    expect(newer[0]!.draw_id).toBe(next.DrawId);
  });
});
