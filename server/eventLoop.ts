/**
 * Lets the event loop serve other requests (their I/O and timers) before going on. Embedded PGlite
 * answers in microtasks, so a loop of queries or of CPU steps never yields on its own: long work
 * (storing an upload, processing a file) calls this between its steps.
 *
 * A 0 ms timer, then setImmediate. Measured: a chain of steps separated by setImmediate alone let a
 * due timer run only after every second step, so the loop was held for several steps at a time; the
 * timer runs after the timers already due. The immediate after it comes after the loop's poll phase,
 * so a request whose bytes arrived during the last step has been read and has started (and is counted
 * by requestsInFlight.ts, which the file job gives way to) before the work goes on. About 1 ms a step.
 */
export async function yieldToEventLoop(): Promise<void> {
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  await new Promise<void>((resolve) => setImmediate(resolve));
}
