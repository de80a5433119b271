/**
 * Issue 19, defect 4: an impossible calendar date (2026-02-31, year 0000) in any date field answered
 * 500 (PostgreSQL refused it in a query). Every date field of every call of the contract is found
 * from the schemas (a string checked as an ISO date), and each gets impossible days: each answer must
 * be a 400 in the envelope, and nothing may be written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as v from 'valibot';
import type { EndpointDeclaration } from '../../contract/endpoint.ts';
import { contractEndpoints, endpointKey } from './fuzz/contractEndpoints.ts';
import { examples, type Example } from './fuzz/examples.ts';
import type { FuzzCase } from './fuzz/malformedCases.ts';
import { gamesOf, sendCase } from './fuzz/sendCase.ts';
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

/** Whether a field's schema is a date: an ISO-date check in its pipe, through optional wrappers. */
function isDateField(node: SchemaNode | undefined): boolean {
  if (!node) return false;
  if (node.wrapped) return isDateField(node.wrapped);
  return (node.pipe ?? []).some((action) => action.type === 'iso_date');
}

/** The date fields of a request part (every variant's). */
function dateFieldsOf(schema: v.GenericSchema | undefined): string[] {
  const found = new Set<string>();
  const walk = (node: SchemaNode | undefined) => {
    if (!node) return;
    for (const [name, entry] of Object.entries(node.entries ?? {})) if (isDateField(entry)) found.add(name);
    for (const option of node.options ?? []) walk(option);
    if (node.pipe) walk(node.pipe[0]);
    if (node.wrapped) walk(node.wrapped);
  };
  walk(schema as SchemaNode | undefined);
  return [...found];
}

let server: TestServer;
let token: string;
let table: Record<string, Example | Example[]>;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.app, 'admin')).access_token;
  const draw = await nextDrawOf(server, token, 'SG');
  table = examples({ drawId: draw.DrawId, fileId: 1 });
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
    (['query', 'body'] as const).flatMap((part) => dateFieldsOf(endpoint[part]).map((field) => ({ endpoint, part, field }))),
  );

  it('finds the date fields of the contract', () => {
    expect(dateFields.map(({ endpoint, part, field }) => `${endpointKey(endpoint)} ${part}.${field}`).sort()).toEqual([
      'GET audits query.DateFrom',
      'GET audits query.DateTo',
      'GET bet/betByDay query.DrawFrom',
      'GET bet/betByDay query.DrawTo',
      'GET bet/byDayGroupByNumber query.DrawFrom',
      'GET bet/byDayGroupByNumber query.DrawTo',
      'GET bet/page2ByDate query.DrawFrom',
      'GET bet/page2ByDate query.DrawTo',
      'GET bet/view2ByDate query.DrawFrom',
      'GET bet/view2ByDate query.DrawTo',
      'GET bet/view2ByDateFull query.DrawFrom',
      'GET bet/view2ByDateFull query.DrawTo',
      'GET betSummaryFull query.DrawFrom',
      'GET betSummaryFull query.DrawTo',
      'GET dSMS query.DateFrom',
      'GET dSMS query.DateTo',
      'GET dSelectStatementSummary query.DrawFrom',
      'GET dSelectStatementSummary query.DrawTo',
      'GET draw/resultReport query.DrawFrom',
      'GET draw/resultReport query.DrawTo',
      'GET draw/week query.Date',
      'GET draw2 query.DrawFrom',
      'GET draw2 query.DrawTo',
      'GET getSMSReport query.DateFrom',
      'GET getSMSReport query.DateTo',
      'GET getSMSReportSum query.DateFrom',
      'GET getSMSReportSum query.DateTo',
      'GET mMemberReportSummary query.DrawFrom',
      'GET mMemberReportSummary query.DrawTo',
      'GET r5 query.DrawFrom',
      'GET r5 query.DrawTo',
      'GET reportBetPage query.DrawDate',
      'GET reportBetPage query.DrawFrom',
      'GET reportBetPage query.DrawTo',
      'GET reportBetPageFull query.DrawDate',
      'GET reportBetPageFull query.DrawFrom',
      'GET reportBetPageFull query.DrawTo',
      'GET reportBreakdownFull query.DrawDate',
      'GET reportBreakdownFull query.DrawFrom',
      'GET reportBreakdownFull query.DrawTo',
      'GET reportCollectionFull query.DrawFrom',
      'GET reportCollectionFull query.DrawTo',
      'GET reportDownLine query.DrawFrom',
      'GET reportDownLine query.DrawTo',
      'GET reportFull query.DrawDate',
      'GET reportFull query.DrawFrom',
      'GET reportFull query.DrawTo',
      'GET reportFull2 query.DrawDate',
      'GET reportFull2 query.DrawFrom',
      'GET reportFull2 query.DrawTo',
      'GET reportGroup2Full query.DrawDate',
      'GET reportGroup2Full query.DrawFrom',
      'GET reportGroup2Full query.DrawTo',
      'GET reportGroupFull query.DrawDate',
      'GET reportGroupFull query.DrawFrom',
      'GET reportGroupFull query.DrawTo',
      'GET reportOutFull query.DrawDate',
      'GET reportOutFull query.DrawFrom',
      'GET reportOutFull query.DrawTo',
      'GET reportPersonalBetPage query.DrawDate',
      'GET reportPersonalBetPage query.DrawFrom',
      'GET reportPersonalBetPage query.DrawTo',
      'GET reportPersonalBetPageFull query.DrawDate',
      'GET reportPersonalBetPageFull query.DrawFrom',
      'GET reportPersonalBetPageFull query.DrawTo',
      'GET reportStakeFull query.DrawDate',
      'GET reportStakeFull query.DrawFrom',
      'GET reportStakeFull query.DrawTo',
      'GET reportSummary3 query.DrawFrom',
      'GET reportSummary3 query.DrawTo',
      'GET reportUplineFull query.DrawDate',
      'GET reportUplineFull query.DrawFrom',
      'GET reportUplineFull query.DrawTo',
      'GET selectReportInTakeStrike query.DrawDate',
      'GET selectReportInTakeStrike query.DrawFrom',
      'GET selectReportInTakeStrike query.DrawTo',
      'GET selectReportShareClaim query.DrawFrom',
      'GET selectReportShareClaim query.DrawTo',
      'GET selectReportShareClaimBack query.DrawFrom',
      'GET selectReportShareClaimBack query.DrawTo',
      'GET selectStatementSum query.DrawFrom',
      'GET selectStatementSum query.DrawTo',
      'GET selectStatementSumFull query.DrawFrom',
      'GET selectStatementSumFull query.DrawTo',
      'GET statementByMonth query.DrawFrom',
      'GET statementByMonth query.DrawTo',
      'GET statementByUserId query.DrawFrom',
      'GET statementByUserId query.DrawTo',
      'POST draw body.DrawDate',
    ]);
  });

  it('answers 400 to each of them in every date field, under every prefix, and writes nothing', async () => {
    const before = await tableChecksums(server.db);
    const wrong: string[] = [];
    for (const { endpoint, part, field } of dateFields) {
      const found = table[endpointKey(endpoint)]!;
      for (const example of Array.isArray(found) ? found : [found]) {
        for (const day of IMPOSSIBLE_DAYS) {
          const fuzzCase = caseOf(endpoint, example, part, field, day);
          for (const game of gamesOf(fuzzCase)) {
            const status = await sendCase(server.app, fuzzCase, game, token);
            if (status !== 400) wrong.push(`${status} ${game} ${endpointKey(endpoint)} ${fuzzCase.label}`);
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
