import { assign, fromPromise, setup } from 'xstate';
import type { Announcement } from '../contract/common.ts';
import { errorText } from './errorText.ts';

/** Spec 02 §2.6 and §9: announcements load 0.5 s after the home page opens; each pop-up waits 0.5 s more. */
export const ANNOUNCEMENT_DELAY_MS = 500;

export interface AnnouncementPopupInput {
  /** The location whose announcements the home page shows (LocId of its URL). */
  locId: string;
}

export interface AnnouncementPopupContext {
  locId: string;
  /** Every announcement of the location, listed on the page in the order posted. */
  announcements: Announcement[];
  /** Those with PopUp 'Y', shown in a modal one after another. */
  popUps: Announcement[];
  /** Index in popUps of the pop-up shown or about to be shown. */
  current: number;
  errorMessage: string | null;
}

export type AnnouncementPopupEvent =
  /** The LocId of the page's URL changed (a location switch reloads home): load that location's. */
  | { type: 'LOCATION_CHANGED'; locId: string }
  /** The user closed the pop-up shown. */
  | { type: 'CLOSE' }
  /** The user asks again after a failed load. */
  | { type: 'RETRY' };

/**
 * The home page's announcements (spec 02 §2.6, §4): `waiting` 0.5 s after the page opens, then
 * `loading` the location's announcements; those with PopUp 'Y' are `presenting`, one modal at a
 * time: `pausing` 0.5 s, then `showing` it, having closed any other open modal first (the named
 * action `closeOtherModals`, provided at the edge). Closing the last one leaves the list `listed`.
 * A new LocId starts everything afresh from `waiting` (a pop-up on screen goes away with it).
 */
export const announcementPopupMachine = setup({
  types: {
    input: {} as AnnouncementPopupInput,
    context: {} as AnnouncementPopupContext,
    events: {} as AnnouncementPopupEvent,
  },
  actors: {
    /** GET announcements of the location (input: its LocId), in the order posted. */
    loadAnnouncements: fromPromise<Announcement[], string>(async () => {
      throw new Error('loadAnnouncements is provided by the app');
    }),
  },
  delays: {
    announcementDelay: ANNOUNCEMENT_DELAY_MS,
  },
  guards: {
    isOtherLocation: ({ context, event }) => event.type === 'LOCATION_CHANGED' && event.locId !== context.locId,
    hasPopUps: (_, announcements: Announcement[]) => announcements.some((a) => a.PopUp === 'Y'),
    hasNextPopUp: ({ context }) => context.current + 1 < context.popUps.length,
  },
  actions: {
    /** Closes every other open modal before a pop-up opens; the app provides it (src/widgets/openModals.ts). */
    closeOtherModals: () => {},
  },
}).createMachine({
  id: 'announcementPopup',
  context: ({ input }) => ({ locId: input.locId, announcements: [], popUps: [], current: 0, errorMessage: null }),
  initial: 'waiting',
  on: {
    LOCATION_CHANGED: {
      guard: 'isOtherLocation',
      target: '.waiting',
      reenter: true,
      actions: assign(({ event }) => ({ locId: event.locId, announcements: [], popUps: [], current: 0, errorMessage: null })),
    },
  },
  states: {
    waiting: {
      tags: ['busy'],
      after: { announcementDelay: { target: 'loading' } },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadAnnouncements',
        src: 'loadAnnouncements',
        input: ({ context }) => context.locId,
        onDone: [
          {
            guard: { type: 'hasPopUps', params: ({ event }) => event.output },
            target: 'presenting',
            actions: assign(({ event }) => ({
              announcements: event.output,
              popUps: event.output.filter((a) => a.PopUp === 'Y'),
              current: 0,
            })),
          },
          { target: 'listed', actions: assign({ announcements: ({ event }) => event.output, popUps: [] }) },
        ],
        onError: { target: 'failed', actions: assign({ errorMessage: ({ event }) => errorText(event.error) }) },
      },
    },
    presenting: {
      initial: 'pausing',
      states: {
        pausing: {
          after: { announcementDelay: { target: 'showing', actions: 'closeOtherModals' } },
        },
        showing: {
          on: {
            CLOSE: [
              { guard: 'hasNextPopUp', target: 'pausing', actions: assign({ current: ({ context }) => context.current + 1 }) },
              { target: '#announcementPopup.listed' },
            ],
          },
        },
      },
    },
    listed: {},
    failed: {
      tags: ['error'],
      on: { RETRY: { target: 'loading', actions: assign({ errorMessage: null }) } },
    },
  },
});
