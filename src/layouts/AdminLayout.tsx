import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useSessionActor } from '../app/rootActor.tsx';
import { SignedInShell } from '../views/shell/SignedInShell.tsx';

/** The home layout (spec 02 §2.1): header, left menu and content, once the profile is loaded. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const session = useSessionActor();
  const profile = useSelector(session, (s) => s.context.profile);
  if (!profile) return null;
  return <SignedInShell profile={profile}>{children}</SignedInShell>;
}
