import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../src/api/errors.ts';
import { API_ROOT, makeClient, ok } from './fakeFetch.ts';

/** Just enough of XMLHttpRequest for upload(): records the call, lets the test drive the events. */
class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown = undefined;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: Pick<ProgressEvent, 'loaded' | 'total' | 'lengthComputable'>) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable });
  }
  respond(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}

const lastXhr = () => {
  expect(FakeXhr.instances).toHaveLength(1);
  return FakeXhr.instances[0] as FakeXhr;
};
const sentForm = () => lastXhr().sent as FormData;
const UploadResultSchema = v.object({ FileId: v.number() });

describe('upload', () => {
  beforeEach(() => {
    FakeXhr.instances = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const start = (form = new FormData()) => {
    const harness = makeClient();
    const onProgress = vi.fn<(fraction: number) => void>();
    const result = harness.api.upload('files/upload', form, { schema: UploadResultSchema, onProgress });
    return { ...harness, onProgress, result };
  };

  it('POSTs the form to the data URL with the bearer token and no content type of its own', () => {
    const form = new FormData();
    form.set('file', new Blob(['abc']), 'draw.ttt');
    start(form);
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${API_ROOT}4d/files/upload`);
    expect(xhr.headers).toEqual({ Authorization: 'Bearer tok-123' });
    expect(xhr.sent).toBe(form);
  });

  it('uses the tt/ prefix when the location is TT', () => {
    const harness = makeClient();
    harness.world.locId = 'TT';
    void harness.api.upload('files/upload/dbf', new FormData(), { schema: v.unknown() });
    expect(lastXhr().url).toBe(`${API_ROOT}tt/files/upload/dbf`);
  });

  it('sends no Authorization header without a token', () => {
    const harness = makeClient();
    harness.world.token = null;
    void harness.api.upload('files/upload', new FormData(), { schema: v.unknown() });
    expect(lastXhr().headers).toEqual({});
  });

  it('adds LocId to the form when absent and keeps one that is present', () => {
    start();
    expect(sentForm().getAll('LocId')).toEqual(['SG']);
    FakeXhr.instances = [];
    const form = new FormData();
    form.set('LocId', 'MY');
    start(form);
    expect(sentForm().getAll('LocId')).toEqual(['MY']);
  });

  it('reports progress as fractions, ignoring events without a known length', () => {
    const { onProgress } = start();
    const xhr = lastXhr();
    xhr.progress(25, 100);
    xhr.progress(50, 0, false);
    xhr.progress(100, 100);
    expect(onProgress.mock.calls).toEqual([[0.25], [1]]);
  });

  it('resolves with the data of the answer, read through the schema', async () => {
    const { result } = start();
    lastXhr().respond(200, { success: true, data: { FileId: 9 } });
    await expect(result).resolves.toEqual({ FileId: 9 });
  });

  it('rejects with a network ApiError when the request fails', async () => {
    const { result } = start();
    lastXhr().fail();
    const error = await result.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', status: 0, message: GENERIC_ERROR_MESSAGE });
  });

  it('settles an answer without a body (204) instead of hanging', async () => {
    const api = makeClient(() => ok(null)).api;
    const result = api.upload('files/upload', new FormData(), { schema: v.null() });
    const xhr = lastXhr();
    xhr.status = 204;
    xhr.responseText = '';
    xhr.onload?.();
    await expect(result).resolves.toBeNull();
  });

  it('rejects with a network ApiError when the upload is aborted or times out', async () => {
    for (const end of ['onabort', 'ontimeout'] as const) {
      FakeXhr.instances = [];
      const { result } = start();
      lastXhr()[end]?.();
      await expect(result).rejects.toMatchObject({ kind: 'network', status: 0 });
    }
  });

  it('does not send the x-no-cache header to the server', () => {
    const { api } = makeClient(() => ok(null));
    void api.upload('files/upload', new FormData(), { schema: v.unknown(), headers: { 'x-no-cache': '1' } });
    expect(lastXhr().headers).not.toHaveProperty('x-no-cache');
  });

  it('rejects with the server message and signals a 401', async () => {
    const { result, signals } = start();
    lastXhr().respond(401, { success: false, message: 'Session Error.' }, 'Unauthorized');
    await expect(result).rejects.toMatchObject({ kind: 'unauthorized', message: 'Session Error.' });
    expect(signals.unauthorized).toHaveBeenCalledOnce();
  });

  it('clears the response cache', async () => {
    const { api, requests } = makeClient((_request, index) => ok(index));
    const cached = { schema: v.unknown(), cached: true };
    await api.get('announcements', cached);
    await api.get('announcements', cached);
    expect(requests).toHaveLength(1);
    void api.upload('files/upload', new FormData(), { schema: v.unknown() });
    expect(await api.get('announcements', cached)).toBe(1);
    expect(requests).toHaveLength(2);
  });
});
