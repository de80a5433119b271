/**
 * A small HTTP load generator for the load bench: `connections` workers, each sending one request after
 * the other over Node's fetch (undici, keep-alive: each worker keeps its connection), until `maxRequests`
 * have been sent or `maxSeconds` have passed, whichever comes first.
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

export async function load(
  request: () => Promise<Response>,
  { connections, maxRequests, maxSeconds }: { connections: number; maxRequests: number; maxSeconds: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  const worker = async () => {
    while (sent < maxRequests && performance.now() < deadline) {
      sent++;
      if (!(await timed(request, latencies))) errors++;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return summarise(latencies, errors, (performance.now() - started) / 1000);
}
