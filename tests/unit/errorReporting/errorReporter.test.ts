import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError, reportKnownError, resetErrorReportingForTests, startErrorReporting, type ReportingSetup } from '../../../src/errorReporting/errorReporter.ts';
import { errorFromResponse, invalidResponseError, GENERIC_ERROR_MESSAGE } from '../../../src/api/errors.ts';

const SETUP: ReportingSetup = { dsn: 'https://public@reports.localhost/1', tunnel: '/api/error-reports', release: 'sg-1.0.0', secrets: () => [] };

/** A fake SDK chunk: counts its loads and what it captured. */
function fakeSdk() {
  const captured: unknown[] = [];
  const loader = vi.fn(async () => (_setup: ReportingSetup) => (error: unknown) => void captured.push(error));
  resetErrorReportingForTests(loader);
  return { captured, loader };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const noTarget = { addEventListener: () => {} };

afterEach(() => resetErrorReportingForTests());

describe('error reporting (spec 01 §8 "the error is reported")', () => {
  it('loads the SDK only on the first error, once, and sends every error', async () => {
    const { captured, loader } = fakeSdk();
    startErrorReporting(SETUP, noTarget);
    expect(loader).not.toHaveBeenCalled();
    const first = new Error('first');
    const second = new Error('second');
    reportError(first);
    reportError(second);
    // The noise filter is a chunk of its own, loaded with the first error.
    await vi.waitFor(() => expect(captured).toEqual([first, second]));
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('reports nothing without a DSN, and loads nothing for noise', async () => {
    const { captured, loader } = fakeSdk();
    startErrorReporting({ ...SETUP, dsn: '' }, noTarget);
    reportError(new Error('boom'));
    await settle();
    resetErrorReportingForTests(loader);
    startErrorReporting(SETUP, noTarget);
    reportError(new Error('ResizeObserver loop limit exceeded'));
    await settle();
    expect(loader).not.toHaveBeenCalled();
    // The noise filter (its own chunk) has run: an error reported after the noise is the only one sent.
    const real = new Error('real');
    reportError(real);
    await vi.waitFor(() => expect(captured).toEqual([real]));
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('catches uncaught errors and unhandled rejections', async () => {
    const { captured } = fakeSdk();
    const target = new EventTarget();
    startErrorReporting(SETUP, target as unknown as Window);
    const thrown = new Error('uncaught');
    target.dispatchEvent(Object.assign(new Event('error'), { error: thrown, message: 'uncaught' }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'rejected' }));
    await vi.waitFor(() => expect(captured).toEqual([thrown, 'rejected']));
  });

  it('tries the SDK again after its chunk failed to load', async () => {
    let attempts = 0;
    const captured: unknown[] = [];
    resetErrorReportingForTests(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return () => (error: unknown) => void captured.push(error);
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    startErrorReporting(SETUP, noTarget);
    reportKnownError(new Error('lost'));
    await settle();
    reportKnownError(new Error('sent'));
    await vi.waitFor(() => expect(captured.map((error) => (error as Error).message)).toEqual(['sent']));
    warn.mockRestore();
  });

  it('reports "Sorry, something went wrong…" (nothing usable, spec 02 §8), not the errors with a message', async () => {
    const { captured } = fakeSdk();
    startErrorReporting(SETUP, noTarget);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const unusable = errorFromResponse(500, 'Internal Server Error', { success: false, message: GENERIC_ERROR_MESSAGE });
    const emptySuccessFalse = errorFromResponse(200, 'OK', { success: false });
    const broken = invalidResponseError(200, 'Rows: expected array');
    errorFromResponse(400, 'Bad Request', { success: false, message: 'DrawId is required.' });
    errorFromResponse(401, 'Unauthorized', { success: false });
    errorFromResponse(503, 'Service Unavailable', { success: false, subCode: 8000, time: '2026-11-22T10:00:00Z' });
    await vi.waitFor(() => expect(captured).toEqual([unusable, emptySuccessFalse, broken]));
    expect(unusable.message).toBe(GENERIC_ERROR_MESSAGE);
    error.mockRestore();
  });
});
