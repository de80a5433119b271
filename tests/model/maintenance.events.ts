import type { AnyEventObject } from 'xstate';

export const MAINTENANCE_UNTIL = '2026-11-22T10:00:00Z';

const on = { t: MAINTENANCE_UNTIL, s: { cr: false, ec: false } };
const off = { t: '', s: { cr: false, ec: false } };
const offDemandingCaptcha = { t: '', s: { cr: true, ec: false } };

/** The events the maintenance machine is explored with, by its model test and by the QA paths report. */
export const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.pollFeed', output: on },
  { type: 'xstate.done.actor.pollFeed', output: off },
  { type: 'xstate.done.actor.pollFeed', output: offDemandingCaptcha },
  { type: 'xstate.error.actor.pollFeed', error: new Error('feed unreachable') },
  { type: 'xstate.after.feedPoll.maintenance.live.waiting' },
  { type: 'xstate.after.feedPoll.maintenance.underMaintenance.waiting' },
  { type: 'PAGE_SHOWN' },
];
