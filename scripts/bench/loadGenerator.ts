/**
 * A small HTTP load generator for the load bench: `connections` workers, each sending one request after
 * the other over its own keep-alive connection (keepAliveClient.ts), until `maxRequests` have been sent
 * or `maxSeconds` have passed, whichever comes first. It also tells how much CPU this process spent
 * meanwhile: on the 2-core machine the generator competes with the server it measures.
 */
export interface LoadResult {
  requests: number;
  /** Requests not answered 200 (or that failed outright). */
  errors: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** A load run: its figures and the CPU seconds this process (the generator) used meanwhile, every thread. */
export interface LoadRun extends LoadResult {
  generatorCpuSeconds: number;
}

/** The value at `fraction` of the sorted values (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

export function summarise(latencies: number[], errors: number, seconds: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    seconds,
    perSecond: sorted.length / seconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? 0,
  };
}

/** Sends `request()` and times it to the end of its body; true when it was answered 200. */
export async function timed(request: () => Promise<Response>, latencies: number[]): Promise<boolean> {
  const started = performance.now();
  try {
    const response = await request();
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    return response.status === 200;
  } catch {
    latencies.push(performance.now() - started);
    return false;
  }
}

/** Runs `send()` (true when answered 200) and times it; a failure counts as not answered. */
async function timedSend(send: () => Promise<boolean>, latencies: number[]): Promise<boolean> {
  const started = performance.now();
  try {
    return await send();
  } catch {
    return false;
  } finally {
    latencies.push(performance.now() - started);
  }
}

/** `send(worker)` sends one request over worker's own connection, answering true when it was answered 200. */
export async function load(
  send: (worker: number) => Promise<boolean>,
  { connections, maxRequests, maxSeconds }: { connections: number; maxRequests: number; maxSeconds: number },
): Promise<LoadRun> {
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  const worker = async (index: number) => {
    while (sent < maxRequests && performance.now() < deadline) {
      sent++;
      if (!(await timedSend(() => send(index), latencies))) errors++;
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => worker(index)));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return { ...summarise(latencies, errors, seconds), generatorCpuSeconds: (cpu.user + cpu.system) / 1e6 };
}
