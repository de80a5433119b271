/** Helpers of the data-screen server tests (dataScreens*.test.ts): signed-in calls, every page of a query, CSV. */
import { expect } from 'vitest';
import * as v from 'valibot';
import { bearer, signIn, successData, type TestServer } from './testServer.ts';

export const API = '/api/v1';

export const ACCOUNTS = ['admin', 'agent1', 'agent2', 'agent3', 'member1', 'member2', 'member3', 'member4', 'ttagent'] as const;
export type Account = (typeof ACCOUNTS)[number];

export async function signInAll(server: TestServer): Promise<Record<Account, string>> {
  const entries = [];
  for (const user of ACCOUNTS) entries.push([user, (await signIn(server.app, user)).access_token] as const);
  return Object.fromEntries(entries) as Record<Account, string>;
}

/** A GET of `path` (under /api/v1/) as `token`. */
export const get = (server: TestServer, token: string, path: string) => server.app.request(`${API}/${path}`, bearer(token));

/** A paged answer (contract/paging.ts pageSchema). */
export interface AnyPage<Row, Totals> {
  Rows: Row[];
  Total: number;
  PageIndex: number;
  PageSize: number;
  Totals: Totals;
}

/** Every page of a paged query, `pageSize` rows at a time; asserts each page's Total and index agree. */
export async function allPages<Row, Totals>(
  server: TestServer,
  token: string,
  path: string,
  schema: v.GenericSchema<unknown, AnyPage<Row, Totals>>,
  pageSize: number,
): Promise<{ rows: Row[]; first: AnyPage<Row, Totals>; pages: number }> {
  const separator = path.includes('?') ? '&' : '?';
  const first = await successData(await get(server, token, `${path}${separator}PageSize=${pageSize}&PageIndex=1`), schema);
  const rows = [...first.Rows];
  let pages = 1;
  for (let index = 2; (index - 1) * pageSize < first.Total; index++) {
    const page = await successData(await get(server, token, `${path}${separator}PageSize=${pageSize}&PageIndex=${index}`), schema);
    expect(page.Total).toBe(first.Total);
    expect(page.PageIndex).toBe(index);
    rows.push(...page.Rows);
    pages++;
  }
  expect(rows).toHaveLength(first.Total);
  return { rows, first, pages };
}

/** Sums `field` over rows, in integer cents. */
export const sumOf = (rows: readonly Record<string, unknown>[], field: string) => rows.reduce((sum, row) => sum + Number(row[field]), 0);

/** RFC 4180 parser for the tests (quoted fields, doubled quotes, CRLF): independent of the server's writer. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += ch;
  }
  expect(field, 'the CSV ends with CRLF').toBe('');
  expect(record).toEqual([]);
  return records;
}

/** What a JSON row's value must read in the CSV: money as dollars with two decimals, arrays space-joined. */
export function expectedCell(field: string, value: unknown): string {
  if (value === null) return '';
  if (field.endsWith('Cents')) return (Number(value) / 100).toFixed(2);
  if (Array.isArray(value)) return value.join(' ');
  return String(value);
}

/** Fetches a CSV export, checks its headers, and answers its records (header first). */
export async function csvOf(server: TestServer, token: string, path: string, fileName: string): Promise<string[][]> {
  const response = await get(server, token, path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
  return parseCsv(await response.text());
}

/** Asserts the CSV's data records are the JSON rows, column by column in `fields` order. */
export function expectCsvEqualsRows(records: string[][], fields: readonly string[], rows: readonly Record<string, unknown>[]) {
  expect(records.length - 1).toBe(rows.length);
  const expected = rows.map((row) => fields.map((field) => expectedCell(field, row[field])));
  expect(records.slice(1)).toEqual(expected);
}
