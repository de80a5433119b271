import { assign, fromPromise, setup } from 'xstate';

/** Catalog locales: English, and Chinese (the spec's "ch"). */
export type Locale = 'en' | 'zh';

/**
 * The language (spec 01 §9): switched without a reload (the catalog is loaded, then activated) and
 * remembered locally. A catalog that cannot be loaded leaves the current language.
 */
export const localeMachine = setup({
  types: {
    context: {} as { locale: Locale; requested: Locale },
    events: {} as { type: 'CHANGE'; locale: Locale },
    input: {} as { locale: Locale },
  },
  actors: {
    /** Loads the catalog and makes it the active language (provided by the app). */
    activateLocale: fromPromise<void, Locale>(async () => undefined),
  },
  actions: {
    /** Stores the choice under `locale` (provided by the app). */
    rememberLocale: (_, _locale: Locale) => {},
  },
  guards: {
    isOther: ({ context }, locale: Locale) => locale !== context.locale,
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({ locale: input?.locale ?? 'en', requested: input?.locale ?? 'en' }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        CHANGE: {
          guard: { type: 'isOther', params: ({ event }) => event.locale },
          target: 'switching',
          actions: assign({ requested: ({ event }) => event.locale }),
        },
      },
    },
    switching: {
      tags: ['busy'],
      invoke: {
        id: 'activateLocale',
        src: 'activateLocale',
        input: ({ context }) => context.requested,
        onDone: {
          target: 'ready',
          actions: [assign({ locale: ({ context }) => context.requested }), { type: 'rememberLocale', params: ({ context }) => context.requested }],
        },
        onError: { target: 'ready', actions: assign({ requested: ({ context }) => context.locale }) },
      },
    },
  },
});
