/** Helpers of the data-screen server tests (dataScreens*.test.ts): a typed client per demo account, every page of a query, CSV. */
import { expect } from 'vitest';
import type * as v from 'valibot';
import type { AnswerOf, EndpointDeclaration, Game } from '../../contract/endpoint.ts';
import { signIn, type TestServer } from './testServer.ts';
import { apiAs, type ApiClient, type CallOf } from './apiClient.ts';

export const ACCOUNTS = ['admin', 'agent1', 'agent2', 'agent3', 'member1', 'member2', 'member3', 'member4', 'ttagent'] as const;
export type Account = (typeof ACCOUNTS)[number];

/** Signs every demo account in, and answers a typed client for each. */
export async function signInAll(server: TestServer): Promise<Record<Account, ApiClient>> {
  const entries = [];
  for (const user of ACCOUNTS) entries.push([user, apiAs(server, (await signIn(server.app, user)).access_token)] as const);
  return Object.fromEntries(entries) as Record<Account, ApiClient>;
}

/** A paged answer (contract/paging.ts pageSchema). */
export interface AnyPage<Row, Totals> {
  Rows: Row[];
  Total: number;
  PageIndex: number;
  PageSize: number;
  Totals: Totals;
}

/** A paged call of the contract: its answer is a page. */
export type PagedEndpoint = EndpointDeclaration & { answer: v.GenericSchema<unknown, AnyPage<unknown, unknown>> };
export type RowOf<E extends PagedEndpoint> = AnswerOf<E>['Rows'][number];
export type QueryOf<E extends EndpointDeclaration> = NonNullable<CallOf<E>['query']>;

/** One page of a paged call, its query as given (asserting a 200); `game` when the LocId does not say it. */
export const pageOf = <E extends PagedEndpoint>(api: ApiClient, endpoint: E, query: QueryOf<E>, game?: Game): Promise<AnswerOf<E>> =>
  api.data(endpoint, ...([{ query, game }] as never as [CallOf<E>]));

/** Every page of a paged query, `pageSize` rows at a time; asserts each page's Total and index agree. */
export async function allPages<E extends PagedEndpoint>(
  api: ApiClient,
  endpoint: E,
  query: QueryOf<E>,
  pageSize: number,
  game?: Game,
): Promise<{ rows: RowOf<E>[]; first: AnswerOf<E>; pages: number }> {
  const first = await pageOf(api, endpoint, { ...query, PageSize: pageSize, PageIndex: 1 }, game);
  const rows: RowOf<E>[] = [...first.Rows];
  let pages = 1;
  for (let index = 2; (index - 1) * pageSize < first.Total; index++) {
    const page = await pageOf(api, endpoint, { ...query, PageSize: pageSize, PageIndex: index }, game);
    expect(page.Total).toBe(first.Total);
    expect(page.PageIndex).toBe(index);
    rows.push(...page.Rows);
    pages++;
  }
  expect(rows).toHaveLength(first.Total);
  return { rows, first, pages };
}

/** Sums `field` over rows, in integer cents. */
export const sumOf = (rows: readonly unknown[], field: string) => rows.reduce<number>((sum, row) => sum + Number((row as Record<string, unknown>)[field]), 0);

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

/** Fetches the CSV export of a paged call (its query with Format=csv), checks its headers, and answers its records (header first). */
export async function csvOf<E extends PagedEndpoint>(api: ApiClient, endpoint: E, query: QueryOf<E>, fileName: string): Promise<string[][]> {
  const response = await api.request(endpoint, ...([{ query: { ...query, Format: 'csv' } }] as never as [CallOf<E>]));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
  return parseCsv(await response.text());
}

/** Asserts the CSV's data records are the JSON rows, column by column in `fields` order. */
export function expectCsvEqualsRows(records: string[][], fields: readonly string[], rows: readonly unknown[]) {
  expect(records.length - 1).toBe(rows.length);
  const expected = rows.map((row) => fields.map((field) => expectedCell(field, (row as Record<string, unknown>)[field])));
  expect(records.slice(1)).toEqual(expected);
}

/** A query written as URL text ('SortBy=Nope&PageSize=0'), for the bad-input lists, as the values a URL carries. */
export const queryOf = (text: string): Record<string, string> => Object.fromEntries(new URLSearchParams(text));
