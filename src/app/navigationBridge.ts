import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { AnyActorRef } from 'xstate';
import type { NavigateEvent } from '../../machines/rules/navigation.ts';
import { pageLoad } from './pageLoad.ts';

/**
 * The one router bridge: machines emit `navigate` and this applies it, through wouter for a route
 * change or as a full page load when the machine asks for one.
 */
export function useNavigationBridge(actor: AnyActorRef) {
  const [, navigate] = useLocation();
  useEffect(() => {
    const subscription = actor.on('navigate', (event: NavigateEvent) => {
      if (event.hard) pageLoad.assign(event.to);
      else navigate(event.to, { replace: event.replace });
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
}
