import { useEffect } from 'react';
import type { AnyActorRef, EventObject } from 'xstate';

/**
 * The counterpart of the navigation bridge (navigationBridge.ts): at every navigation's end, tells
 * `actor` what the URL now names (`value`: a LocId, a user id, the whole URL of a data screen), as
 * the event `eventFor` makes of it. The machine alone decides whether that is a change. `eventFor`
 * must be a function defined once (module level), not a new closure per render.
 */
export function useUrlBridge<Value extends string>(actor: AnyActorRef, value: Value, eventFor: (value: Value) => EventObject) {
  useEffect(() => {
    actor.send(eventFor(value));
  }, [actor, value, eventFor]);
}

/** SHOW for a pageData-style record page whose URL names its key. */
export const showRequest = (request: string) => ({ type: 'SHOW', request }) as const;
