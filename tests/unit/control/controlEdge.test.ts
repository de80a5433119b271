import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../../../src/api/errors.ts';
import { controlActors, settlementJobReport } from '../../../src/views/control/controlActors.ts';
import { ResultRefused } from '../../../machines/rules/resultForm.ts';
import type { ApiClient } from '../../../src/api/client.ts';

const SAVE = { drawId: 3, entry: { Game: 'TOTO' as const, Numbers: ['1', '2', '3', '4', '5', '6'], Additional: '7' }, correction: false };

function apiRejecting(error: unknown): ApiClient {
  return { call: () => Promise.reject(error) } as unknown as ApiClient;
}

async function saveWith(api: ApiClient) {
  const actor = createActor(controlActors(api).saveResult, { input: SAVE });
  let failure: unknown = null;
  actor.subscribe({ error: (error) => (failure = error) });
  actor.start();
  await waitFor(actor, (snapshot) => snapshot.status !== 'active').catch(() => undefined);
  return failure;
}

describe('the Draw Setting edge', () => {
  it('reads a 400 with data.Problems as a refusal on fields', async () => {
    const body = { success: false as const, message: 'The result was refused.', data: { Problems: [{ Field: 'toto-2', Code: 'toto-range', Message: 'TOTO numbers are 1 to 49.' }] } };
    const failure = await saveWith(apiRejecting(new ApiError('The result was refused.', 'http', 400, body)));
    expect(failure).toBeInstanceOf(ResultRefused);
    expect((failure as ResultRefused).problems).toEqual([{ field: 'toto-2', code: 'toto-range', message: 'TOTO numbers are 1 to 49.', sameAs: null }]);
  });

  it('passes any other failure on as it came (403, network)', async () => {
    const forbidden = new ApiError('Only an admin with DrawSetting may enter results.', 'http', 403, { message: 'Only an admin with DrawSetting may enter results.' });
    expect(await saveWith(apiRejecting(forbidden))).toBe(forbidden);
  });

  it('maps the settlement job status onto the job machine\'s report', () => {
    const job = { DrawId: 3, Status: 'running' as const, EntriesTotal: 40, EntriesSettled: 10, Strikes: 1, StrikeCents: 500, Message: null };
    expect(settlementJobReport(job)).toEqual({ state: 'running', progress: { done: 10, total: 40 }, message: null, details: job });
    expect(settlementJobReport({ ...job, Status: 'queued', EntriesTotal: 0, EntriesSettled: 0 }).progress).toBeNull();
  });
});

