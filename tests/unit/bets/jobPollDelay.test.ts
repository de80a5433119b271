import { describe, expect, it } from 'vitest';
import { JOB_POLL_CAP_MS, jobMachine, jobPollDelayMs } from '../../../machines/job.machine.ts';

describe('job status polling back-off', () => {
  it('starts at 500 ms and grows by half each check', () => {
    expect([0, 1, 2, 3].map(jobPollDelayMs)).toEqual([500, 750, 1125, 1688]);
  });

  it('never waits more than the cap, however long the job runs', () => {
    expect(jobPollDelayMs(6)).toBe(JOB_POLL_CAP_MS);
    expect(jobPollDelayMs(1_000)).toBe(JOB_POLL_CAP_MS);
  });

  it('is the delay the machine polls on', () => {
    const pollInterval = jobMachine.implementations.delays.pollInterval as (args: { context: { polls: number } }) => number;
    expect(pollInterval({ context: { polls: 4 } })).toBe(jobPollDelayMs(4));
  });
});
