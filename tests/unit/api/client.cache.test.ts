import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { jsonResponse, makeClient, ok, type Responder } from './fakeFetch.ts';

const any = v.unknown();
/** Answers each call with its own number, so a cached answer is told apart from a fresh one. */
const numbered: Responder = (_request, index) => ok(index + 1);

describe('the 3-minute response cache', () => {
  it.each([
    'announcements',
    'bet/userIds',
    'bet/summary/userIds',
    'bet/summary/drawDate',
    'betSummaryUserIdByShare',
    'reportDate',
    'reportDate2',
    'dMemberAllRole',
  ])('serves a second GET %s from the cache', async (path) => {
    const { api, requests } = makeClient(numbered);
    expect(await api.get(path, { schema: any })).toBe(1);
    expect(await api.get(path, { schema: any })).toBe(1);
    expect(requests).toHaveLength(1);
  });

  it.each(['profile', 'bet/page2', 'announcement', 'bet/userIds/extra'])('does not cache GET %s', async (path) => {
    const { api, requests } = makeClient(numbered);
    await api.get(path, { schema: any });
    expect(await api.get(path, { schema: any })).toBe(2);
    expect(requests).toHaveLength(2);
  });

  it('keys entries by query and location', async () => {
    const { api, requests, world } = makeClient(numbered);
    expect(await api.get('reportDate', { schema: any, query: { Year: 2024 } })).toBe(1);
    expect(await api.get('reportDate', { schema: any, query: { Year: 2025 } })).toBe(2);
    world.locId = 'MY';
    expect(await api.get('reportDate', { schema: any, query: { Year: 2024 } })).toBe(3);
    world.locId = 'SG';
    expect(await api.get('reportDate', { schema: any, query: { Year: 2024 } })).toBe(1);
    expect(requests).toHaveLength(3);
  });

  it('keeps an entry for 180000 ms and no longer', async () => {
    const { api, requests, world } = makeClient(numbered);
    const start = world.now;
    await api.get('announcements', { schema: any });
    world.now = start + 179_999;
    expect(await api.get('announcements', { schema: any })).toBe(1);
    world.now = start + 180_000;
    expect(await api.get('announcements', { schema: any })).toBe(2);
    expect(requests).toHaveLength(2);
  });

  it.each(['post', 'put', 'delete'] as const)('is cleared by any %s', async (method) => {
    const { api, requests } = makeClient(numbered);
    await api.get('bet/userIds', { schema: any });
    await api[method]('anything/else', { schema: any });
    expect(await api.get('bet/userIds', { schema: any })).toBe(3);
    expect(requests).toHaveLength(3);
  });

  it('is cleared by clearCache()', async () => {
    const { api, requests } = makeClient(numbered);
    await api.get('bet/userIds', { schema: any });
    api.clearCache();
    await api.get('bet/userIds', { schema: any });
    expect(requests).toHaveLength(2);
  });

  it('is skipped by the x-no-cache header, which is not sent', async () => {
    const { api, requests } = makeClient(numbered);
    await api.get('announcements', { schema: any });
    const fresh = await api.get('announcements', { schema: any, headers: { 'x-no-cache': '1', 'x-other': 'kept' } });
    expect(fresh).toBe(2);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.headers.has('x-no-cache')).toBe(false);
    expect(requests[1]?.headers.get('x-other')).toBe('kept');
  });

  it('does not keep failed answers', async () => {
    const { api, requests } = makeClient((_request, index) =>
      index === 0 ? jsonResponse({ success: false, message: 'busy' }, 500) : ok('fine'),
    );
    await expect(api.get('announcements', { schema: any })).rejects.toMatchObject({ message: 'busy' });
    expect(await api.get('announcements', { schema: any })).toBe('fine');
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
    const before = api.get('announcements', { schema: any });
    await api.post('announcements', { schema: any, body: { Content: 'new' } });
    await vi.waitFor(() => expect(answerFirstGet).toBeDefined());
    answerFirstGet?.(ok('before write'));
    expect(await before).toBe('before write');
    expect(await api.get('announcements', { schema: any })).toBe('after write');
    expect(requests).toHaveLength(3);
  });
});
