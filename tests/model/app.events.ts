import type { AnyEventObject } from 'xstate';

/** The root machine's only event of its own: the preloader's 100 ms. */
export const events: AnyEventObject[] = [{ type: 'xstate.after.preloader.app.starting' }];

export const input = { locale: 'en' };
