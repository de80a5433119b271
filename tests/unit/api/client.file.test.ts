/**
 * A `file` answer of the contract (answerEncoding 'file', Backup ARA): the client sends the request as
 * any POST (LocId in the body, the bearer token) and resolves with the body as a Blob and the name of
 * its Content-Disposition; a refusal is read from the error envelope as any other.
 */
import { describe, expect, it } from 'vitest';
import { backupAra } from '../../../contract/araBackup.ts';
import { jsonResponse, makeClient, onlyRequest } from './fakeFetch.ts';

describe('a file answer', () => {
  it('is the attachment as a Blob with its file name', async () => {
    const { api, requests } = makeClient(
      () => new Response('#UserId member1\r\n1234 1-2\r\n', { headers: { 'content-disposition': 'attachment; filename="ARA_SG_2026-11-25_agent1.txt"' } }),
    );
    const file = await api.call(backupAra, { body: { DrawId: 7 } });
    expect(file.fileName).toBe('ARA_SG_2026-11-25_agent1.txt');
    expect(await file.blob.text()).toBe('#UserId member1\r\n1234 1-2\r\n');
    const request = onlyRequest(requests);
    expect(request.method).toBe('POST');
    expect(JSON.parse(request.body)).toEqual({ LocId: 'SG', DrawId: 7 });
    expect(request.headers.get('authorization')).toBe('Bearer tok-123');
  });

  it('is refused with the server’s message', async () => {
    const { api } = makeClient(() => jsonResponse({ success: false, message: 'Backup ARA is for agents and admins.' }, 403));
    await expect(api.call(backupAra, { body: { DrawId: 7 } })).rejects.toMatchObject({ message: 'Backup ARA is for agents and admins.' });
  });
});
