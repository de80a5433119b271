/**
 * Processing an uploaded bet file (spec 02 §4 long-running jobs, §5 StrictNumber/AcceptDecimals, §7.10):
 * a real background job with its state in the database, progress while it runs, exact counts for a
 * 10 000-line file, and idempotence: processing again, resuming a dead run or a failed job never
 * stores a line twice. Deleting a processed file removes its tickets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { BetFilesSchema, BetFileSchema, ProcessJobSchema, type BetFile, type ProcessJob } from '../../contract/files.ts';
import { TicketPageSchema } from '../../contract/bets.ts';
import { fileParser } from '../../domain/bets/index.ts';
import { FILE_JOB } from '../../server/jobs/fileJobs.ts';
import { DEAD_AFTER_BEATS } from '../../server/jobs/claims.ts';
import { BATCH_LINES, processFileJob } from '../../server/jobs/processFile.ts';
import { prepareServer } from '../../server/start.ts';
import { bearer, errorEnvelope, signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { grantAmpleCredit } from './ledgerSupport.ts';
import { API, countOf, nextDrawOf, pollUntilFinished, postJson, uploadRequest, type UploadFields } from './betting.ts';

let server: TestServer;
let agent: string;
let nextDay: 'Wed' | 'Sat' | 'Sun';

/** Runs beat and the engine looks for dead runs every second, and failed runs are retried at once (the defaults are 5 s and 5 s). */
const FAST_JOBS = { JOBS_MAINTENANCE_SECONDS: '1', JOBS_HEARTBEAT_SECONDS: '1', JOBS_RETRY_DELAY_SECONDS: '0' };

beforeAll(async () => {
  server = await startTestServer(FAST_JOBS);
  // These files stake more than the demo credits: this file is about processing, not credit.
  await grantAmpleCredit(server.db, ['member1', 'member2']);
  agent = (await signIn(server.app, 'agent1')).access_token;
  const draw = await nextDrawOf(server, agent, 'SG');
  nextDay = (['Sun', '', '', 'Wed', '', '', 'Sat'] as const)[new Date(`${draw.DrawDate}T00:00:00Z`).getUTCDay()] as typeof nextDay;
});
afterAll(async () => {
  await server?.close();
});

const FIELDS: UploadFields = { UserId: 'member1', ARACode: 'ARA-1', LocId: 'SG' };

async function upload(text: string, fields: UploadFields = FIELDS): Promise<BetFile> {
  return successData(await server.app.request(`${API}/4d/files/upload`, uploadRequest(agent, text, fields)), BetFileSchema);
}

const startProcessing = (fileId: number, body: object = { LocId: 'SG' }) =>
  server.app.request(`${API}/4d/files/processUpload/${fileId}`, postJson(agent, body));

async function processed(fileId: number, body?: object): Promise<ProcessJob[]> {
  const started = await successData(await startProcessing(fileId, body), ProcessJobSchema);
  expect(started.FileId).toBe(fileId);
  return [started, ...(await pollUntilFinished(server, agent, fileId))];
}

async function ticketsOfFile(fileId: number) {
  const { rows } = await server.db.query<{ count: number; lines: number; cost: number }>(
    `select count(*)::int as count, count(distinct line_number)::int as lines, coalesce(sum(cost_cents), 0)::float8 as cost
     from tickets where file_id = $1`,
    [fileId],
  );
  return rows[0]!;
}

/**
 * 10 000 lines in a cycle of ten: eight valid forms (day codes, no day code, roll, iBet, kBet, H-, big
 * only, small only) and two lines the default options reject: a number of 1 to 3 digits (StrictNumber;
 * one digit reads as an unknown day code) and a big amount with decimals (AcceptDecimals). So 8 000
 * accepted and 2 000 rejected.
 */
function tenThousandLines(): string {
  const lines: string[] = [];
  for (let i = 0; i < 10_000; i++) {
    const n = String(i % 100).padStart(2, '0');
    const forms = [`0 12${n} 1-2`, `34${n} 1-1`, `R5${n} 1-`, `12${n}i 2-1`, `6 98${n}k 1-`, `7 45${n} H-`, `2 56${n} 3-`, `67${n} 0-2`, `${i % 1000} 1-1`, `12${n} 1.5-1`];
    lines.push(forms[i % 10]!);
  }
  return lines.join('\n');
}

describe('processing a 10 000-line file', () => {
  let file: BetFile;
  let statuses: ProcessJob[];
  const text = tenThousandLines();

  beforeAll(async () => {
    file = await upload(text);
    statuses = await processed(file.FileId);
  });

  it('ends with the right counts, and its tickets and rejected lines stored', async () => {
    const last = statuses.at(-1)!;
    expect(last).toMatchObject({
      FileId: file.FileId, Status: 'succeeded', LinesTotal: 10_000, LinesProcessed: 10_000, LinesAccepted: 8_000,
      LinesRejected: 2_000, Message: null,
    });
    const expected = fileParser({ strictNumber: true, acceptDecimals: false }).parseBetMessage(text, { location: 'SG', nextDraw: [nextDay] });
    expect(await ticketsOfFile(file.FileId)).toEqual({ count: 8_000, lines: 8_000, cost: expected.costCents });
    expect(await countOf(server, 'bet_file_rejected_lines')).toBe(2_000);
  });

  it('lists the first 1 000 rejected lines in line order, each with its text and a reason a person can act on', () => {
    const { Rejected } = statuses.at(-1)!;
    expect(Rejected).toHaveLength(1_000);
    expect(Rejected.map((line) => line.LineNumber)).toEqual([...Rejected.map((line) => line.LineNumber)].sort((a, b) => a - b));
    expect(Rejected.slice(0, 2)).toEqual([
      { LineNumber: 9, Text: '8 1-1', Reason: 'Day code 8 does not exist at SG: use 0, 2, 3, 6, 7' },
      { LineNumber: 10, Text: '1209 1.5-1', Reason: 'Big amount must be a whole number (H- is 0.5, Q- is 0.25)' },
    ]);
    expect(Rejected[2]).toEqual({
      LineNumber: 19, Text: '18 1-1', Reason: 'A number has 4 digits (0-9); to roll one position write R in its place, e.g. R234',
    });
  });

  it('reported its progress batch by batch while it ran', () => {
    const processedCounts = statuses.map((job) => job.LinesProcessed);
    expect(processedCounts).toEqual([...processedCounts].sort((a, b) => a - b));
    // Each batch commits whole: what a client sees is a multiple of the batch size, or the end.
    for (const job of statuses) {
      expect(job.LinesProcessed % BATCH_LINES === 0 || job.LinesProcessed === job.LinesTotal).toBe(true);
      expect(job.LinesAccepted + job.LinesRejected).toBe(job.LinesProcessed);
      expect(job.LinesTotal).toBe(10_000);
    }
    const midway = statuses.filter((job) => job.Status === 'running' && job.LinesProcessed > 0 && job.LinesProcessed < job.LinesTotal);
    expect(midway.length).toBeGreaterThan(0);
  });

  it('shows the file as processed and its tickets in bet/page2', async () => {
    const files = await successData(await server.app.request(`${API}/4d/files?LocId=SG`, bearer(agent)), BetFilesSchema);
    expect(files.find((listed) => listed.FileId === file.FileId)).toMatchObject({ FileStatus: 'processed', Lines: 10_000 });
    const page = await successData(
      await server.app.request(`${API}/4d/bet/page2?LocId=SG&UserId=member1&FileId=${file.FileId}&PageSize=2`, bearer(agent)),
      TicketPageSchema,
    );
    // A row per ticket and draw it is in: a day-code line shows once per draw it covers (issue 19).
    const parsed = fileParser({ strictNumber: true, acceptDecimals: false }).parseBetMessage(text, { location: 'SG', nextDraw: [nextDay] });
    const accepted = parsed.lines.filter((line) => line.ok).reverse();
    expect(page.Total).toBe(accepted.reduce((sum, line) => sum + line.draws.length, 0));
    expect(page.Total).toBeGreaterThan(8_000);
    const newest = accepted.flatMap((line) => line.draws.map(() => [file.FileId, line.lineNumber, line.number]));
    expect(page.Rows.map((ticket) => [ticket.FileId, ticket.LineNumber, ticket.Number])).toEqual(newest.slice(0, 2));
  });

  it('adds nothing when the file is processed again: it answers the same finished job', async () => {
    const before = await countOf(server, 'tickets');
    const again = await successData(await startProcessing(file.FileId), ProcessJobSchema);
    expect(again).toEqual(statuses.at(-1));
    expect(await countOf(server, 'tickets')).toBe(before);
    expect(await countOf(server, 'bet_file_jobs')).toBe(1);
  });
});

/** Puts the job of `fileId` back to where a run that died after `lines` lines would have left it. */
async function rewindTo(fileId: number, lines: number, status: 'running' | 'failed') {
  await server.db.transaction(async (tx) => {
    await tx.query('delete from tickets where file_id = $1 and line_number > $2', [fileId, lines]);
    await tx.query('delete from bet_file_rejected_lines where file_id = $1 and line_number > $2', [fileId, lines]);
    await tx.query(
      `update bet_file_jobs set status = $2, next_line = $3 + 1, lines_processed = $3,
         message = case when $2 = 'failed' then 'Processing stopped (connection lost).' end,
         lines_accepted = (select count(*) from tickets where file_id = $1),
         lines_rejected = (select count(*) from bet_file_rejected_lines where file_id = $1)
       where file_id = $1`,
      [fileId, status, lines],
    );
  });
}

/**
 * Makes the engine's job of `fileId` a run in progress that started `secondsAgo` and has not beaten
 * since (a live one just started, or one whose instance died).
 */
async function engineRunStarted(fileId: number, secondsAgo: number) {
  await server.db.query(
    `update ${server.jobs.schema}.job set state = 'active', started_on = now() - $2 * interval '1 second', completed_on = null, output = null
     where name = $3 and singleton_key = $1`,
    [String(fileId), secondsAgo, FILE_JOB],
  );
}

describe('a run that stops midway', () => {
  const text = Array.from({ length: 3_500 }, (_, i) => (i % 7 === 6 ? `${i} x` : `${String(i).padStart(4, '0')} 1-`)).join('\n');

  async function finishedOnce() {
    const file = await upload(text);
    const finished = (await processed(file.FileId)).at(-1)!;
    expect(finished).toMatchObject({ Status: 'succeeded', LinesProcessed: 3_500, LinesAccepted: 3_000, LinesRejected: 500 });
    return { file, finished };
  }

  /** Seconds since a dead run's start (its claim never beat): well past the threshold. */
  const longDead = () => DEAD_AFTER_BEATS * server.config.jobs.heartbeatSeconds + 60;

  it('is taken over once its run stops beating, says it is resuming, resumes where it stopped, and stores every line once', async () => {
    const { file, finished } = await finishedOnce();
    await rewindTo(file.FileId, 2_000, 'running');
    await engineRunStarted(file.FileId, 0);
    // Just started: a poll shows it running and leaves it to its run.
    const alive = await successData(await server.app.request(`${API}/4d/files/processUpload/${file.FileId}/status`, bearer(agent)), ProcessJobSchema);
    expect(alive).toMatchObject({ Status: 'running', LinesProcessed: 2_000 });
    expect((await ticketsOfFile(file.FileId)).count).toBeLessThan(3_000);

    // Silent past the threshold (its instance died): it is being resumed, and an instance's sweep hands it over.
    await engineRunStarted(file.FileId, longDead());
    const resumed = await pollUntilFinished(server, agent, file.FileId);
    expect(resumed.map((job) => job.Status)).toContain('resuming');
    expect(resumed.at(-1)).toEqual(finished);
    expect(await ticketsOfFile(file.FileId)).toMatchObject({ count: 3_000, lines: 3_000 });
  });

  it('is resumed when the server starts again', async () => {
    const { file } = await finishedOnce();
    await rewindTo(file.FileId, 1_000, 'running');
    // The run died with its server. On the embedded database the next start retries it at once; a
    // PostgreSQL server is shared with other instances, so there it is taken over once its claim is dead.
    await engineRunStarted(file.FileId, longDead());
    const config = { ...server.config, jobs: { ...server.config.jobs, maintenanceSeconds: 1, retryDelaySeconds: 0 } };
    const restarted = server.db.dump
      ? await prepareServer(config, { restoreFrom: await server.db.dump(), serveApp: false, now: server.now })
      : await prepareServer(config, { schema: server.schema, jobsSchema: server.jobs.schema, serveApp: false, now: server.now });
    try {
      await restarted.jobs.drain();
      const { rows } = await restarted.db.query<{ status: string; lines_processed: number; lines_accepted: number }>(
        'select status, lines_processed, lines_accepted from bet_file_jobs where file_id = $1',
        [file.FileId],
      );
      expect(rows).toEqual([{ status: 'succeeded', lines_processed: 3_500, lines_accepted: 3_000 }]);
      const tickets = await restarted.db.query('select count(*)::int as count, count(distinct line_number)::int as lines from tickets where file_id = $1', [file.FileId]);
      expect(tickets.rows).toEqual([{ count: 3_000, lines: 3_000 }]);
    } finally {
      await restarted.jobs.stop(1_000);
      // On PostgreSQL the first server goes on with the same schemas: only this instance's pool ends.
      await restarted.db.close();
    }
  });

  it('continues a failed job when the file is processed again', async () => {
    const { file, finished } = await finishedOnce();
    await rewindTo(file.FileId, 3_000, 'failed');
    const failed = await successData(await server.app.request(`${API}/4d/files/processUpload/${file.FileId}/status`, bearer(agent)), ProcessJobSchema);
    expect(failed).toMatchObject({ Status: 'failed', Message: 'Processing stopped (connection lost).' });
    const files = await successData(await server.app.request(`${API}/4d/files?LocId=SG`, bearer(agent)), BetFilesSchema);
    expect(files.find((listed) => listed.FileId === file.FileId)?.FileStatus).toBe('failed');

    const again = await processed(file.FileId);
    expect(again.at(-1)).toEqual(finished);
    expect(await ticketsOfFile(file.FileId)).toMatchObject({ count: 3_000, lines: 3_000 });
  });

  it('ends succeeded with no failure message when a failure was recorded while it still ran', async () => {
    // Issue 19: a run taken for failed while it went on ended "succeeded" with the failure message attached.
    const file = await upload(tenThousandLines());
    await server.db.query(`insert into bet_file_jobs (file_id, status, lines_total) values ($1, 'queued', 10000)`, [file.FileId]);
    const run = processFileJob({ db: server.db, now: server.now }, file.FileId, false);
    const processedSoFar = async () =>
      (await server.db.query<{ n: number }>('select lines_processed as n from bet_file_jobs where file_id = $1', [file.FileId])).rows[0]!.n;
    while ((await processedSoFar()) === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    const recorded = await server.db.query(
      `update bet_file_jobs set status = 'failed', message = 'Processing stopped (the server running it stopped).'
       where file_id = $1 and status = 'running' returning 1`,
      [file.FileId],
    );
    expect(recorded.rows).toHaveLength(1);
    await run;
    const { rows } = await server.db.query('select status, message, lines_processed from bet_file_jobs where file_id = $1', [file.FileId]);
    expect(rows).toEqual([{ status: 'succeeded', message: null, lines_processed: 10_000 }]);
  });

  it('stores and counts every line once when two runs work at once (one taken for dead that was only slow)', async () => {
    const file = await upload(text);
    await server.db.query(`insert into bet_file_jobs (file_id, status, lines_total) values ($1, 'queued', 3500)`, [file.FileId]);
    const deps = { db: server.db, now: server.now };
    await Promise.all([processFileJob(deps, file.FileId, false), processFileJob(deps, file.FileId, false)]);
    const { rows } = await server.db.query('select status, lines_processed, lines_accepted, lines_rejected, next_line from bet_file_jobs where file_id = $1', [
      file.FileId,
    ]);
    expect(rows).toEqual([{ status: 'succeeded', lines_processed: 3_500, lines_accepted: 3_000, lines_rejected: 500, next_line: 3_501 }]);
    expect(await ticketsOfFile(file.FileId)).toMatchObject({ count: 3_000, lines: 3_000 });
  });

  it('never stores a line twice even when a run starts over from the first line', async () => {
    const { file } = await finishedOnce();
    await server.db.query(
      `update bet_file_jobs set status = 'queued', next_line = 1, lines_processed = 0, lines_accepted = 0, lines_rejected = 0
       where file_id = $1`,
      [file.FileId],
    );
    expect((await processed(file.FileId)).at(-1)).toMatchObject({ Status: 'succeeded', LinesProcessed: 3_500, LinesAccepted: 3_000 });
    expect(await ticketsOfFile(file.FileId)).toMatchObject({ count: 3_000, lines: 3_000 });
  });
});

describe('StrictNumber and AcceptDecimals', () => {
  const text = '123 1-1\n1234 1.5-1\n0 7 2-\n1234 1-1';

  it('lists a rejected line of any length cut to 200 characters', async () => {
    const file = await upload(`1234 1-1\n5678 1-1 ${'x'.repeat(5_000)}`);
    const [rejected] = (await processed(file.FileId)).at(-1)!.Rejected;
    expect(rejected).toEqual({
      LineNumber: 2, Text: `5678 1-1 ${'x'.repeat(190)}…`, Reason: 'Unexpected text after the amount: write one bet per line',
    });
  });

  it('by default rejects short numbers and decimal amounts', async () => {
    const file = await upload(text);
    const job = (await processed(file.FileId)).at(-1)!;
    expect(job).toMatchObject({ LinesAccepted: 1, LinesRejected: 3 });
    expect(job.Rejected.map((line) => line.Reason)).toEqual([
      'A number has 4 digits (0-9); to roll one position write R in its place, e.g. R234',
      'Big amount must be a whole number (H- is 0.5, Q- is 0.25)',
      'A number has 4 digits (0-9); to roll one position write R in its place, e.g. R234',
    ]);
  });

  it('reads short numbers with leading zeros and amounts to the cent when the upload allows them', async () => {
    const file = await upload(text, { ...FIELDS, StrictNumber: 'false', AcceptDecimals: 'true' });
    expect((await processed(file.FileId)).at(-1)).toMatchObject({ LinesAccepted: 4, LinesRejected: 0 });
    const { rows } = await server.db.query<{ number: string; big_cents: number }>(
      'select number, big_cents::float8 as big_cents from tickets where file_id = $1 order by line_number',
      [file.FileId],
    );
    expect(rows).toEqual([
      { number: '0123', big_cents: 100 },
      { number: '1234', big_cents: 150 },
      { number: '0007', big_cents: 200 },
      { number: '1234', big_cents: 100 },
    ]);
  });

  it('takes the options of the process call before the first run, and refuses other options afterwards', async () => {
    const file = await upload(text);
    expect((await processed(file.FileId, { LocId: 'SG', StrictNumber: false })).at(-1)).toMatchObject({ LinesAccepted: 3, LinesRejected: 1 });
    const files = await successData(await server.app.request(`${API}/4d/files?LocId=SG`, bearer(agent)), BetFilesSchema);
    expect(files.find((listed) => listed.FileId === file.FileId)).toMatchObject({ StrictNumber: false, AcceptDecimals: false });
    const other = await errorEnvelope(await startProcessing(file.FileId, { AcceptDecimals: true }), 409);
    expect(other.message).toBe('The file was processed with other options: upload it again to process it with these.');
  });
});

describe('deleting a processed file', () => {
  it('is refused while the job runs, and afterwards removes the file with its tickets', async () => {
    const file = await upload('1234 1-1\n5678 1-1\n12 x');
    await processed(file.FileId);
    expect((await ticketsOfFile(file.FileId)).count).toBe(2);
    const remove = () => server.app.request(`${API}/4d/files/${file.FileId}`, { method: 'DELETE', headers: { authorization: `Bearer ${agent}` } });

    await server.db.query(`update bet_file_jobs set status = 'running' where file_id = $1`, [file.FileId]);
    expect((await errorEnvelope(await remove(), 409)).message).toBe('The file is being processed: delete it when processing has finished.');
    expect((await ticketsOfFile(file.FileId)).count).toBe(2);
    await server.db.query(`update bet_file_jobs set status = 'succeeded' where file_id = $1`, [file.FileId]);

    const deleted = await successData(await remove(), v.object({ FileId: v.number(), TicketsDeleted: v.number() }));
    expect(deleted).toEqual({ FileId: file.FileId, TicketsDeleted: 2 });
    expect((await ticketsOfFile(file.FileId)).count).toBe(0);
    const { rows } = await server.db.query('select 1 from bet_file_jobs where file_id = $1 union all select 1 from bet_file_rejected_lines where file_id = $1', [file.FileId]);
    expect(rows).toEqual([]);
    const status = await server.app.request(`${API}/4d/files/processUpload/${file.FileId}/status`, bearer(agent));
    expect((await errorEnvelope(status, 404)).message).toBe(`There is no file ${file.FileId}.`);
  });
});

describe('a file whose draw is closed', () => {
  it('can neither be deleted once processed nor be processed', async () => {
    const processedFile = await upload('1234 1-1');
    await processed(processedFile.FileId);
    const waiting = await upload('5678 1-1');
    const { rows } = await server.db.query<{ draw_id: number }>('select draw_id from bet_files where file_id = $1', [waiting.FileId]);
    // Last in this file: the draw of every upload here is closed from now on.
    await server.db.query('update draws set is_finalised = true where draw_id = $1', [rows[0]!.draw_id]);

    const remove = await server.app.request(`${API}/4d/files/${processedFile.FileId}`, { method: 'DELETE', headers: { authorization: `Bearer ${agent}` } });
    expect((await errorEnvelope(remove, 409)).message).toBe('The draw of this file is closed: its bets can no longer be deleted.');
    expect((await ticketsOfFile(processedFile.FileId)).count).toBe(1);
    const start = await errorEnvelope(await startProcessing(waiting.FileId), 400);
    expect(start.message).toBe('The draw this file was uploaded for is closed: upload it again for the next draw.');
    expect((await ticketsOfFile(waiting.FileId)).count).toBe(0);
  });
});
