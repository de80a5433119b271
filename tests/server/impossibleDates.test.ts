/**
 * Issue 19, defect 4: an impossible calendar date (2026-02-31, year 0000) in any date field answered
 * 500 (PostgreSQL refused it in a query). Every date field of every call of the contract is found,
 * with no list to keep: from the schemas (a string checked as an ISO date, also inside an optional or
 * a union: a BirthDate may be empty) and by its name (a share transfer's DrawFrom is text the handler
 * checks, so that its problem stands on its field). Each gets impossible days: each answer must be a
 * 400 that names the day, and nothing may be written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as v from 'valibot';
import type { EndpointDeclaration, Game } from '../../contract/endpoint.ts';
import { contractEndpoints, endpointKey } from './fuzz/contractEndpoints.ts';
import { examples, type Example } from './fuzz/examples.ts';
import type { FuzzCase } from './fuzz/malformedCases.ts';
import { gamesOf, sendCaseForAnswer } from './fuzz/sendCase.ts';
import { tableChecksums } from './fuzz/tableChecksum.ts';
import { nextDrawOf } from './betting.ts';
import { signIn, startTestServer, type TestServer } from './testServer.ts';

/** Days that are written like dates but do not exist (or that PostgreSQL has no year for). */
const IMPOSSIBLE_DAYS = ['2026-02-31', '0000-01-01', '2025-02-29', '2026-04-31', '1899-12-31'];

interface SchemaNode {
  type?: string;
  entries?: Record<string, SchemaNode>;
  options?: readonly SchemaNode[];
  pipe?: readonly SchemaNode[];
  wrapped?: SchemaNode;
}

/** Whether a field's schema is a date: an ISO-date check in its pipe, through optional wrappers and unions ('' or a date). */
function isDateField(node: SchemaNode | undefined): boolean {
  if (!node) return false;
  if (node.wrapped) return isDateField(node.wrapped);
  if (node.options?.some(isDateField)) return true;
  return (node.pipe ?? []).some((action) => action.type === 'iso_date');
}

/** A field whose name says it is a day (DrawDate, BirthDate, Date, DrawFrom, DateTo …), however its schema checks it. */
const NAMED_LIKE_A_DAY = /(^|[a-z])Date$|^(Draw|Date)(From|To)$/;

/** The date fields of a request part (every variant's); `byName` when only the name says so (its handler checks it). */
function dateFieldsOf(schema: v.GenericSchema | undefined): { field: string; byName: boolean }[] {
  const found = new Map<string, boolean>();
  const walk = (node: SchemaNode | undefined) => {
    if (!node) return;
    for (const [name, entry] of Object.entries(node.entries ?? {})) {
      if (isDateField(entry)) found.set(name, false);
      else if (NAMED_LIKE_A_DAY.test(name) && !found.has(name)) found.set(name, true);
    }
    for (const option of node.options ?? []) walk(option);
    if (node.pipe) walk(node.pipe[0]);
    if (node.wrapped) walk(node.wrapped);
  };
  walk(schema as SchemaNode | undefined);
  return [...found].map(([field, byName]) => ({ field, byName }));
}

/** The prefix an example's location is served under (a handler's own check comes after the edge's prefix check). */
const ownGame = (example: Example): Game => ((example.body as { LocId?: string } | undefined)?.LocId ?? example.query?.LocId) === 'TT' ? 'tt' : '4d';

let server: TestServer;
let token: string;
let table: Record<string, Example | Example[]>;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.app, 'admin')).access_token;
  const draw = await nextDrawOf(server, token, 'SG');
  table = examples({ drawId: draw.DrawId, fileId: 1 });
  // A claim back's range is checked once its claim is found (404 before that): give its example a claim.
  const claimed = await server.app.request('/api/v1/4d/shareClaim', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify((table['POST shareClaim'] as Example).body),
  });
  expect(claimed.status).toBe(200);
  const claim = ((await claimed.json()) as { data: { Id: number } }).data;
  const back = table['POST shareClaimBack'] as Example;
  table['POST shareClaimBack'] = { ...back, body: { ...(back.body as object), ClaimId: claim.Id } };
});
afterAll(async () => {
  await server?.close();
});

const encoded = (record: Record<string, string> = {}) => Object.entries(record).map(([key, value]): [string, string] => [key, encodeURIComponent(value)]);

/** The example of a call with one date field set to `day`. */
function caseOf(endpoint: EndpointDeclaration, example: Example, part: 'query' | 'body', field: string, day: string): FuzzCase {
  const params = Object.fromEntries(encoded(example.params));
  if (part === 'query') {
    const query = encoded({ ...example.query, [field]: day });
    return { endpoint, label: `query.${field} = ${day}`, params, query, body: example.body ? { kind: 'json', text: JSON.stringify(example.body) } : { kind: 'none' } };
  }
  if (endpoint.bodyEncoding !== undefined && endpoint.bodyEncoding !== 'json') throw new Error(`${endpointKey(endpoint)}: a date in a ${endpoint.bodyEncoding} body`);
  return { endpoint, label: `body.${field} = ${day}`, params, query: encoded(example.query), body: { kind: 'json', text: JSON.stringify({ ...example.body, [field]: day }) } };
}

describe('impossible calendar dates', () => {
  const dateFields = contractEndpoints().flatMap((endpoint) =>
    (['query', 'body'] as const).flatMap((part) => dateFieldsOf(endpoint[part]).map(({ field, byName }) => ({ endpoint, part, field, byName }))),
  );

  it('finds the date fields of the contract: by their ISO-date check, inside an optional or a union, and by their name', () => {
    // A sample of each way a date field is declared; every other is found the same ways, so a new
    // call's date field is tested without a line here.
    expect(dateFields.map(({ endpoint, part, field }) => `${endpointKey(endpoint)} ${part}.${field}`)).toEqual(
      expect.arrayContaining([
        'GET audits query.DateFrom',
        'GET bet/page2ByDate query.DrawTo',
        'GET draw/week query.Date',
        'GET reportFull query.DrawDate',
        'POST draw body.DrawDate',
        // An optional union of '' and a day.
        'POST agents/ body.BirthDate',
        'PUT players/update body.BirthDate',
        // Text whose day the handler checks, to put the problem on its field.
        'POST subShare body.DrawFrom',
        'POST shareClaim body.DrawTo',
        'POST shareClaimBack body.DrawFrom',
      ]),
    );
  });

  // Several hundred requests one after another: more than the default 30 s on a loaded 2-core machine.
  it('answers 400 naming the day to each of them in every date field, under every prefix, and writes nothing', { timeout: 180_000 }, async () => {
    const before = await tableChecksums(server.db);
    const wrong: string[] = [];
    for (const { endpoint, part, field, byName } of dateFields) {
      const found = table[endpointKey(endpoint)]!;
      for (const example of Array.isArray(found) ? found : [found]) {
        for (const day of IMPOSSIBLE_DAYS) {
          const fuzzCase = caseOf(endpoint, example, part, field, day);
          // A field the edge checks is refused under every prefix; one its handler checks, under its location's.
          for (const game of byName ? [ownGame(example)] : gamesOf(fuzzCase)) {
            // The 400 must be about the day (its message or the field's problem names it), not another field of the example.
            const { status, text } = await sendCaseForAnswer(server.app, fuzzCase, game, token);
            if (status !== 400 || !text.includes(day)) wrong.push(`${status} ${game} ${endpointKey(endpoint)} ${fuzzCase.label}: ${text.slice(0, 160)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await tableChecksums(server.db)).toEqual(before);
  });

  it('names the day that does not exist', async () => {
    const response = await server.app.request('/api/v1/4d/draw/resultReport?LocId=SG&DrawFrom=2026-02-31', { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('DrawFrom: DrawFrom 2026-02-31 is not a day of the calendar.');
  });
});
