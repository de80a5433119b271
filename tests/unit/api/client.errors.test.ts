import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../src/api/errors.ts';
import { jsonResponse, makeClient, ok, type Responder } from './fakeFetch.ts';

const any = v.unknown();

/** Runs one GET against `respond` and returns what it rejected with. */
async function failure(respond: Responder) {
  const harness = makeClient(respond);
  const error = await harness.api.get('x', { schema: any }).then(
    () => {
      throw new Error('the call was expected to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return { error: error as ApiError, ...harness };
}

describe('error messages', () => {
  it('prefers the nested error message', async () => {
    const body = { success: false, message: 'top', error: { message: 'nested' } };
    const { error } = await failure(() => jsonResponse(body, 400, 'Bad Request'));
    expect(error.message).toBe('nested');
    expect(error).toMatchObject({ kind: 'http', status: 400 });
  });

  it('falls back to the top-level message', async () => {
    const { error } = await failure(() => jsonResponse({ success: false, message: 'top', error: {} }, 400, 'Bad Request'));
    expect(error.message).toBe('top');
  });

  it('falls back to the transport message "<status> <statusText>"', async () => {
    const { error } = await failure(() => jsonResponse({}, 500, 'Internal Server Error'));
    expect(error.message).toBe('500 Internal Server Error');
  });

  it('uses the transport message for a body that is not JSON', async () => {
    const { error } = await failure(() => new Response('<html>gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    expect(error.message).toBe('502 Bad Gateway');
    expect(error.body).toBeNull();
  });

  it('treats a 200 answer with success: false as an error', async () => {
    const { error } = await failure(() => jsonResponse({ success: false, message: 'Not allowed.', data: ['a'] }));
    expect(error).toMatchObject({ kind: 'http', status: 200, message: 'Not allowed.' });
    expect(error.body).toMatchObject({ success: false, data: ['a'] });
  });

  it('keeps the error body for the screens (captchaRequired, isMemberAuthFailed)', async () => {
    const body = { success: false, message: 'Login Failed', captchaRequired: true, isMemberAuthFailed: true };
    const { error } = await failure(() => jsonResponse(body, 400));
    expect(error.body).toMatchObject({ captchaRequired: true, isMemberAuthFailed: true });
  });
});

describe('network and contract failures', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('gives kind network, status 0 and the generic text when fetch rejects', async () => {
    const { error, signals } = await failure(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(error).toMatchObject({ kind: 'network', status: 0, body: null });
    expect(error.message).toBe('Sorry, something went wrong. Please refresh this page and try again.');
    expect(signals.unauthorized).not.toHaveBeenCalled();
  });

  it('gives kind invalid-response and the generic text when the body breaks the schema', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = makeClient(() => ok({ Credit: 'not a number' }));
    const call = api.get('profile/refresh', { scope: 'auth', schema: v.object({ Credit: v.number() }) });
    await expect(call).rejects.toMatchObject({ kind: 'invalid-response', status: 200, message: GENERIC_ERROR_MESSAGE });
    expect(report).toHaveBeenCalledOnce();
  });
});

describe('session signals', () => {
  it('signals unauthorized once per failing 401 call and rejects with kind unauthorized', async () => {
    const { api, signals } = makeClient(() => jsonResponse({ success: false, message: 'Session Error.' }, 401));
    await expect(api.get('profile', { scope: 'auth', schema: any })).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(signals.unauthorized).toHaveBeenCalledTimes(1);
    await expect(api.post('x', { schema: any })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(signals.unauthorized).toHaveBeenCalledTimes(2);
    expect(signals.maintenance).not.toHaveBeenCalled();
  });

  it('does not signal unauthorized for an anonymous call answering 401', async () => {
    const { api, signals } = makeClient(() => jsonResponse({ success: false, message: 'Login Failed' }, 401));
    const call = api.post('oauth/token', { scope: 'auth', anonymous: true, form: true, schema: any });
    await expect(call).rejects.toMatchObject({ kind: 'unauthorized', message: 'Login Failed' });
    expect(signals.unauthorized).not.toHaveBeenCalled();
  });

  it('does not signal on other errors or on success', async () => {
    const { api, signals } = makeClient((_request, index) => (index === 0 ? jsonResponse({}, 403, 'Forbidden') : ok(1)));
    await expect(api.get('x', { schema: any })).rejects.toMatchObject({ kind: 'http', status: 403 });
    await api.get('x', { schema: any });
    expect(signals.unauthorized).not.toHaveBeenCalled();
    expect(signals.maintenance).not.toHaveBeenCalled();
  });

  it.each([
    ['a 503', 503],
    ['a 200 with success: false', 200],
  ])('signals maintenance with the time for subCode 8000 on %s', async (_label, status) => {
    const body = { success: false, message: 'Under maintenance', subCode: 8000, time: '2025-01-02 03:04' };
    const { error, signals } = await failure(() => jsonResponse(body, status));
    expect(error.kind).toBe('maintenance');
    expect(error.maintenanceTime).toBe('2025-01-02 03:04');
    expect(signals.maintenance).toHaveBeenCalledExactlyOnceWith('2025-01-02 03:04');
    expect(signals.unauthorized).not.toHaveBeenCalled();
  });

  it('signals maintenance for an anonymous call too', async () => {
    const { api, signals } = makeClient(() => jsonResponse({ success: false, subCode: 8000, time: 't1' }, 503));
    await expect(api.post('oauth/token', { scope: 'auth', anonymous: true, schema: any })).rejects.toMatchObject({ kind: 'maintenance' });
    expect(signals.maintenance).toHaveBeenCalledExactlyOnceWith('t1');
  });

  it('does not treat subCode 8000 without a time as maintenance', async () => {
    const { error, signals } = await failure(() => jsonResponse({ success: false, message: 'm', subCode: 8000 }, 503));
    expect(error.kind).toBe('http');
    expect(error.maintenanceTime).toBeUndefined();
    expect(signals.maintenance).not.toHaveBeenCalled();
  });
});
