import { useEffect, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Unauthorized } from './Unauthorized.tsx';
import type { ActorRefFrom } from 'xstate';
import type { memberAccessMachine } from '../../machines/memberAccess.machine.ts';
import { Spinner } from './Spinner.tsx';
import './widgets.css';

export type MemberAccessActorRef = ActorRefFrom<typeof memberAccessMachine>;

interface CommonProps {
  /** The user whose member tree the content shows; a new one is checked, the same one is not. */
  userId: string | null | undefined;
  children: ReactNode;
}

/**
 * Either hand in a running actor (`actor`: e.g. spawned by the page's machine, or created in a
 * test), or hand in the machine with its actor provided (`logic`:
 * `memberAccessMachine.provide({ actors: { checkMemberAccess } })`, the caller being the edge that
 * may call the API) and the wrapper runs it for as long as it is mounted. The unprovided
 * memberAccessMachine fails every check, so access would always be denied.
 */
export type MemberAccessProps = CommonProps &
  ({ actor: MemberAccessActorRef; logic?: never } | { logic: typeof memberAccessMachine; actor?: never });

/**
 * Member-tree access wrapper (spec 02 §2.13, §4): the content when access is granted, a spinner
 * while waiting for a user id or checking it, 'Unauthorized Access' when denied.
 */
export function MemberAccess(props: MemberAccessProps) {
  return props.actor ? (
    <MemberAccessView actor={props.actor} userId={props.userId}>
      {props.children}
    </MemberAccessView>
  ) : (
    <OwnMemberAccess logic={props.logic} userId={props.userId}>
      {props.children}
    </OwnMemberAccess>
  );
}

function OwnMemberAccess({ logic, ...rest }: CommonProps & { logic: typeof memberAccessMachine }) {
  // The first logic given is kept for the wrapper's lifetime, as useActorRef does.
  const actor = useActorRef(logic);
  return <MemberAccessView actor={actor} {...rest} />;
}

function MemberAccessView({ actor, userId, children }: CommonProps & { actor: MemberAccessActorRef }) {
  // Tells the machine whose tree is shown; it alone decides whether that needs a check.
  useEffect(() => {
    actor.send({ type: 'SET_USER', userId });
  }, [actor, userId]);
  const view = useSelector(actor, (snapshot) =>
    snapshot.hasTag('busy') ? 'busy' : snapshot.matches('granted') ? 'granted' : 'denied',
  );
  if (view === 'granted') return <>{children}</>;
  if (view === 'busy') {
    return (
      <div className="member-access member-access--busy">
        <Spinner />
      </div>
    );
  }
  return <Unauthorized />;
}
