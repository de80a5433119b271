/**
 * The other upload formats of spec 02 §7.10: files/upload/dbf (a dBase table written by dbffile's own
 * writer, read into bet lines and processed as any upload), files/upload/lzh (refused, saying what to
 * upload instead) and PUT files/updateFilesBatchByFileId (all or none, only the caller's files).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BetFileSchema, LZH_REFUSED, processUpload, updateFilesBatch, type BetFile } from '../../contract/files.ts';
import { signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { apiAs, type ApiClient } from './apiClient.ts';
import { API, countOf, pollUntilFinished, uploadRequest, type UploadFields } from './betting.ts';
import { dbfOf, dbfWithField } from './dbfSupport.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const api: Record<string, ApiClient> = {};
const FIELDS: UploadFields = { UserId: 'member1', ARACode: 'DBF-1', LocId: 'SG' };

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['agent1', 'agent2', 'member1']) {
    tokens[user] = (await signIn(server.app, user)).access_token;
    api[user] = apiAs(server, tokens[user]);
  }
});
afterAll(async () => {
  await server?.close();
});

const upload = (path: string, file: Blob | string, fields: UploadFields = FIELDS, name = 'bets.dbf', user = 'agent1') =>
  server.app.request(`${API}/4d/${path}`, uploadRequest(tokens[user]!, file, fields, name));

async function refusedUpload(response: Promise<Response>, status: number, message: string | RegExp) {
  const before = await countOf(server, 'bet_files');
  const answer = await response;
  expect(answer.status).toBe(status);
  expect(((await answer.json()) as { message: string }).message).toMatch(message);
  expect(await countOf(server, 'bet_files')).toBe(before);
}

/** The bets a processed file placed: number, bet type, big and small cents. */
async function betsOf(fileId: number) {
  const { rows } = await server.db.query<{ number: string; bet_type: string; big: string; small: string }>(
    'select number, bet_type, big_cents as big, small_cents as small from tickets where file_id = $1 order by line_number',
    [fileId],
  );
  return rows.map((row) => [row.number, row.bet_type, Number(row.big), Number(row.small)]);
}

async function processed(file: BetFile) {
  await api.agent1!.data(processUpload, { params: { FileId: file.FileId }, body: { LocId: 'SG' } });
  return (await pollUntilFinished(server, tokens.agent1!, file.FileId)).at(-1);
}

describe('files/upload/dbf', () => {
  it('a table of LINE records is processed as the lines it holds', async () => {
    const file = await successData(await upload('files/upload/dbf', await dbfOf(['1234 1-2', 'R234 H-1', 'not a bet'])), BetFileSchema);
    expect(file).toMatchObject({ Kind: 'dbf', Lines: 3, FileName: 'bets.dbf', UserId: 'member1' });
    expect(await processed(file)).toMatchObject({ Status: 'succeeded', LinesAccepted: 2, LinesRejected: 1 });
    expect(await betsOf(file.FileId)).toEqual([['1234', 'straight', 100, 200], ['R234', 'roll', 50, 100]]);
  });

  it('a table of NUMBER, BIG and SMALL records becomes one bet per record', async () => {
    const table = await dbfOf([{ NUMBER: '5678', BIG: 2, SMALL: 1 }, { NUMBER: '1123k', BIG: 0.5, SMALL: 0 }]);
    const file = await successData(await upload('files/upload/dbf', table, { ...FIELDS, AcceptDecimals: 'true' }), BetFileSchema);
    expect(await processed(file)).toMatchObject({ Status: 'succeeded', LinesAccepted: 2 });
    expect(await betsOf(file.FileId)).toEqual([['5678', 'straight', 200, 100], ['1123', 'kBet', 50, 0]]);
  });

  it('refuses what is not a dBase table, or a table of another layout, storing nothing', async () => {
    await refusedUpload(upload('files/upload/dbf', '1234 1-2\n'), 400, /not a dBase \(\.dbf\) table/);
    const other = await dbfWithField('NAME', 'abc');
    await refusedUpload(upload('files/upload/dbf', other), 400, /neither a LINE field nor NUMBER, BIG and SMALL/);
  });
});

describe('files/upload/lzh', () => {
  it('is refused with what to upload instead', async () => {
    await refusedUpload(upload('files/upload/lzh', 'LZH', FIELDS, 'bets.lzh'), 400, LZH_REFUSED);
  });
});

describe('PUT files/updateFilesBatchByFileId', () => {
  const uploaded = async (text: string) => successData(await upload('files/upload', text, FIELDS, 'bets.txt'), BetFileSchema);

  it('changes several files at once, with an audit row each', async () => {
    const [a, b] = [await uploaded('1234 1-\n'), await uploaded('5678 1-\n')];
    const audits = async () => (await server.db.query(`select 1 from audit_log where action = 'file.update'`)).rows.length;
    const before = await audits();
    const answer = await api.agent1!.data(updateFilesBatch, {
      body: { LocId: 'SG', Files: [{ FileId: a.FileId, Remarks: ' checked ', AcceptDecimals: true }, { FileId: b.FileId, StrictNumber: false }] },
    });
    expect(answer.map((file) => [file.FileId, file.Remarks, file.StrictNumber, file.AcceptDecimals])).toEqual([
      [a.FileId, 'checked', true, true],
      [b.FileId, null, false, false],
    ]);
    expect(await audits()).toBe(before + 2);
  });

  it('is all or none: a processed file’s options refuse the batch, and nothing of it changes', async () => {
    const done = await uploaded('1111 1-\n');
    await processed(done);
    const open = await uploaded('2222 1-\n');
    const refused = await api.agent1!.refused(updateFilesBatch, 409, {
      body: { LocId: 'SG', Files: [{ FileId: open.FileId, Remarks: 'x' }, { FileId: done.FileId, StrictNumber: false }] },
    });
    expect(refused.message).toMatch(new RegExp(`File ${done.FileId} was processed`));
    const { rows } = await server.db.query('select remarks, strict_number from bet_files where file_id = any($1::int[]) order by file_id', [[open.FileId, done.FileId]]);
    expect(rows).toEqual([{ remarks: null, strict_number: true }, { remarks: null, strict_number: true }]);
    // Remarks of a processed file may still change.
    await api.agent1!.data(updateFilesBatch, { body: { LocId: 'SG', Files: [{ FileId: done.FileId, Remarks: 'settled' }] } });
  });

  it('only the caller’s files: another tree’s is not there, a member may not, a file twice is a 400', async () => {
    const mine = await uploaded('3333 1-\n');
    await api.agent2!.refused(updateFilesBatch, 404, { body: { LocId: 'SG', Files: [{ FileId: mine.FileId, Remarks: 'x' }] } });
    await api.member1!.refused(updateFilesBatch, 403, { body: { LocId: 'SG', Files: [{ FileId: mine.FileId, Remarks: 'x' }] } });
    await api.agent1!.refused(updateFilesBatch, 400, { body: { LocId: 'SG', Files: [{ FileId: mine.FileId }, { FileId: mine.FileId }] } });
    const { rows } = await server.db.query('select remarks from bet_files where file_id = $1', [mine.FileId]);
    expect(rows).toEqual([{ remarks: null }]);
  });
});
