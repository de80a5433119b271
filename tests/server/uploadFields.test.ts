/**
 * Issue 19, defect 5: an upload's file name and fields. A NUL in the name answered 500, a 100 000
 * character name was stored, and bytes that are not UTF-8 in the fields were stored as U+FFFD. Each
 * is refused with 400 and nothing stored; a name of 255 characters is kept as sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BetFileSchema } from '../../contract/files.ts';
import { errorEnvelope, signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { API, countOf, uploadRequest, type UploadFields } from './betting.ts';

const FIELDS: UploadFields = { UserId: 'member1', ARACode: 'ARA-7', LocId: 'SG' };

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.app, 'agent1')).access_token;
});
afterAll(async () => {
  await server?.close();
});

const upload = (init: RequestInit) => server.app.request(`${API}/4d/files/upload`, init);

/** What is stored of uploads: the files and their chunks of lines. */
async function storedRows() {
  const { rows } = await server.db.query<{ count: number }>('select count(*)::int as count from bet_file_chunks');
  return { files: await countOf(server, 'bet_files'), chunks: rows[0]!.count };
}

/** Asserts a 400 with that message, and that nothing was stored. */
async function refused(response: Promise<Response>, message: string | RegExp) {
  const before = await storedRows();
  expect((await errorEnvelope(await response, 400)).message).toMatch(message);
  expect(await storedRows()).toEqual(before);
}

/** A multipart body written byte by byte, so a field or the file name can hold bytes that are not UTF-8. */
function rawMultipart(parts: { name: string; fileName?: Uint8Array; value: Uint8Array }[]): RequestInit {
  const boundary = '----issue19';
  const encode = (text: string) => new TextEncoder().encode(text);
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    chunks.push(encode(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`));
    if (part.fileName) chunks.push(encode('; filename="'), part.fileName, encode('"\r\nContent-Type: text/plain'));
    chunks.push(encode('\r\n\r\n'), part.value, encode('\r\n'));
  }
  chunks.push(encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.length;
  }
  return { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, body };
}

const utf8 = (text: string) => new TextEncoder().encode(text);
/** "A", then bytes that are not UTF-8 (a lone continuation byte and an invalid start byte), then "B". */
const NOT_UTF8 = new Uint8Array([0x41, 0x80, 0xff, 0x42]);

describe('upload file name and fields', () => {
  it('keeps a name of 255 characters as sent', async () => {
    const name = `${'n'.repeat(251)}.txt`;
    const file = await successData(await upload(uploadRequest(token, '1234 1-1', FIELDS, name)), BetFileSchema);
    expect(file.FileName).toBe(name);
  });

  it('refuses a file name with a NUL or another control character', async () => {
    await refused(upload(uploadRequest(token, '1234 1-1', FIELDS, 'bets\u0000.txt')), 'The file name holds a control character: rename the file.');
    await refused(upload(uploadRequest(token, '1234 1-1', FIELDS, 'bets\u001b[31m.txt')), 'The file name holds a control character: rename the file.');
  });

  it('refuses a file name longer than 255 characters', async () => {
    await refused(upload(uploadRequest(token, '1234 1-1', FIELDS, `${'n'.repeat(252)}.txt`)), 'The file name is longer than 255 characters: rename the file.');
    await refused(upload(uploadRequest(token, '1234 1-1', FIELDS, 'n'.repeat(100_000))), 'The file name is longer than 255 characters: rename the file.');
  });

  it('refuses a file name whose bytes are not UTF-8', async () => {
    const init = rawMultipart([
      { name: 'UserId', value: utf8('member1') },
      { name: 'ARACode', value: utf8('ARA-7') },
      { name: 'file', fileName: NOT_UTF8, value: utf8('1234 1-1') },
    ]);
    await refused(upload(init), 'The file name is not UTF-8 text: rename the file.');
  });

  it('refuses a field whose bytes are not UTF-8, each field', async () => {
    for (const field of ['UserId', 'ARACode', 'Remarks']) {
      const values: Record<string, Uint8Array> = { UserId: utf8('member1'), ARACode: utf8('ARA-7'), Remarks: utf8('batch'), [field]: NOT_UTF8 };
      const init = rawMultipart([
        ...Object.entries(values).map(([name, value]) => ({ name, value })),
        { name: 'file', fileName: utf8('bets.txt'), value: utf8('1234 1-1') },
      ]);
      await refused(upload(init), `${field}: ${field} is not UTF-8 text.`);
    }
  });

  it('still takes UTF-8 text beyond ASCII in the name and the fields', async () => {
    const init = rawMultipart([
      { name: 'UserId', value: utf8('member1') },
      { name: 'ARACode', value: utf8('ARA-七') },
      { name: 'Remarks', value: utf8('早上 batch') },
      { name: 'file', fileName: utf8('注文.txt'), value: utf8('1234 1-1') },
    ]);
    expect(await successData(await upload(init), BetFileSchema)).toMatchObject({ FileName: '注文.txt', ARACode: 'ARA-七', Remarks: '早上 batch' });
  });
});
