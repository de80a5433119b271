import { describe, expect, it } from 'vitest';
import { newSubmissionKey, submissionKeys } from '../../../src/api/submissionKeys.ts';
import { placeBets } from '../../../src/api/services/bets.ts';
import type { PlaceBetsRequest } from '../../../contract/bets.ts';
import { jsonResponse, makeClient, ok, type RecordedRequest } from './fakeFetch.ts';

const RESULT = { Lines: [], AcceptedLines: 1, RejectedLines: 0, Tickets: 1, CostCents: 200 };
const BETS: PlaceBetsRequest = { DrawId: 7, Message: '1234 1-1' };

/** The submit of the Place Bets page: its keys, the real client and service, a scripted server. */
function placeBetsPage(answers: ((request: RecordedRequest) => Response)[]) {
  const { api, requests } = makeClient((request, index) => answers[index]!(request));
  const keys = submissionKeys<PlaceBetsRequest>();
  const submit = (request: PlaceBetsRequest) => keys.submit(request, (key) => placeBets(api, request, key));
  const keysSent = () => requests.map((request) => request.headers.get('Idempotency-Key'));
  return { submit, keysSent };
}

const networkFailure = (): Response => {
  throw new TypeError('Failed to fetch');
};

describe('Idempotency-Key of a bet submission', () => {
  it('sends one on POST bet/, and a new one for each answered Submit', async () => {
    const page = placeBetsPage([() => ok(RESULT), () => ok(RESULT)]);
    await page.submit(BETS);
    await page.submit(BETS);
    const [first, second] = page.keysSent();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });

  it('sends the same key again when the same bets are submitted after no answer came (network, 5xx)', async () => {
    const page = placeBetsPage([networkFailure, () => jsonResponse({ success: false, message: 'down' }, 503), () => ok(RESULT)]);
    await expect(page.submit(BETS)).rejects.toMatchObject({ kind: 'network' });
    await expect(page.submit(BETS)).rejects.toMatchObject({ status: 503 });
    await page.submit(BETS);
    const keys = page.keysSent();
    expect(new Set(keys).size).toBe(1);
    expect(keys).toHaveLength(3);
  });

  it('starts a new submission after a refusal the server gave (4xx), or when the bets changed', async () => {
    const page = placeBetsPage([() => jsonResponse({ success: false, message: 'closed' }, 400), () => ok(RESULT), networkFailure, () => ok(RESULT)]);
    await expect(page.submit(BETS)).rejects.toMatchObject({ status: 400 });
    await page.submit(BETS);
    await expect(page.submit(BETS)).rejects.toMatchObject({ kind: 'network' });
    await page.submit({ ...BETS, Message: '1234 1-2' });
    const [refused, placed, lost, changed] = page.keysSent();
    expect(placed).not.toBe(refused);
    expect(lost).not.toBe(placed);
    expect(changed).not.toBe(lost);
  });

  it('makes random keys of 128 bits', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newSubmissionKey()));
    expect(keys.size).toBe(100);
  });
});
