/**
 * Two server processes on one PostgreSQL database (issue 15, "Done when"): a job started through one
 * instance and cut off by killing it (SIGKILL, mid-way) is finished by the other, every line stored
 * exactly once; the same job started through both at once runs once. PostgreSQL only: the embedded
 * database belongs to one process (vite.config.ts collects this file only with DATABASE_URL).
 *
 * The instances run with small job timings: a run silent for JOBS_EXPIRE_SECONDS is taken for dead,
 * and maintenance (which finds it) runs every second, so the takeover comes within ~12 s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProcessJobSchema, type ProcessJob } from '../../contract/files.ts';
import { BetFileSchema } from '../../contract/files.ts';
import { sharedDatabase, type ServerInstance, type SharedDatabase } from '../support/serverProcesses.ts';
import { bearer, signIn, successData } from './testServer.ts';
import { API, postJson, uploadRequest } from './betting.ts';

const JOB_TIMINGS = { JOBS_EXPIRE_SECONDS: '10', JOBS_MAINTENANCE_SECONDS: '1', JOBS_RETRY_DELAY_SECONDS: '0' };

let shared: SharedDatabase;
let a: ServerInstance;
let b: ServerInstance;
let agent: string;

beforeAll(async () => {
  shared = await sharedDatabase(process.env.DATABASE_URL!);
  // One after the other: the first start migrates and seeds the empty database.
  a = await shared.startInstance('A', JOB_TIMINGS);
  b = await shared.startInstance('B', JOB_TIMINGS);
  agent = (await signIn(a.app, 'agent1')).access_token;
}, 120_000);
afterAll(async () => {
  await shared?.close();
});

/** `lines` bets, every tenth one rejected (a three-digit number): 90 % accepted. */
function betLines(lines: number): { text: string; accepted: number } {
  const all = Array.from({ length: lines }, (_, i) => (i % 10 === 9 ? `${i % 1000} 1-1` : `${String(i % 10_000).padStart(4, '0')} 1-1`));
  return { text: all.join('\n'), accepted: lines - Math.floor(lines / 10) };
}

async function upload(instance: ServerInstance, text: string) {
  const response = await instance.app.request(`${API}/4d/files/upload`, uploadRequest(agent, text, { UserId: 'member1', ARACode: 'TWO', LocId: 'SG' }));
  return (await successData(response, BetFileSchema)).FileId;
}

const startProcessing = (instance: ServerInstance, fileId: number) =>
  instance.app.request(`${API}/4d/files/processUpload/${fileId}`, postJson(agent, { LocId: 'SG' }));

async function finishedThrough(instance: ServerInstance, fileId: number, timeoutMs: number): Promise<ProcessJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await instance.app.request(`${API}/4d/files/processUpload/${fileId}/status`, bearer(agent));
    const job = await successData(response, ProcessJobSchema);
    if (job.Status === 'succeeded' || job.Status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`file ${fileId} not finished in ${timeoutMs} ms: ${JSON.stringify(job)}\n${instance.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The file's tickets: how many, on how many distinct lines; and what its job row counted. */
async function storedOnce(fileId: number) {
  const [tickets] = await shared.query<{ count: number; lines: number }>(
    'select count(*)::int as count, count(distinct line_number)::int as lines from tickets where file_id = $1',
    [fileId],
  );
  const [rejected] = await shared.query<{ count: number }>('select count(*)::int as count from bet_file_rejected_lines where file_id = $1', [fileId]);
  return { tickets: tickets!.count, ticketLines: tickets!.lines, rejectedLines: rejected!.count };
}

async function linesProcessed(fileId: number): Promise<number> {
  const [row] = await shared.query<{ n: number }>('select lines_processed as n from bet_file_jobs where file_id = $1', [fileId]);
  return row?.n ?? 0;
}

describe('two instances on one PostgreSQL', () => {
  it('finish a job whose instance was killed mid-way, storing every line exactly once', async () => {
    const total = 200_000;
    const { text, accepted } = betLines(total);
    const fileId = await upload(a, text);
    expect((await startProcessing(a, fileId)).status).toBe(200);
    while ((await linesProcessed(fileId)) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await a.crash();
    const atCrash = await linesProcessed(fileId);
    expect(atCrash).toBeGreaterThan(0);
    expect(atCrash).toBeLessThan(total);

    const finished = await finishedThrough(b, fileId, 90_000);
    expect(finished).toMatchObject({ Status: 'succeeded', LinesTotal: total, LinesProcessed: total, LinesAccepted: accepted, LinesRejected: total - accepted });
    expect(await storedOnce(fileId)).toEqual({ tickets: accepted, ticketLines: accepted, rejectedLines: total - accepted });
  }, 150_000);

  it('run a job sent through both at once exactly once', async () => {
    const c = await shared.startInstance('C', JOB_TIMINGS);
    const total = 20_000;
    const { text, accepted } = betLines(total);
    const fileId = await upload(b, text);
    const answers = await Promise.all([startProcessing(b, fileId), startProcessing(c, fileId)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);

    const finished = await finishedThrough(c, fileId, 60_000);
    expect(finished).toMatchObject({ Status: 'succeeded', LinesProcessed: total, LinesAccepted: accepted });
    expect(await storedOnce(fileId)).toEqual({ tickets: accepted, ticketLines: accepted, rejectedLines: total - accepted });
    // One job in the engine, and it ran once: no retry, no second job of the key.
    const jobs = await shared.query<{ state: string; retry_count: number }>(
      `select state::text, retry_count from pgboss.job where name = 'process-file' and singleton_key = $1`,
      [String(fileId)],
    );
    expect(jobs).toEqual([{ state: 'completed', retry_count: 0 }]);
  }, 120_000);
});
