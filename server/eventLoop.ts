/**
 * Lets the event loop serve other requests (their I/O and timers) before going on. Embedded PGlite
 * answers in microtasks, so a loop of queries or of CPU steps never yields on its own: long work
 * (storing an upload, processing a file) calls this between its steps.
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
