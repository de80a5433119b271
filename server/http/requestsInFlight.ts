/**
 * The API requests this process is answering right now, so that background work (file processing) can
 * give way to them. With the embedded database every query waits for the one before it; a request made
 * of several queries (the token's session, then its data) waited for a whole batch of a running job
 * before each of them, and a GET took several batches while a big file was processed.
 */
import type { MiddlewareHandler } from 'hono';

let inFlight = 0;
let waiting: (() => void)[] = [];

/** Counts a request from its start until its response is ready (a streamed body is not waited for). */
export const countRequestsInFlight: MiddlewareHandler = async (_c, next) => {
  inFlight++;
  try {
    await next();
  } finally {
    inFlight--;
    if (inFlight === 0) {
      const settled = waiting;
      waiting = [];
      for (const resolve of settled) resolve();
    }
  }
};

/**
 * Resolves once no request is in flight, or after `maxMs` at the latest, so that background work still
 * moves on under a steady load.
 */
export function requestsSettled(maxMs: number): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiting = waiting.filter((waiter) => waiter !== done);
      resolve();
    };
    const timer = setTimeout(done, maxMs);
    waiting.push(done);
  });
}
