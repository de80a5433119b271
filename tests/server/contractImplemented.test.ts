/**
 * Every call declared in contract/ is implemented by the server, and every paged call is in the one
 * query list (server/queries/index.ts). The declarations are walked from the contract's exports
 * (fuzz/contractEndpoints.ts), so a call added to the contract without its server side fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { GAMES, pathOf, type EndpointDeclaration } from '../../contract/endpoint.ts';
import { ErrorBodySchema } from '../../contract/envelope.ts';
import { pageRowSchemaOf } from '../../server/http/csv.ts';
import { PAGED_CALLS } from '../../server/queries/index.ts';
import { startTestServer, type TestServer } from './testServer.ts';
import { contractEndpoints, endpointKey } from './fuzz/contractEndpoints.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Every URL a declaration is served at: its scope's root, and each game prefix for a data call. */
function urlsOf(endpoint: EndpointDeclaration): string[] {
  const params = Object.fromEntries([...endpoint.path.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map(([, name]) => [name!, '1']));
  const path = pathOf(endpoint, params);
  if (endpoint.scope === 'root') return [`/api/${path}`];
  if (endpoint.scope === 'auth') return [`/api/v1/${path}`];
  return GAMES.map((game) => `/api/v1/${game}/${path}`);
}

/** Whether the app has no route for the request: its catch-all answers "No such API". */
async function unrouted(method: string, url: string): Promise<boolean> {
  const response = await server.app.request(url, { method });
  if (response.status !== 404) return false;
  const body = v.safeParse(ErrorBodySchema, await response.json().catch(() => null));
  return body.success && String(body.output.message).startsWith('No such API');
}

describe('the contract and the server', () => {
  it('has a route for every call the contract declares, at every prefix it is declared for', async () => {
    const declared = contractEndpoints();
    expect(declared.length).toBeGreaterThan(50);
    const missing: string[] = [];
    // Anonymous requests: a route answers (401 for a signed-in call), only a missing one is "No such API".
    for (const endpoint of declared) for (const url of urlsOf(endpoint)) if (await unrouted(endpoint.method, url)) missing.push(`${endpoint.method} ${url}`);
    expect(missing).toEqual([]);
    // The probe tells a missing call apart.
    expect(await unrouted('GET', '/api/v1/4d/noSuchCall')).toBe(true);
    expect(await unrouted('DELETE', '/api/v1/4d/bet/page2')).toBe(true);
  });

  it('lists every paged call once in the query list, and only paged calls', () => {
    const paged = contractEndpoints().filter((endpoint) => pageRowSchemaOf(endpoint.answer) !== null).map(endpointKey);
    const listed = PAGED_CALLS.map((call) => endpointKey(call.endpoint));
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...paged].sort());
    for (const call of PAGED_CALLS) {
      const query = call.endpoint.query as v.ObjectSchema<v.ObjectEntries, undefined> | undefined;
      // Made with pageQueryEntries (contract/paging.ts): the generic route reads these.
      expect(Object.keys(query?.entries ?? {}), endpointKey(call.endpoint)).toEqual(expect.arrayContaining(['PageIndex', 'PageSize', 'SortBy', 'SortDir', 'Format']));
      expect(call.endpoint.scope).toBe('data');
    }
  });
});
