/**
 * Issue 19 defect 3: a data call reads only a location the caller works at, including the default a
 * call falls back to when it names no LocId. agent3 works at MG only (README "Demo accounts"): under
 * 4d/ without LocId it gets MG's answer or a refusal, never SG's; naming SG (or TT) is refused with
 * 403. Checked on Draw Result as JSON and CSV, and on every data-scope GET of the contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawResultReport } from '../../contract/drawResults.ts';
import type { EndpointDeclaration } from '../../contract/endpoint.ts';
import { signIn, startTestServer, type TestServer } from './testServer.ts';
import { apiAs, type ApiClient } from './apiClient.ts';
import { allPages, csvOf } from './dataScreens.ts';
import { contractEndpoints, endpointKey } from './fuzz/contractEndpoints.ts';
import { examples, type Example } from './fuzz/examples.ts';

let server: TestServer;
let agent3: ApiClient;
let admin: ApiClient;
let locationOfDraw: Map<number, string>;
let openSgDraw: number;

beforeAll(async () => {
  server = await startTestServer();
  agent3 = apiAs(server, (await signIn(server.app, 'agent3')).access_token);
  admin = apiAs(server, (await signIn(server.app, 'admin')).access_token);
  const { rows } = await server.db.query<{ draw_id: number; loc_id: string }>('select draw_id, loc_id from draws');
  locationOfDraw = new Map(rows.map((row) => [row.draw_id, row.loc_id]));
  const open = await server.db.query<{ draw_id: number }>(`select draw_id from draws where loc_id = 'SG' and closes_at > now() order by draw_date limit 1`);
  openSgDraw = open.rows[0]!.draw_id;
});
afterAll(async () => {
  await server?.close();
});

describe('Draw Result without LocId for an MG-only user', () => {
  it("answers MG's draws, never SG's, as JSON", async () => {
    const rows = (await allPages(agent3, drawResultReport, {}, 100)).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => locationOfDraw.get(row.DrawId)))).toEqual(new Set(['MG']));
    const named = (await allPages(agent3, drawResultReport, { LocId: 'MG' }, 100)).rows;
    expect(rows).toEqual(named);
    // The same call answers SG's draws to someone who works at SG: the rows above are not everyone's.
    const sg = (await allPages(admin, drawResultReport, { LocId: 'SG' }, 100)).rows;
    expect(sg.some((row) => locationOfDraw.get(row.DrawId) === 'SG')).toBe(true);
  });

  it("answers MG's draws, never SG's, as CSV", async () => {
    const records = await csvOf(agent3, drawResultReport, {}, 'draw-results.csv');
    expect(records.length).toBeGreaterThan(1);
    const column = records[0]!.indexOf('DrawId');
    expect(new Set(records.slice(1).map((record) => locationOfDraw.get(Number(record[column]))))).toEqual(new Set(['MG']));
  });

  it('refuses SG and TT named, as JSON and CSV, with 403', async () => {
    for (const LocId of ['SG', 'TT']) {
      const game = LocId === 'TT' ? 'tt' : '4d';
      expect((await agent3.refused(drawResultReport, 403, { game, query: { LocId } })).message).toBe(`You do not work at ${LocId}.`);
      await agent3.refused(drawResultReport, 403, { game, query: { LocId, Format: 'csv' } });
    }
    // Under tt/ without LocId: agent3 works at no location tt/ serves.
    expect((await agent3.refused(drawResultReport, 403, { game: 'tt' })).message).toBe('You do not work at TT.');
  });
});

describe('every data-scope GET of the contract', () => {
  const dataGets = () => contractEndpoints().filter((endpoint) => endpoint.scope === 'data' && endpoint.method === 'GET');
  const exampleOf = (endpoint: EndpointDeclaration): Example => {
    const found = examples({ drawId: openSgDraw, fileId: 1 })[endpointKey(endpoint)];
    if (!found) throw new Error(`no fuzz example for ${endpointKey(endpoint)}`);
    return Array.isArray(found) ? found[0]! : found;
  };
  // Any declaration of the list: its example's parts, which the typed client cannot check here.
  const send = (client: ApiClient, endpoint: EndpointDeclaration, example: Example, query: Record<string, string>) =>
    client.request(endpoint, ...([{ params: example.params, query }] as never as [never]));

  it('is refused (403) for a location the caller does not work at, whatever else it asks', async () => {
    expect(dataGets().length).toBeGreaterThan(15);
    for (const endpoint of dataGets()) {
      const example = exampleOf(endpoint);
      // SG under 4d/, TT under tt/ (the client picks the prefix from the LocId).
      for (const LocId of ['SG', 'TT']) {
        const response = await send(agent3, endpoint, example, { ...example.query, LocId });
        expect(response.status, `${endpointKey(endpoint)} LocId=${LocId}`).toBe(403);
      }
    }
  });

  it("answers without LocId what it answers for MG, or refuses: never SG's", async () => {
    for (const endpoint of dataGets()) {
      const example = exampleOf(endpoint);
      const { LocId: _given, ...rest } = example.query ?? {};
      const fallback = await send(agent3, endpoint, example, rest);
      const asMg = await send(agent3, endpoint, example, { ...rest, LocId: 'MG' });
      const label = endpointKey(endpoint);
      if (fallback.status === 200) {
        expect(asMg.status, label).toBe(200);
        expect(await fallback.text(), label).toBe(await asMg.text());
      } else {
        expect(fallback.status, label).toBeGreaterThanOrEqual(400);
        expect(fallback.status, label).toBeLessThan(500);
      }
    }
  });
});
