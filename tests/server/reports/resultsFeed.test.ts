/**
 * The results feed (contract/resultsFeed.ts; spec 02 §7.9 "feed"): the latest results of each location
 * the caller works at under the prefix, newest first, at most Count (1-5) per location, with their
 * numbers as entered. Checked against the results as saved (draw/result, the entry's own call), the
 * 30-second cache by the app's clock, and the bound. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrawResult, drawResult } from '../../../contract/drawResults.ts';
import { drawDates } from '../../../contract/draws.ts';
import { RESULTS_FEED_CACHE_MS, RESULTS_FEED_MAX, resultsFeed, type FeedResult } from '../../../contract/resultsFeed.ts';
import { apiAs, type ApiClient } from '../apiClient.ts';
import { signIn, startTestServer, type TestServer } from '../testServer.ts';

let server: TestServer;
let admin: ApiClient;
let member: ApiClient;
let agent2: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = apiAs(server, (await signIn(server.app, 'admin')).access_token);
  member = apiAs(server, (await signIn(server.app, 'member1')).access_token);
  agent2 = apiAs(server, (await signIn(server.app, 'agent2')).access_token);
});
afterAll(async () => {
  await server?.close();
});

/** The oracle: the location's draws with a saved result, newest first (the calendar and draw/result). */
async function expectedFeed(locId: 'SG' | 'MG' | 'TT', count: number): Promise<FeedResult[]> {
  const calendar = (await admin.data(drawDates, { query: { LocId: locId } })).filter((draw) => draw.HasResult).sort((a, b) => b.DrawDate.localeCompare(a.DrawDate));
  const rows: FeedResult[] = [];
  for (const draw of calendar.slice(0, count)) {
    const saved = await admin.data(drawResult, { query: { LocId: locId, DrawId: draw.DrawId } });
    const result = saved.Result!;
    const fourD = result.Game === '4D' ? result : null;
    const toto = result.Game === 'TOTO' ? result : null;
    rows.push({
      LocId: locId, DrawId: draw.DrawId, DrawDate: draw.DrawDate,
      First: fourD?.First ?? null, Second: fourD?.Second ?? null, Third: fourD?.Third ?? null,
      Starters: fourD ? fourD.Starters.join(' ') : null, Consolations: fourD ? fourD.Consolations.join(' ') : null,
      Numbers: toto ? toto.Numbers.join(' ') : null, Additional: toto ? toto.Additional : null,
      IsFinalised: draw.IsFinalised, EnteredAt: saved.EnteredAt!,
    });
  }
  return rows;
}

describe('the results feed', () => {
  it('answers the latest result of each location the caller works at under the prefix', async () => {
    expect(await admin.data(resultsFeed, { query: {}, game: '4d' })).toEqual([...(await expectedFeed('SG', 1)), ...(await expectedFeed('MG', 1))]);
    expect(await admin.data(resultsFeed, { query: {}, game: 'tt' })).toEqual(await expectedFeed('TT', 1));
    // member1 works at SG only; agent2 at SG and MG: the tt/ prefix is refused at the edge.
    expect(await member.data(resultsFeed, { query: {}, game: '4d' })).toEqual(await expectedFeed('SG', 1));
    await agent2.refused(resultsFeed, 403, { query: {}, game: 'tt' });
  });

  it('answers up to Count per location, newest first, and refuses more than the bound', async () => {
    const three = await member.data(resultsFeed, { query: { Count: 3 }, game: '4d' });
    expect(three).toEqual(await expectedFeed('SG', 3));
    expect(three).toHaveLength(3);
    await member.refused(resultsFeed, 400, { query: { Count: RESULTS_FEED_MAX + 1 }, game: '4d' });
    await member.refused(resultsFeed, 400, { query: { Count: 0 }, game: '4d' });
  });

  it('keeps its answer for 30 seconds of the app’s clock, then shows a new result', async () => {
    const before = await member.data(resultsFeed, { query: { Count: 2 }, game: '4d' });
    const awaiting = (await admin.data(drawDates, { query: { LocId: 'SG' } })).filter((draw) => draw.Status === 'closed').sort((a, b) => b.DrawDate.localeCompare(a.DrawDate))[0]!;
    expect(before.map((row) => row.DrawId)).not.toContain(awaiting.DrawId);
    await admin.data(createDrawResult, {
      body: {
        LocId: 'SG', DrawId: awaiting.DrawId,
        Result: { Game: '4D', First: '2468', Second: '1357', Third: '8642', Starters: ['0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010'], Consolations: ['0011', '0012', '0013', '0014', '0015', '0016', '0017', '0018', '0019', '0020'] },
      },
    });
    expect(await member.data(resultsFeed, { query: { Count: 2 }, game: '4d' })).toEqual(before);
    server.advanceClock(RESULTS_FEED_CACHE_MS);
    const after = await member.data(resultsFeed, { query: { Count: 2 }, game: '4d' });
    expect(after).toEqual(await expectedFeed('SG', 2));
    expect(after[0]).toMatchObject({ DrawId: awaiting.DrawId, First: '2468', IsFinalised: false });
  });
});
