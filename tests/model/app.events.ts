import type { AnyEventObject } from 'xstate';

/** The root machine takes no events of its own: it spawns the system actors. */
export const events: AnyEventObject[] = [];
