/**
 * What one send to a gateway came to, and how an HTTP answer maps onto it: the worker writes the status
 * from this. A passing cause (the gateway busy or down, a timeout, 408/429/5xx) is tried again later; a
 * refusal (any other 4xx: a bad number, a wrong key) would be refused again, so the message fails at once.
 */
export type SendOutcome =
  | { outcome: 'sent'; gatewayRef: string | null }
  | { outcome: 'retry'; error: string }
  | { outcome: 'failed'; error: string };

export function outcomeOfStatus(status: number, detail: string): SendOutcome {
  const error = `HTTP ${status}${detail ? `: ${detail.slice(0, 300)}` : ''}`;
  if (status === 408 || status === 429 || status >= 500) return { outcome: 'retry', error };
  return { outcome: 'failed', error };
}

/** A send that got no answer (refused connection, DNS, the timeout): the gateway may come back. */
export function outcomeOfNetworkError(error: unknown): SendOutcome {
  const cause = error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : String((error as Error)?.message ?? error);
  return { outcome: 'retry', error: `gateway unreachable: ${cause}` };
}

/** POSTs JSON with a deadline; answers the status and the body's text, or throws on a network failure. */
export async function postJson(url: string, headers: Record<string, string>, body: unknown, timeoutMs: number) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text() };
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
