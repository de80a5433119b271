/**
 * Background work gives way to the requests being answered (server/http/requestsInFlight.ts): the file
 * job waits after each batch until no request is in flight, at most a bounded time.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { countRequestsInFlight, requestsSettled } from '../../server/http/requestsInFlight.ts';

function appWithSlowCall() {
  let release = () => {};
  const app = new Hono();
  app.use('*', countRequestsInFlight);
  app.get('/slow', async (c) => {
    await new Promise<void>((resolve) => (release = resolve));
    return c.text('done');
  });
  return { app, release: () => release() };
}

describe('requestsSettled', () => {
  it('goes on at once when no request is in flight', async () => {
    const started = performance.now();
    await requestsSettled(1_000);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('waits for the request in flight to be answered', async () => {
    const { app, release } = appWithSlowCall();
    const answer = app.request('/slow');
    let settled = false;
    const waited = requestsSettled(10_000).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(settled).toBe(false);
    release();
    expect(await (await answer).text()).toBe('done');
    await waited;
    expect(settled).toBe(true);
  });

  it('goes on after the longest wait under a load that never ends', async () => {
    const { app, release } = appWithSlowCall();
    const answer = app.request('/slow');
    const started = performance.now();
    await requestsSettled(60);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    release();
    await answer;
  });
});
