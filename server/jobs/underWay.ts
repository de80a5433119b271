import type { JobState } from './engine.ts';

/**
 * The status a job under way shows, from the engine's state (the jobs that record their own outcome
 * answer it once over): created is queued, active running, a retry or a silent claim resuming.
 */
export const STATUS_UNDER_WAY: Partial<Record<JobState, 'queued' | 'running' | 'resuming'>> = {
  created: 'queued',
  retry: 'resuming',
  active: 'running',
  resuming: 'resuming',
};
