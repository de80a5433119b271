/**
 * Bet files (spec 02 §5 upload form, §7.10): POST files/upload (multipart), GET files, DELETE files/{id},
 * and the refusals of bad input (400 in the envelope, nothing written) and of users outside the downline.
 * Processing is tested in filesProcessing.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { BetFileSchema, BetFilesSchema, type BetFile } from '../../contract/files.ts';
import { bearer, errorEnvelope, signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { API, countOf, postJson, uploadRequest, type UploadFields } from './betting.ts';

const ACCOUNTS = ['admin', 'agent1', 'agent2', 'member1', 'ttagent'] as const;
type Account = (typeof ACCOUNTS)[number];

let server: TestServer;
const tokens = {} as Record<Account, string>;

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ACCOUNTS) tokens[user] = (await signIn(server.app, user)).access_token;
});
afterAll(async () => {
  await server?.close();
});

const FIELDS: UploadFields = { UserId: 'member1', ARACode: 'ARA-7', LocId: 'SG' };

const upload = (user: Account, file: Blob | string | null, fields: UploadFields = FIELDS, game = '4d', name?: string) =>
  server.app.request(`${API}/${game}/files/upload`, uploadRequest(tokens[user], file, fields, name));

const uploaded = async (user: Account, file: string, fields: UploadFields = FIELDS, game = '4d'): Promise<BetFile> =>
  successData(await upload(user, file, fields, game), BetFileSchema);

const listFiles = async (user: Account, query = 'LocId=SG', game = '4d') =>
  successData(await server.app.request(`${API}/${game}/files?${query}`, bearer(tokens[user])), BetFilesSchema);

const deleteFile = (user: Account, id: number | string) =>
  server.app.request(`${API}/4d/files/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${tokens[user]}` } });

/** Asserts the error envelope with that status and message, and that no file was stored. */
async function refused(response: Promise<Response>, status: number, message: string | RegExp) {
  const before = await countOf(server, 'bet_files');
  const body = await errorEnvelope(await response, status);
  expect(body.message).toMatch(message);
  expect(await countOf(server, 'bet_files')).toBe(before);
}

describe('POST files/upload', () => {
  it('stores the file with its upload choices, StrictNumber true and AcceptDecimals false by default', async () => {
    const file = await uploaded('agent1', '6\n1234 1-2\n\n5678 H-\r\n123 1-1\n', { ...FIELDS, Remarks: '  morning batch ' }, '4d');
    expect(file).toMatchObject({
      FileName: 'bets.txt', UserId: 'member1', ARACode: 'ARA-7', StrictNumber: true, AcceptDecimals: false,
      Remarks: 'morning batch', FileStatus: 'uploaded',
      // Bet lines: the header day line and the blank line are not counted.
      Lines: 3,
    });
    expect(file.FileId).toBeGreaterThan(0);
    expect(Date.parse(file.CreatedDate)).not.toBeNaN();

    const chosen = await uploaded('agent1', '123 1-1', { ...FIELDS, UserId: undefined, StrictNumber: 'false', AcceptDecimals: 'true' });
    expect(chosen).toMatchObject({ UserId: 'agent1', StrictNumber: false, AcceptDecimals: true, Remarks: null, Lines: 1 });
  });

  it('takes TT files under tt/ and a file with a byte-order mark', async () => {
    const file = await uploaded('ttagent', '\uFEFF1 1234/-2\n4 5678 TO-1', { UserId: 'ttagent', ARACode: 'TT-1', LocId: 'TT' }, 'tt');
    expect(file).toMatchObject({ UserId: 'ttagent', Lines: 2 });
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    await refused(upload('agent1', null), 400, 'Choose a file to upload.');
    await refused(upload('agent1', ''), 400, 'The file is empty.');
    await refused(upload('agent1', ' \n\n\t\n'), 400, 'The file has no bet lines: write one bet per line, e.g. 1234 1-2');
    await refused(upload('agent1', '1234 1-1', { ...FIELDS, ARACode: undefined }), 400, 'ARACode is required.');
    await refused(upload('agent1', '1234 1-1', { ...FIELDS, ARACode: '   ' }), 400, 'ARACode is required.');
    await refused(upload('agent1', '1234 1-1', { ...FIELDS, StrictNumber: 'yes' }), 400, /^StrictNumber: /);
    await refused(upload('agent1', '1234 1-1', { ...FIELDS, AcceptDecimals: '1' }), 400, /^AcceptDecimals: /);
    await refused(upload('agent1', '1234 1-1', { ...FIELDS, Remarks: 'r'.repeat(501) }), 400, /^Remarks: /);
    await refused(upload('agent1', '1234 1-1', { ...FIELDS, LocId: 'sg' }), 400, /^LocId: /);
    await refused(upload('agent1', '1234 1-1', { ...FIELDS, LocId: 'TT' }), 400, 'LocId TT is not served under 4d/: use SG or MG.');
    const notText = 'The file is not a text file: save it as plain text (UTF-8), one bet per line.';
    await refused(upload('agent1', new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00, 0x01])])), 400, notText);
    await refused(upload('agent1', '1234 1-1\u0000'), 400, notText);
    // A file field sent as text, and a body that is not multipart at all.
    const textField = new FormData();
    for (const [key, value] of Object.entries({ ...FIELDS, file: '1234 1-1' })) textField.set(key, value);
    await refused(
      server.app.request(`${API}/4d/files/upload`, { method: 'POST', headers: { authorization: `Bearer ${tokens.agent1}` }, body: textField }),
      400,
      'Choose a file to upload.',
    );
    await refused(server.app.request(`${API}/4d/files/upload`, postJson(tokens.agent1, FIELDS)), 400, 'Send the file as multipart/form-data.');
  });

  it('refuses a file over 10 MB', async () => {
    const justOver = '1234 1-1\n'.repeat(Math.ceil((10 * 1024 * 1024 + 1) / 9));
    await refused(upload('agent1', justOver), 400, 'The file is larger than 10 MB: split it into smaller files.');
    const farOver = new Blob([new Uint8Array(11 * 1024 * 1024).fill(0x31)]);
    await refused(upload('agent1', farOver), 413, 'The file is larger than 10 MB: split it into smaller files.');
  });

  it('refuses members, users outside the downline and locations the user does not bet at', async () => {
    await refused(upload('member1', '1234 1-1'), 403, 'Bet Upload is for agents and admins.');
    await refused(upload('agent1', '1234 1-1', { ...FIELDS, UserId: 'ttagent' }), 403, 'User ttagent is not in your downline.');
    await refused(upload('agent1', '0M 1234 1-1', { ...FIELDS, LocId: 'MG' }), 403, 'member1 does not bet at MG.');
    const anonymous = await server.app.request(`${API}/4d/files/upload`, { method: 'POST', body: new FormData() });
    await errorEnvelope(anonymous, 401);
  });
});

describe('GET files', () => {
  it('lists the files of the caller and its downline, newest first, at the location', async () => {
    const first = await uploaded('agent1', '1111 1-1');
    const second = await uploaded('agent1', '2222 1-1');
    const ids = (await listFiles('agent1')).map((file) => file.FileId);
    expect(ids.indexOf(second.FileId)).toBeLessThan(ids.indexOf(first.FileId));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // The member whose bets they are and the admin see them; another agent does not.
    expect((await listFiles('member1')).map((file) => file.FileId)).toContain(first.FileId);
    expect((await listFiles('admin')).map((file) => file.FileId)).toContain(second.FileId);
    expect((await listFiles('agent2')).map((file) => file.FileId)).not.toContain(first.FileId);
    // Locations: the TT file is listed under tt/ only.
    expect((await listFiles('agent1')).every((file) => file.FileName === 'bets.txt')).toBe(true);
    expect((await listFiles('ttagent', 'LocId=TT', 'tt')).map((file) => file.UserId)).toEqual(['ttagent']);
    expect(await listFiles('agent1', 'LocId=MG')).toEqual([]);
    // What is listed never carries the file's text.
    const raw = (await (await server.app.request(`${API}/4d/files?LocId=SG`, bearer(tokens.agent1))).json()) as { data: object[] };
    expect(Object.keys(raw.data[0]!).sort()).toEqual(Object.keys(BetFileSchema.entries).sort());
  });

  it('answers 400 for a bad LocId', async () => {
    await errorEnvelope(await server.app.request(`${API}/4d/files?LocId=Singapore`, bearer(tokens.agent1)), 400);
  });
});

describe('DELETE files/{FileId}', () => {
  it('deletes an uploaded file for its uploader', async () => {
    const file = await uploaded('agent1', '3333 1-1');
    const body = await successData(await deleteFile('agent1', file.FileId), v.object({ FileId: v.number(), TicketsDeleted: v.number() }));
    expect(body).toEqual({ FileId: file.FileId, TicketsDeleted: 0 });
    expect((await listFiles('agent1')).map((listed) => listed.FileId)).not.toContain(file.FileId);
    expect((await errorEnvelope(await deleteFile('agent1', file.FileId), 404)).message).toBe(`There is no file ${file.FileId}.`);
  });

  it('is for admins and agents: the member whose bets the file holds sees it but can neither delete nor process it', async () => {
    const file = await uploaded('agent1', '7777 1-1');
    expect((await listFiles('member1')).map((listed) => listed.FileId)).toContain(file.FileId);
    expect((await errorEnvelope(await deleteFile('member1', file.FileId), 403)).message).toBe('Bet Upload is for agents and admins.');
    const processing = await server.app.request(`${API}/4d/files/processUpload/${file.FileId}`, postJson(tokens.member1, {}));
    expect((await errorEnvelope(processing, 403)).message).toBe('Bet Upload is for agents and admins.');
    expect((await listFiles('agent1')).find((listed) => listed.FileId === file.FileId)?.FileStatus).toBe('uploaded');
  });

  it('answers 404 to users who cannot see the file and 400 for a bad id', async () => {
    const file = await uploaded('agent1', '4444 1-1');
    expect((await errorEnvelope(await deleteFile('agent2', file.FileId), 404)).message).toBe(`There is no file ${file.FileId}.`);
    for (const id of ['abc', '0', '-1', '1.5', '12345678901']) await errorEnvelope(await deleteFile('agent1', id), 400);
    expect((await listFiles('agent1')).map((listed) => listed.FileId)).toContain(file.FileId);
  });
});

describe('files/processUpload before processing', () => {
  it('answers 404 for the status of a file never processed, and for files the caller cannot see', async () => {
    const file = await uploaded('agent1', '5555 1-1');
    const status = await server.app.request(`${API}/4d/files/processUpload/${file.FileId}/status`, bearer(tokens.agent1));
    expect((await errorEnvelope(status, 404)).message).toBe(`File ${file.FileId} has not been processed yet: process it first.`);
    const other = await server.app.request(`${API}/4d/files/processUpload/${file.FileId}`, postJson(tokens.agent2, {}));
    expect((await errorEnvelope(other, 404)).message).toBe(`There is no file ${file.FileId}.`);
    expect(await countOf(server, 'bet_file_jobs')).toBe(0);
  });

  it('answers 400 for a bad body or id, and starts nothing', async () => {
    const file = await uploaded('agent1', '6666 1-1');
    for (const body of [{ StrictNumber: 'true' }, { AcceptDecimals: 1 }]) {
      await errorEnvelope(await server.app.request(`${API}/4d/files/processUpload/${file.FileId}`, postJson(tokens.agent1, body)), 400);
    }
    const malformed = { ...postJson(tokens.agent1, {}), body: '{' };
    await errorEnvelope(await server.app.request(`${API}/4d/files/processUpload/${file.FileId}`, malformed), 400);
    await errorEnvelope(await server.app.request(`${API}/4d/files/processUpload/x`, postJson(tokens.agent1, {})), 400);
    expect(await countOf(server, 'bet_file_jobs')).toBe(0);
  });
});
