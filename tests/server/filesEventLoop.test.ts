/**
 * Issue 14, finding 11: parsing a 9 MB upload inside the request held every other request for up to
 * 1.4 s. The upload is now decoded and stored a chunk of whole lines at a time, and the processing job
 * reads and parses a chunk at a time, so the server's event loop is never held for long and a
 * concurrent GET is answered while a big file is uploaded and processed.
 *
 * What is asserted: the longest stretch the event loop was held, in CPU time (see eventLoopBlocks.ts
 * for why not wall time on a shared machine), stays under 300 ms. A step of the upload or of the job
 * takes a few tens of ms; the longest stretches seen were 100 to 195 ms of CPU with five server files
 * running in parallel on two busy cores. Before the fix the upload held the loop 1.37 s and the job's
 * start 1.13 s (the whole file decoded, parsed and written or read in single steps): the bound is far
 * from both, so the test neither flakes nor lets the old behaviour pass. The wall-time figures and the latency of the concurrent
 * GETs are printed in the assertion message, not asserted: on two cores shared with the other test
 * files they depend on the neighbours.
 *
 * The file is the issue's: 1 000 000 lines, 9 MB. Processing it all takes a minute, so the job is
 * watched through its first 30 batches (its start is where the whole file used to be read and parsed;
 * every batch after is the same step), then its job row is removed (as deleting the file would), which
 * stops the run at its next batch. `npm run bench` processes the whole file.
 */
import { grantAmpleCredit } from './ledgerSupport.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BetFileSchema, ProcessJobSchema } from '../../contract/files.ts';
import { BATCH_LINES } from '../../server/jobs/processFile.ts';
import { bearer, signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { API, postJson, uploadRequest } from './betting.ts';
import { watchEventLoop, type EventLoopBlocks } from './eventLoopBlocks.ts';

const LINES = 1_000_000;
const LONGEST_BLOCK_MS = 300;
const BATCHES_WATCHED = 30;

let server: TestServer;
let agent: string;
beforeAll(async () => {
  server = await startTestServer();
  // A million lines stake more than the demo credits: this file is about the event loop, not credit.
  await grantAmpleCredit(server.db, ['member1']);
  agent = (await signIn(server.app, 'agent1')).access_token;
});
afterAll(async () => {
  await server?.close();
});

/** 1 000 000 four-digit bets of 9 bytes a line: 9 MB, under the 10 MB limit. */
function nineMegabytes(): string {
  const lines = new Array<string>(LINES);
  for (let i = 0; i < LINES; i++) lines[i] = `${String((i * 7919) % 10_000).padStart(4, '0')} 1-1`;
  return lines.join('\n');
}

/** GET profile every 20 ms until stopped: the other user's requests, with their latencies. */
function concurrentGets() {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await server.app.request(`${API}/profile`, bearer(agent));
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const sorted = [...latencies].sort((a, b) => a - b);
      return { count: sorted.length, p99: sorted[Math.floor(sorted.length * 0.99)] ?? 0, max: sorted.at(-1) ?? 0 };
    },
  };
}

const report = (what: string, blocks: EventLoopBlocks, gets: { count: number; p99: number; max: number }) =>
  `${what}: longest block ${blocks.longestBlockCpuMs.toFixed(0)} ms CPU (${blocks.longestBlockWallMs.toFixed(0)} ms wall); ` +
  `event-loop delay p99 ${blocks.delayP99Ms.toFixed(0)} ms, max ${blocks.delayMaxMs.toFixed(0)} ms; ` +
  `${gets.count} concurrent GETs, p99 ${gets.p99.toFixed(0)} ms, max ${gets.max.toFixed(0)} ms`;

describe('a 9 MB upload of 1 000 000 lines', () => {
  let fileId: number;

  it('is stored without holding the event loop', async () => {
    // The multipart body is built before watching: building it is the test's work, not the server's.
    const request = new Request('http://test/', uploadRequest(agent, nineMegabytes(), { UserId: 'member1', ARACode: 'BIG', LocId: 'SG' }));
    const body = await request.arrayBuffer();
    const headers = { authorization: `Bearer ${agent}`, 'content-type': request.headers.get('content-type')! };

    const watch = watchEventLoop();
    const gets = concurrentGets();
    const response = await server.app.request(`${API}/4d/files/upload`, { method: 'POST', headers, body });
    const latency = await gets.stop();
    const blocks = watch.stop();

    const file = await successData(response, BetFileSchema);
    expect(file).toMatchObject({ Lines: LINES, FileStatus: 'uploaded' });
    fileId = file.FileId;
    console.info(report('upload', blocks, latency));
    expect(latency.count).toBeGreaterThan(0);
    expect(blocks.longestBlockCpuMs, report('upload', blocks, latency)).toBeLessThan(LONGEST_BLOCK_MS);
  });

  it('is processed without holding the event loop', async () => {
    const watch = watchEventLoop();
    const gets = concurrentGets();
    const started = await server.app.request(`${API}/4d/files/processUpload/${fileId}`, postJson(agent, { LocId: 'SG' }));
    expect((await successData(started, ProcessJobSchema)).Status).toMatch(/queued|running/);
    for (;;) {
      const status = await successData(await server.app.request(`${API}/4d/files/processUpload/${fileId}/status`, bearer(agent)), ProcessJobSchema);
      // Queued until the engine's worker takes it (at once: sending wakes it), then running.
      expect(status.Status).toMatch(status.LinesProcessed === 0 ? /queued|running/ : /running/);
      if (status.LinesProcessed >= BATCHES_WATCHED * BATCH_LINES) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const latency = await gets.stop();
    const blocks = watch.stop();

    // Its job row gone (as when the file is deleted): the run stops at its next batch, storing nothing more.
    await server.db.query(`delete from bet_file_jobs where file_id = $1`, [fileId]);
    const stopsAt = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from tickets where file_id = $1', [fileId])).rows[0]!.n;
    const before = await stopsAt();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await stopsAt()).toBe(before);
    // The run ended without error: the engine has it completed, nothing left to retry.
    await server.jobs.drain(10_000);

    console.info(report('processing', blocks, latency));
    expect(latency.count).toBeGreaterThan(0);
    expect(blocks.longestBlockCpuMs, report('processing', blocks, latency)).toBeLessThan(LONGEST_BLOCK_MS);
  });
});
