import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import type { EndpointDeclaration } from '../../../contract/endpoint.ts';
import { jsonResponse, makeClient, ok, type Responder } from './fakeFetch.ts';

const any = v.unknown();
/** A GET the contract marks as cached. */
const cached = { schema: any, cached: true };
/** Answers each call with its own number, so a cached answer is told apart from a fresh one. */
const numbered: Responder = (_request, index) => ok(index + 1);

/**
 * The GET lists spec 02 §9 names as cached: bet user ids, summary user ids, summary draw date, bet
 * summary by share, report dates, member list for all roles, announcements (paths after the prefix).
 */
const SPEC_CACHED_PATHS = [
  'bet/userIds',
  'bet/summary/userIds',
  'bet/summary/drawDate',
  'betSummaryUserIdByShare',
  'reportDate',
  'reportDate2',
  'dMemberAllRole',
  'announcements',
];

const isDeclaration = (value: unknown): value is EndpointDeclaration =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'scope' in value && 'answer' in value;

/** Every call declared in contract/. */
async function declaredCalls(): Promise<EndpointDeclaration[]> {
  // Tests run from the repository root.
  const folder = join(process.cwd(), 'contract');
  const modules = await Promise.all(
    readdirSync(folder)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => import(pathToFileURL(join(folder, name)).href) as Promise<Record<string, unknown>>),
  );
  return modules.flatMap((module) => Object.values(module).filter(isDeclaration));
}

describe('which calls are cached', () => {
  it('the contract marks as cached exactly the GETs of spec 02 §9 it declares', async () => {
    const calls = await declaredCalls();
    // Among them the announcements and the member list, so the scan cannot pass by finding nothing.
    expect(calls.filter((call) => call.cached).map((call) => call.path)).toEqual(expect.arrayContaining(['announcements', 'dMemberAllRole']));
    for (const call of calls) {
      expect(call.cached === true, `${call.method} ${call.path}`).toBe(call.method === 'GET' && SPEC_CACHED_PATHS.includes(call.path));
    }
  });
});

describe('the 3-minute response cache', () => {
  it('serves a second GET of a cached call from the cache', async () => {
    const { api, requests } = makeClient(numbered);
    expect(await api.get('announcements', cached)).toBe(1);
    expect(await api.get('announcements', cached)).toBe(1);
    expect(requests).toHaveLength(1);
  });

  it.each(['profile', 'bet/page2', 'announcement', 'announcements'])('does not cache GET %s when its call is not marked cached', async (path) => {
    const { api, requests } = makeClient(numbered);
    await api.get(path, { schema: any });
    expect(await api.get(path, { schema: any })).toBe(2);
    expect(requests).toHaveLength(2);
  });

  it('keys entries by query and location', async () => {
    const { api, requests, world } = makeClient(numbered);
    expect(await api.get('reportDate', { ...cached, query: { Year: 2024 } })).toBe(1);
    expect(await api.get('reportDate', { ...cached, query: { Year: 2025 } })).toBe(2);
    world.locId = 'MY';
    expect(await api.get('reportDate', { ...cached, query: { Year: 2024 } })).toBe(3);
    world.locId = 'SG';
    expect(await api.get('reportDate', { ...cached, query: { Year: 2024 } })).toBe(1);
    expect(requests).toHaveLength(3);
  });

  it('keeps an entry for 180000 ms and no longer', async () => {
    const { api, requests, world } = makeClient(numbered);
    const start = world.now;
    await api.get('announcements', cached);
    world.now = start + 179_999;
    expect(await api.get('announcements', cached)).toBe(1);
    world.now = start + 180_000;
    expect(await api.get('announcements', cached)).toBe(2);
    expect(requests).toHaveLength(2);
  });

  it.each(['post', 'put', 'delete'] as const)('is cleared by any %s', async (method) => {
    const { api, requests } = makeClient(numbered);
    await api.get('bet/userIds', cached);
    await api[method]('anything/else', { schema: any });
    expect(await api.get('bet/userIds', cached)).toBe(3);
    expect(requests).toHaveLength(3);
  });

  it('is cleared by clearCache()', async () => {
    const { api, requests } = makeClient(numbered);
    await api.get('bet/userIds', cached);
    api.clearCache();
    await api.get('bet/userIds', cached);
    expect(requests).toHaveLength(2);
  });

  it('is skipped by the x-no-cache header, which is not sent', async () => {
    const { api, requests } = makeClient(numbered);
    await api.get('announcements', cached);
    const fresh = await api.get('announcements', { ...cached, headers: { 'x-no-cache': '1', 'x-other': 'kept' } });
    expect(fresh).toBe(2);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.headers.has('x-no-cache')).toBe(false);
    expect(requests[1]?.headers.get('x-other')).toBe('kept');
  });

  it('does not keep failed answers', async () => {
    const { api, requests } = makeClient((_request, index) =>
      index === 0 ? jsonResponse({ success: false, message: 'busy' }, 500) : ok('fine'),
    );
    await expect(api.get('announcements', cached)).rejects.toMatchObject({ message: 'busy' });
    expect(await api.get('announcements', cached)).toBe('fine');
    expect(requests).toHaveLength(2);
  });

  it('does not keep an answer that was in flight while a write cleared the cache', async () => {
    let answerFirstGet: ((response: Response) => void) | undefined;
    let gets = 0;
    const { api, requests } = makeClient((request) => {
      if (request.method !== 'GET') return ok(null);
      gets += 1;
      return gets === 1 ? new Promise<Response>((resolve) => (answerFirstGet = resolve)) : ok('after write');
    });
    const before = api.get('announcements', cached);
    await api.post('announcements', { schema: any, body: { Content: 'new' } });
    await vi.waitFor(() => expect(answerFirstGet).toBeDefined());
    answerFirstGet?.(ok('before write'));
    expect(await before).toBe('before write');
    expect(await api.get('announcements', cached)).toBe('after write');
    expect(requests).toHaveLength(3);
  });
});
