/**
 * Issue 19, contradiction 4: a TT draw takes a TOTO result only, so a 4D line at TT could never win.
 * No bet may be charged that cannot win: Place Bets, an upload and file processing refuse 4D lines at
 * TT with a clear message and charge only the TOTO lines, and the demo seed holds no such ticket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlaceBetsResultSchema } from '../../contract/bets.ts';
import { BetFileSchema, ProcessJobSchema } from '../../contract/files.ts';
import { signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { API, countOf, nextDrawOf, pollUntilFinished, postJson, uploadRequest } from './betting.ts';

const NOT_AT_TT = '4D big-small bets are not sold at TT: write a TOTO form, e.g. 1234/-2';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.app, 'ttagent')).access_token;
});
afterAll(async () => {
  await server?.close();
});

describe('4D lines at TT', () => {
  // First: the other tests place bets.
  it('the demo seed holds no 4D ticket at TT', async () => {
    const { rows } = await server.db.query<{ count: number }>(`select count(*)::int as count from tickets where loc_id = 'TT' and bet_type <> 'toto'`);
    expect(rows[0]!.count).toBe(0);
  });

  it('Place Bets refuses them line by line and charges only the TOTO line', async () => {
    const draw = await nextDrawOf(server, token, 'TT');
    const before = await countOf(server, 'tickets');
    const result = await successData(
      await server.app.request(`${API}/tt/bet/`, postJson(token, { LocId: 'TT', DrawId: draw.DrawId, Message: '1 1234 1-2\n4 5678/-2\n1 R234 1-\n4 1234i 2-' })),
      PlaceBetsResultSchema,
    );
    expect(result).toMatchObject({ AcceptedLines: 1, RejectedLines: 3, Tickets: 1, CostCents: 200 });
    expect(result.Lines.filter((line) => !line.Accepted).map((line) => line.Reason)).toEqual([NOT_AT_TT, NOT_AT_TT, NOT_AT_TT]);
    expect(await countOf(server, 'tickets')).toBe(before + 1);
  });

  it('an uploaded file keeps them out: only its TOTO line becomes a ticket', async () => {
    const file = await successData(
      await server.app.request(`${API}/tt/files/upload`, uploadRequest(token, '1 1234 1-2\n4 5678 TO-1\n', { UserId: 'ttagent', ARACode: 'TT-4D', LocId: 'TT' })),
      BetFileSchema,
    );
    await successData(await server.app.request(`${API}/tt/files/processUpload/${file.FileId}`, postJson(token, { LocId: 'TT' })), ProcessJobSchema);
    const job = (await pollUntilFinished(server, token, file.FileId, 'tt')).at(-1)!;
    expect(job).toMatchObject({ Status: 'succeeded', LinesAccepted: 1, LinesRejected: 1 });
    expect(job.Rejected).toEqual([{ LineNumber: 1, Text: '1 1234 1-2', Reason: NOT_AT_TT }]);
    const { rows } = await server.db.query<{ bet_type: string }>('select bet_type from tickets where file_id = $1', [file.FileId]);
    expect(rows.map((row) => row.bet_type)).toEqual(['toto']);
  });
});
