import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractEndpoints, endpointKey } from './fuzz/contractEndpoints.ts';
import { examples, type Example } from './fuzz/examples.ts';
import { malformedCases, type FuzzCase } from './fuzz/malformedCases.ts';
import { sampleOf, seededRandom } from '../../domain/seededRandom.ts';
import { gamesOf, sendCase, urlOf } from './fuzz/sendCase.ts';
import { tableChecksums } from './fuzz/tableChecksum.ts';
import { declaredFields } from './fuzz/declaredFields.ts';
import { nextDrawOf, uploadRequest } from './betting.ts';
import { captureConsoleForFile, signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { BetFileSchema } from '../../contract/files.ts';
import { TermsAcceptanceSchema } from '../../contract/terms.ts';
import type { Game } from '../../contract/endpoint.ts';

/**
 * Issue 14, "Done when": every call of the contract gets malformed values of every field of its
 * path, query and body, and malformed bodies as a whole (fuzz/malformedCases.ts says which), signed
 * in as the admin (who may call everything, so the checks behind the permissions are reached).
 * Every answer must be a 4xx (never a 5xx, never a success) and nothing may be written.
 *
 * `npm test` sends a seeded sample (FUZZ_SAMPLE requests, 300 by default, FUZZ_SEED 14 by default);
 * `npm run fuzz` (FUZZ=all) sends every case under every game prefix.
 */

const FULL = process.env.FUZZ === 'all';
const SEED = Number(process.env.FUZZ_SEED ?? 14);
const SAMPLE = Number(process.env.FUZZ_SAMPLE ?? 300);

captureConsoleForFile();

let server: TestServer;
let accessToken: string;
let table: Record<string, Example | Example[]>;
let before: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  accessToken = (await signIn(server.app, 'admin')).access_token;
  const accepted = await server.app.request('/api/v1/terms/accept', {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: '{}',
  });
  await successData(accepted, TermsAcceptanceSchema);
  const draw = await nextDrawOf(server, accessToken, 'SG');
  const file = await successData(
    await server.app.request('/api/v1/4d/files/upload', uploadRequest(accessToken, '1234 1 1\n', { UserId: 'member1', ARACode: 'A1' })),
    BetFileSchema,
  );
  table = examples({ drawId: draw.DrawId, fileId: file.FileId });
  before = await tableChecksums(server.db);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const endpoints = contractEndpoints();

/** Every case of every call with the prefixes it goes under, or the seeded sample of them. */
function plannedRequests(): { fuzzCase: FuzzCase; game: Game }[] {
  const all = endpoints.flatMap((endpoint) => {
    const found = table[endpointKey(endpoint)];
    const list = found === undefined ? [] : Array.isArray(found) ? found : [found];
    return list.flatMap((example) => malformedCases(endpoint, example));
  });
  if (FULL) return all.flatMap((fuzzCase) => gamesOf(fuzzCase).map((game) => ({ fuzzCase, game })));
  const random = seededRandom(SEED);
  return sampleOf(all, SAMPLE, random).map((fuzzCase) => {
    const games = gamesOf(fuzzCase);
    return { fuzzCase, game: games[Math.floor(random() * games.length)]! };
  });
}

describe('fuzz: malformed input to every call of the contract', () => {
  it('has a valid example of every call (add one to fuzz/examples.ts for a new call)', () => {
    const missing = endpoints.map(endpointKey).filter((key) => !table[key]);
    expect(missing).toEqual([]);
    expect(endpoints.length).toBeGreaterThanOrEqual(35);
  });

  it('has every declared field of every call in its examples, so every field is fuzzed', () => {
    const unfuzzed: string[] = [];
    for (const endpoint of endpoints) {
      const found = table[endpointKey(endpoint)];
      const list = found === undefined ? [] : Array.isArray(found) ? found : [found];
      for (const part of ['params', 'query', 'body'] as const) {
        const covered = new Set(list.flatMap((example) => Object.keys(example[part] ?? {})));
        // The upload's file is sent by the fuzz itself, and broken as a whole (missing, sent as text).
        if (endpoint.bodyEncoding === 'multipart') covered.add('file');
        for (const field of declaredFields(endpoint[part])) {
          if (!covered.has(field)) unfuzzed.push(`${endpointKey(endpoint)} ${part}.${field}`);
        }
      }
    }
    expect(unfuzzed).toEqual([]);
  });

  it(
    'answers every malformed request with a 4xx, never a 5xx or a success',
    async () => {
      const planned = plannedRequests();
      const wrong: string[] = [];
      for (const { fuzzCase, game } of planned) {
        const status = await sendCase(server.app, fuzzCase, game, accessToken);
        if (status < 400 || status >= 500) {
          wrong.push(`${status} ${fuzzCase.endpoint.method} ${urlOf(fuzzCase, game).slice(0, 120)} (${fuzzCase.label})`);
        }
      }
      console.info(`[fuzz] ${planned.length} malformed requests to ${endpoints.length} calls (${FULL ? 'all' : `seed ${SEED}`})`);
      expect(wrong).toEqual([]);
      expect(planned.length).toBeGreaterThan(FULL ? 1000 : SAMPLE - 1);
    },
    FULL ? 1_800_000 : 60_000,
  );

  it('wrote nothing: every table holds the same rows as before', async () => {
    expect(await tableChecksums(server.db)).toEqual(before);
  });
});
