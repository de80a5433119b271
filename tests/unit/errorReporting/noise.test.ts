import { describe, expect, it } from 'vitest';
import { noiseReason } from '../../../src/errorReporting/noise.ts';
import { ApiError } from '../../../src/api/errors.ts';

describe('noiseReason: what is not reported, and why', () => {
  it.each([
    ['ResizeObserver loop completed with undelivered notifications.', 'ResizeObserver notice'],
    ['ResizeObserver loop limit exceeded', 'ResizeObserver notice'],
    ['Failed to fetch dynamically imported module: https://x/assets/a.js', 'chunk load: the page reloads'],
    ['Importing a module script failed.', 'chunk load: the page reloads'],
    ['Script error.', 'cross-origin script error without details'],
  ])('%s', (message, reason) => {
    expect(noiseReason(new Error(message))).toBe(reason);
    expect(noiseReason(message)).toBe(reason);
  });

  it('drops the API client errors (shown to the user; the generic one is reported where it is made)', () => {
    expect(noiseReason(new ApiError('offline', 'network', 0, null))).not.toBeNull();
  });

  it('drops errors whose every frame is a browser extension', () => {
    const error = new Error('boom');
    error.stack = 'Error: boom\n    at f (chrome-extension://abc/content.js:1:2)\n    at g (moz-extension://def/x.js:3:4)';
    expect(noiseReason(error)).toBe('browser extension');
    error.stack = 'Error: boom\n    at f (chrome-extension://abc/content.js:1:2)\n    at g (https://app.example/assets/index.js:3:4)';
    expect(noiseReason(error)).toBeNull();
  });

  it('keeps every other error', () => {
    expect(noiseReason(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBeNull();
    expect(noiseReason('something odd')).toBeNull();
    expect(noiseReason(undefined)).toBeNull();
  });
});
