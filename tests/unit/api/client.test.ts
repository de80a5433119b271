import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createApiClient, readDefault } from '../../../src/api/client.ts';
import { DEFAULT_RUNTIME_CONFIG } from '../../../src/api/runtimeConfig.ts';
import { fakeFetch, jsonResponse, makeClient, ok, onlyRequest, resolveRelativeUrlsAgainstPage, withAdHocCalls } from './fakeFetch.ts';

const any = v.unknown();

describe('URL building', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('defaults the API root to /api/v1/, resolved against the page', async () => {
    expect(DEFAULT_RUNTIME_CONFIG.apiRoot).toBe('/api/v1/');
    resolveRelativeUrlsAgainstPage();
    const { fetch, requests } = fakeFetch();
    const signals = { unauthorized() {}, maintenance() {} };
    const api = withAdHocCalls(createApiClient({ apiRoot: DEFAULT_RUNTIME_CONFIG.apiRoot, getLocId: () => 'SG', getAccessToken: () => null, signals, fetch }));

    await api.get('announcements', { schema: any });

    const url = onlyRequest(requests).url;
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/api/v1/4d/announcements');
  });

  it('adds the missing slash to a custom root', async () => {
    const { api, requests } = makeClient(undefined, { apiRoot: 'https://other.example/api/v2' });
    await api.get('profile', { scope: 'auth', schema: any });
    expect(onlyRequest(requests).url.href).toBe('https://other.example/api/v2/profile?LocId=SG');
  });

  it('keeps a custom root that already ends with a slash as it is', async () => {
    const { api, requests } = makeClient(undefined, { apiRoot: 'https://other.example/api/v2/' });
    await api.get('x', { schema: any });
    expect(onlyRequest(requests).url.pathname).toBe('/api/v2/4d/x');
  });

  it('gives auth calls no location prefix', async () => {
    const { api, requests, world } = makeClient();
    world.locId = 'TT';
    await api.get('profile', { scope: 'auth', schema: any });
    expect(onlyRequest(requests).url.pathname).toBe('/api/v1/profile');
  });

  it('prefixes data calls with 4d/ (the default scope)', async () => {
    const { api, requests } = makeClient();
    await api.get('bet/page2', { schema: any });
    expect(onlyRequest(requests).url.pathname).toBe('/api/v1/4d/bet/page2');
  });

  it('prefixes data calls with tt/ when the location is TT, read at each call', async () => {
    const { api, requests, world } = makeClient();
    world.locId = 'TT';
    await api.post('draw', { scope: 'data', schema: any });
    world.locId = 'MY';
    await api.post('draw', { schema: any });
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/v1/tt/draw', '/api/v1/4d/draw']);
  });
});

describe('LocId', () => {
  it('is added to the query of every GET', async () => {
    const { api, requests } = makeClient();
    await api.get('profile', { scope: 'auth', schema: any });
    await api.get('bet/view', { schema: any, query: { DrawId: 7, Full: true, Skip: undefined } });
    expect(requests[0]?.url.searchParams.getAll('LocId')).toEqual(['SG']);
    const second = requests[1]?.url.searchParams;
    expect(second?.getAll('LocId')).toEqual(['SG']);
    expect(second?.get('DrawId')).toBe('7');
    expect(second?.get('Full')).toBe('true');
    expect(second?.has('Skip')).toBe(false);
  });

  it('is left alone when the caller passes one in the query', async () => {
    const { api, requests } = makeClient();
    await api.get('loc', { schema: any, query: { LocId: 'MY' } });
    expect(onlyRequest(requests).url.searchParams.getAll('LocId')).toEqual(['MY']);
  });

  it.each(['post', 'put'] as const)('is added to a %s JSON body when absent', async (method) => {
    const { api, requests } = makeClient();
    await api[method]('agents', { schema: any, body: { UserId: 'A1', Credit: 5 } });
    expect(JSON.parse(onlyRequest(requests).body)).toEqual({ LocId: 'SG', UserId: 'A1', Credit: 5 });
  });

  it.each(['post', 'put'] as const)('is added to a %s without any body', async (method) => {
    const { api, requests } = makeClient();
    await api[method]('cache/clear', { schema: any });
    expect(JSON.parse(onlyRequest(requests).body)).toEqual({ LocId: 'SG' });
  });

  it.each(['post', 'put'] as const)('is not overwritten in a %s body that has one', async (method) => {
    const { api, requests } = makeClient();
    await api[method]('agents', { schema: any, body: { LocId: 'MY', UserId: 'A1' } });
    expect(JSON.parse(onlyRequest(requests).body)).toEqual({ LocId: 'MY', UserId: 'A1' });
  });

  it('is not added to a POST query', async () => {
    const { api, requests } = makeClient();
    await api.post('agents', { schema: any });
    expect(onlyRequest(requests).url.searchParams.has('LocId')).toBe(false);
  });

  it('is added to a form-encoded body when absent, and kept when present', async () => {
    const { api, requests } = makeClient();
    await api.put('update-password', { scope: 'auth', form: true, schema: any, body: { password: 'p' } });
    await api.put('update-password', { scope: 'auth', form: true, schema: any, body: { password: 'p', LocId: 'MY' } });
    const [first, second] = requests.map((r) => new URLSearchParams(r.body));
    expect(first?.getAll('LocId')).toEqual(['SG']);
    expect(first?.get('password')).toBe('p');
    expect(second?.getAll('LocId')).toEqual(['MY']);
  });
});

describe('bearer token', () => {
  it.each(['get', 'post', 'put', 'delete'] as const)('is sent on a %s', async (method) => {
    const { api, requests } = makeClient();
    await api[method]('x', { schema: any });
    expect(onlyRequest(requests).headers.get('authorization')).toBe('Bearer tok-123');
  });

  it('is read again at each call', async () => {
    const { api, requests, world } = makeClient();
    await api.get('x', { schema: any });
    world.token = 'tok-456';
    await api.get('x', { schema: any });
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual(['Bearer tok-123', 'Bearer tok-456']);
  });

  it('is not sent on an anonymous call even when a token exists', async () => {
    const { api, requests } = makeClient();
    await api.post('oauth/token', { scope: 'auth', anonymous: true, form: true, schema: any });
    expect(onlyRequest(requests).headers.has('authorization')).toBe(false);
  });

  it('leaves out the Authorization header when there is no token', async () => {
    const { api, requests, world } = makeClient();
    world.token = null;
    await api.get('settings', { scope: 'auth', schema: any });
    expect(onlyRequest(requests).headers.has('authorization')).toBe(false);
  });
});

describe('body encoding and headers', () => {
  it('sends JSON bodies as application/json', async () => {
    const { api, requests } = makeClient();
    await api.post('agents', { schema: any, body: { Name: 'A' } });
    expect(onlyRequest(requests).headers.get('content-type')).toBe('application/json');
  });

  it('sends form: true bodies url-encoded, dropping undefined values', async () => {
    const { api, requests } = makeClient();
    await api.post('oauth/token', { scope: 'auth', form: true, schema: any, body: { username: 'u 1', Token: undefined } });
    const request = onlyRequest(requests);
    expect(request.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.body).toBe('LocId=SG&username=u+1');
  });

  it('sends a GET with no body and no content type', async () => {
    const { api, requests } = makeClient();
    await api.get('x', { schema: any });
    const request = onlyRequest(requests);
    expect(request.method).toBe('GET');
    expect(request.body).toBe('');
    expect(request.headers.has('content-type')).toBe(false);
  });

  it('sends a DELETE body as JSON, as given', async () => {
    const { api, requests } = makeClient();
    await api.delete('bet/page', { schema: any, body: { Ids: [1, 2] } });
    const request = onlyRequest(requests);
    expect(request.method).toBe('DELETE');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ Ids: [1, 2] });
  });

  it('uses the HTTP method of each call', async () => {
    const { api, requests } = makeClient();
    await api.get('a', { schema: any });
    await api.post('a', { schema: any });
    await api.put('a', { schema: any });
    await api.delete('a', { schema: any });
    expect(requests.map((r) => r.method)).toEqual(['GET', 'POST', 'PUT', 'DELETE']);
  });

  it('forwards extra headers', async () => {
    const { api, requests } = makeClient();
    await api.put('update-password', { scope: 'auth', schema: any, headers: { 'x-token': 'cap-1' } });
    expect(onlyRequest(requests).headers.get('x-token')).toBe('cap-1');
  });
});

describe('default reader', () => {
  const read = async (body: unknown) => {
    const { api } = makeClient(() => jsonResponse(body));
    return api.get('x', { schema: any });
  };

  it('takes data when success is true', async () => {
    expect(await read({ success: true, data: { n: 1 }, message: 'ignored' })).toEqual({ n: 1 });
  });

  it('reads a body without an envelope whole', async () => {
    expect(await read({ n: 1, data: 'not taken' })).toEqual({ n: 1, data: 'not taken' });
    expect(await read([1, 2])).toEqual([1, 2]);
  });

  it('reads a body whose success flag is not exactly true whole', async () => {
    expect(await read({ success: 'true', data: 1 })).toEqual({ success: 'true', data: 1 });
  });

  it('reads an empty body as null', async () => {
    const { api } = makeClient(() => new Response(null, { status: 204 }));
    expect(await api.delete('x', { schema: v.null() })).toBeNull();
  });

  it('checks the answer against the schema and returns its output', async () => {
    const { api } = makeClient(() => ok({ Credit: '12.5' }));
    const schema = v.object({ Credit: v.pipe(v.string(), v.transform(Number)) });
    expect(await api.get('profile/refresh', { scope: 'auth', schema })).toEqual({ Credit: 12.5 });
  });

  it('is exported as readDefault with the same rule', () => {
    expect(readDefault({ success: true, data: [1] })).toEqual([1]);
    expect(readDefault({ success: false, data: [1] })).toEqual({ success: false, data: [1] });
    expect(readDefault(null)).toBeNull();
    expect(readDefault('text')).toBe('text');
  });
});
