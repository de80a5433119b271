import { assign, fromPromise, setup } from 'xstate';

/** One captcha image and the token the server gave with it (sent back as the x-token header). */
export interface CaptchaImage {
  /** Something an <img> can show (a data: URL of the SVG). */
  src: string;
  token: string;
}

export interface CaptchaContext {
  image: CaptchaImage | null;
  /** What the user typed; cleared with every new image (an answer is good for one image only). */
  answer: string;
  /** Shown from the start: the build setting or the runtime flag switched captcha on. */
  enabledAtStart: boolean;
}

export type CaptchaEvent =
  /** Switch the captcha on (a sign-in failure with captchaRequired, a server message) and load one. */
  | { type: 'SHOW' }
  /** Click on the image, or on the reload button after a load error. */
  | { type: 'RELOAD' }
  /** The <img> could not show the image. */
  | { type: 'IMAGE_ERROR' }
  | { type: 'ANSWER'; value: string };

/** What a parent flow needs to know of its captcha (it receives it with every captcha snapshot). */
export interface CaptchaStatus {
  shown: boolean;
  /** An image is on screen and can be answered. */
  ready: boolean;
  answer: string;
  /** The x-token of the image on screen. */
  token: string | null;
}

export const captchaStatus = (snapshot: { value: unknown; context: CaptchaContext }): CaptchaStatus => ({
  shown: snapshot.value !== 'hidden' && snapshot.value !== 'starting',
  ready: typeof snapshot.value === 'object' && (snapshot.value as { shown?: string }).shown === 'ready',
  answer: snapshot.context.answer,
  token: snapshot.context.image?.token ?? null,
});

/** What a captcha reports once asked to show or reload: a new image is coming, no answer yet. */
export const captchaReloading = (status: CaptchaStatus): CaptchaStatus => ({ ...status, shown: true, ready: false, answer: '' });

/** A captcha that is off, or on with an answer typed for the image on screen. */
export const captchaSatisfied = (status: CaptchaStatus) => !status.shown || (status.ready && status.answer !== '');

/** Length of the captcha text; the input is this many characters wide (spec 01 §2). */
export const CAPTCHA_LENGTH = 5;

/**
 * The captcha (spec 01 §2, §4): hidden | shown { loading | ready | error }. While shown a new image
 * is loaded every 80 seconds; a load error shows the reload button.
 */
export const captchaMachine = setup({
  types: {
    context: {} as CaptchaContext,
    events: {} as CaptchaEvent,
    input: {} as { enabled: boolean },
  },
  actors: {
    fetchCaptcha: fromPromise<CaptchaImage>(async () => {
      throw new Error('fetchCaptcha is provided by the app');
    }),
  },
  delays: {
    /** Auto reload while shown (spec 01 §9: every 80 seconds). */
    captchaRefresh: 80_000,
  },
  guards: {
    enabledAtStart: ({ context }) => context.enabledAtStart,
  },
}).createMachine({
  id: 'captcha',
  context: ({ input }) => ({ image: null, answer: '', enabledAtStart: input?.enabled ?? false }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        // Enabled by the build setting, the runtime flag (both default off) or the caller.
        { guard: 'enabledAtStart', target: 'shown' },
        { target: 'hidden' },
      ],
    },
    hidden: {
      on: { SHOW: 'shown' },
    },
    shown: {
      initial: 'loading',
      on: {
        RELOAD: '.loading',
        SHOW: '.loading',
        ANSWER: { actions: assign({ answer: ({ event }) => event.value.slice(0, CAPTCHA_LENGTH) }) },
      },
      states: {
        loading: {
          tags: ['busy'],
          entry: assign({ answer: '' }),
          invoke: {
            id: 'fetchCaptcha',
            src: 'fetchCaptcha',
            onDone: { target: 'ready', actions: assign({ image: ({ event }) => event.output }) },
            onError: { target: 'error', actions: assign({ image: null }) },
          },
        },
        ready: {
          after: { captchaRefresh: 'loading' },
          on: { IMAGE_ERROR: 'error' },
        },
        error: {
          after: { captchaRefresh: 'loading' },
        },
      },
    },
  },
});
