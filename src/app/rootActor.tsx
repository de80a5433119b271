import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { Profile } from '../../contract/profile.ts';
import type { appMachine } from '../../machines/app.machine.ts';
import type { sessionMachine } from '../../machines/session.machine.ts';
import type { maintenanceMachine } from '../../machines/maintenance.machine.ts';
import type { localeMachine } from '../../machines/locale.machine.ts';
import type { versionUpdateMachine } from '../../machines/versionUpdate.machine.ts';
import type { routeGuardMachine } from '../../machines/routeGuard.machine.ts';
import type { menuGuardMachine } from '../../machines/menuGuard.machine.ts';

type RootActorRef = ActorRefFrom<typeof appMachine>;

// The root actor is created before the first render (so the inspector and the API client's
// signals can reach it) and handed to React here; views reach system actors by systemId.
const RootActorContext = createContext<RootActorRef | null>(null);

export function RootActorProvider({ actor, children }: { actor: RootActorRef; children: ReactNode }) {
  return <RootActorContext.Provider value={actor}>{children}</RootActorContext.Provider>;
}

function useSystemActor<T extends AnyActorRef>(systemId: string): T {
  const root = useContext(RootActorContext);
  if (!root) throw new Error('RootActorProvider is missing');
  const actor = root.system.get(systemId);
  if (!actor) throw new Error(`No system actor "${systemId}"`);
  return actor as T;
}

/**
 * The signed-in user's profile, or null: null too where no app is around the view (a page or a
 * widget rendered on its own in a test), so the screen layer reads permissions without needing one.
 */
export function useSignedInProfile(): Profile | null {
  const root = useContext(RootActorContext);
  const session = root?.system.get('session') as ActorRefFrom<typeof sessionMachine> | undefined;
  return useSelector(session, (snapshot) => snapshot?.context.profile ?? null);
}

/** The root chart itself: views tell it what is on screen; it carries messages between actors. */
export function useAppActor(): RootActorRef {
  const root = useContext(RootActorContext);
  if (!root) throw new Error('RootActorProvider is missing');
  return root;
}

export const useSessionActor = () => useSystemActor<ActorRefFrom<typeof sessionMachine>>('session');
export const useMaintenanceActor = () => useSystemActor<ActorRefFrom<typeof maintenanceMachine>>('maintenance');
export const useLocaleActor = () => useSystemActor<ActorRefFrom<typeof localeMachine>>('locale');
export const useVersionUpdateActor = () => useSystemActor<ActorRefFrom<typeof versionUpdateMachine>>('versionUpdate');
export const useRouteGuardActor = () => useSystemActor<ActorRefFrom<typeof routeGuardMachine>>('routeGuard');
export const useMenuGuardActor = () => useSystemActor<ActorRefFrom<typeof menuGuardMachine>>('menuGuard');
