/**
 * Clear Cache (contract/cacheClear.ts; spec 02 §2.2, §7.3; issue 23): an admin's POST cache/clear
 * empties the server's in-memory caches, so an answer the results feed kept shows what the database
 * says now; it is audited; anyone else is refused and nothing is cleared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { FeedResultSchema } from '../../contract/resultsFeed.ts';
import { bearer, errorEnvelope, signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { API, postJson } from './betting.ts';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signIn(server.app, 'admin')).access_token;
});
afterAll(async () => {
  await server?.close();
});

const clear = (token: string) => server.app.request(`${API}/cache/clear`, postJson(token, { LocId: 'SG' }));
const feedFirstPrize = async () => {
  const rows = await successData(await server.app.request(`${API}/4d/feed?LocId=SG`, bearer(admin)), v.array(FeedResultSchema));
  const sg = rows.find((row) => row.LocId === 'SG')!;
  return { drawId: sg.DrawId, first: sg.First };
};
const audits = async () => (await server.db.query<{ user_id: string }>(`select user_id from audit_log where action = 'cache.clear'`)).rows;

describe('Clear Cache', () => {
  it("refuses anyone but an admin, and keeps the server's caches", async () => {
    const kept = await feedFirstPrize();
    await server.db.query(`update draw_result_numbers set number = '9898' where draw_id = $1 and prize = 'first'`, [kept.drawId]);
    for (const userId of ['agent1', 'member1']) {
      const token = (await signIn(server.app, userId)).access_token;
      await errorEnvelope(await clear(token), 403);
    }
    expect((await feedFirstPrize()).first).toBe(kept.first);
    expect(await audits()).toEqual([]);
    await server.db.query(`update draw_result_numbers set number = $2 where draw_id = $1 and prize = 'first'`, [kept.drawId, kept.first]);
  });

  it("empties the server's caches for an admin: the results feed answers the database's figure at once, and the clear is audited", async () => {
    const before = await feedFirstPrize();
    const changed = before.first === '4321' ? '1234' : '4321';
    await server.db.query(`update draw_result_numbers set number = $2 where draw_id = $1 and prize = 'first'`, [before.drawId, changed]);
    // Within the feed's 30 s the kept answer is served.
    expect((await feedFirstPrize()).first).toBe(before.first);
    const answer = await successData(await clear(admin), v.object({ Cleared: v.array(v.string()) }));
    expect(answer.Cleared).toEqual(expect.arrayContaining(['maintenance', 'resultsFeed']));
    expect((await feedFirstPrize()).first).toBe(changed);
    expect(await audits()).toEqual([{ user_id: 'admin' }]);
  });
});
