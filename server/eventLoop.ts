/**
 * Lets the event loop serve other requests (their I/O and timers) before going on. Embedded PGlite
 * answers in microtasks, so a loop of queries or of CPU steps never yields on its own: long work
 * (storing an upload, processing a file) calls this between its steps.
 *
 * A timer rather than setImmediate: measured, a chain of steps separated by setImmediate let a due
 * timer run only after every second step (and a longer run of them when the steps are database work),
 * so the loop was held for several steps at a time; a 0 ms timer runs after the timers already due.
 * It costs about 1 ms per step, a second over the thousand batches of a 1 000 000-line file.
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
