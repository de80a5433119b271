import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  errorFromResponse,
  errorMessage,
  GENERIC_ERROR_MESSAGE,
  invalidResponseError,
  networkError,
} from '../../../src/api/errors.ts';

describe('errorMessage precedence', () => {
  it('is exactly the catalogue text for the generic case', () => {
    expect(GENERIC_ERROR_MESSAGE).toBe('Sorry, something went wrong. Please refresh this page and try again.');
  });

  it('takes the nested error message first', () => {
    expect(errorMessage({ message: 'top', error: { message: 'nested' } }, 400, '400 Bad Request')).toBe('nested');
  });

  it('then the top-level message', () => {
    expect(errorMessage({ message: 'top', error: {} }, 400, '400 Bad Request')).toBe('top');
    expect(errorMessage({ message: 'top', error: { message: '' } }, 400, '400 Bad Request')).toBe('top');
  });

  it('then the transport message when the status is not 0', () => {
    expect(errorMessage({ message: '' }, 500, '500 Internal Server Error')).toBe('500 Internal Server Error');
    expect(errorMessage(null, 404, '404 Not Found')).toBe('404 Not Found');
  });

  it('then the generic text when the status is 0', () => {
    expect(errorMessage(null, 0, 'Failed to fetch')).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorMessage({}, 0, '0')).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('gives a 2xx answer that says success: false the generic text, not "200 OK"', () => {
    expect(errorMessage({ success: false }, 200, '200 OK')).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorMessage({ success: false, message: 'Limit exceeded.' }, 200, '200 OK')).toBe('Limit exceeded.');
  });

  it('uses the generic text when there is no transport message either', () => {
    expect(errorMessage(null, 500, '')).toBe(GENERIC_ERROR_MESSAGE);
  });
});

describe('errorFromResponse', () => {
  it('classifies a 401 as unauthorized, whatever the body', () => {
    const error = errorFromResponse(401, 'Unauthorized', { success: false, subCode: 8000, time: 't' });
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(error.maintenanceTime).toBeUndefined();
  });

  it('classifies subCode 8000 with a time as maintenance', () => {
    const error = errorFromResponse(503, 'Service Unavailable', { subCode: 8000, time: '01/02/2025 10:00' });
    expect(error.kind).toBe('maintenance');
    expect(error.maintenanceTime).toBe('01/02/2025 10:00');
  });

  it.each([
    ['another subCode', { subCode: 8001, time: 't' }],
    ['no time', { subCode: 8000 }],
    ['an empty time', { subCode: 8000, time: '' }],
  ])('classifies %s as a plain http error', (_label, body) => {
    const error = errorFromResponse(500, 'Internal Server Error', body);
    expect(error.kind).toBe('http');
    expect(error.maintenanceTime).toBeUndefined();
  });

  it('builds the transport message from status and status text, trimmed', () => {
    expect(errorFromResponse(500, 'Internal Server Error', null).message).toBe('500 Internal Server Error');
    expect(errorFromResponse(500, '', null).message).toBe('500');
  });

  it('drops a body that is not the error envelope, keeping the transport message', () => {
    const error = errorFromResponse(400, 'Bad Request', { message: 42 });
    expect(error.body).toBeNull();
    expect(error.message).toBe('400 Bad Request');
    expect(errorFromResponse(502, 'Bad Gateway', '<html/>').body).toBeNull();
  });

  it('keeps unknown fields of the error envelope', () => {
    const error = errorFromResponse(400, 'Bad Request', { success: false, message: 'm', extra: 1 });
    expect(error.body).toEqual({ success: false, message: 'm', extra: 1 });
  });
});

describe('ApiError factories', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('networkError has status 0, kind network and the generic text', () => {
    const error = networkError();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'network', status: 0, body: null, message: GENERIC_ERROR_MESSAGE });
  });

  it('invalidResponseError has kind invalid-response and reports the detail', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = invalidResponseError(200, 'Invalid type: Expected number');
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200, body: null, message: GENERIC_ERROR_MESSAGE });
    expect(report).toHaveBeenCalledWith(expect.any(String), 'Invalid type: Expected number');
  });
});
