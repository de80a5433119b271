import { emit, enqueueActions, fromPromise, setup } from 'xstate';
import { loginPath, navigateTo, type NavigateEvent } from './rules/navigation.ts';

/** What the message feed answers: the maintenance value ('' when none) and the captcha flags. */
export interface FeedAnswer {
  t: string;
  s: { cr: boolean; ec: boolean };
}

export type MaintenanceEvent =
  /** The maintenance page is on screen (reached through the feed or a subCode 8000 answer). */
  { type: 'PAGE_SHOWN' };

export type MaintenanceEmitted = NavigateEvent;

/**
 * Maintenance (spec 01 §4): the message feed is polled every 60 s. A non-empty value signs the user
 * out and goes to /maintenance?t=<value>; on the maintenance page an empty value means the site is
 * back, and the page reloads at /login. A feed carrying s.cr or s.ec demands a captcha.
 */
export const maintenanceMachine = setup({
  types: {
    events: {} as MaintenanceEvent,
    emitted: {} as MaintenanceEmitted,
  },
  actors: {
    pollFeed: fromPromise<FeedAnswer>(async () => {
      throw new Error('pollFeed is provided by the app');
    }),
  },
  actions: {
    /**
     * Tells the root chart that maintenance began, so it ends the session (the session machine's
     * MAINTENANCE). This machine explored on its own, for its paths, has no parent.
     */
    reportMaintenance: enqueueActions(({ enqueue, self }, time: string) => {
      if (self._parent) enqueue.sendParent({ type: 'MAINTENANCE_BEGAN', time });
    }),
  },
  delays: {
    /** Message feed polled every 60 s (spec 01 §9). */
    feedPoll: 60_000,
  },
  guards: {
    maintenanceOn: (_, answer: FeedAnswer) => answer.t !== '',
    maintenanceOff: (_, answer: FeedAnswer) => answer.t === '',
    demandsCaptcha: (_, answer: FeedAnswer) => answer.s.cr || answer.s.ec,
  },
}).createMachine({
  id: 'maintenance',
  initial: 'live',
  states: {
    live: {
      initial: 'fetching',
      on: { PAGE_SHOWN: 'underMaintenance' },
      states: {
        fetching: {
          invoke: {
            id: 'pollFeed',
            src: 'pollFeed',
            onDone: [
              {
                guard: { type: 'maintenanceOn', params: ({ event }) => event.output },
                target: '#maintenance.underMaintenance',
                actions: [
                  { type: 'reportMaintenance', params: ({ event }) => event.output.t },
                  emit(({ event }) => navigateTo(`/maintenance?t=${encodeURIComponent(event.output.t)}`, { replace: true })),
                ],
              },
              {
                guard: { type: 'demandsCaptcha', params: ({ event }) => event.output },
                target: 'waiting',
                // To the root chart, which passes it on to the sign-in form when one is on screen
                // (this machine explored on its own, for its paths, has no parent).
                actions: enqueueActions(({ enqueue, self }) => {
                  if (self._parent) enqueue.sendParent({ type: 'CAPTCHA_DEMANDED' });
                }),
              },
              { target: 'waiting' },
            ],
            // The feed is another service: when it cannot be reached, the site goes on as it is.
            onError: { target: 'waiting' },
          },
        },
        waiting: { after: { feedPoll: 'fetching' } },
      },
    },
    underMaintenance: {
      initial: 'waiting',
      states: {
        waiting: { after: { feedPoll: 'fetching' } },
        fetching: {
          invoke: {
            id: 'pollFeed',
            src: 'pollFeed',
            onDone: [
              {
                guard: { type: 'maintenanceOff', params: ({ event }) => event.output },
                target: '#maintenance.live',
                // A full page load: the site may have been deployed anew during maintenance.
                actions: emit(navigateTo(loginPath(), { hard: true })),
              },
              { target: 'waiting' },
            ],
            onError: { target: 'waiting' },
          },
        },
      },
    },
  },
});
