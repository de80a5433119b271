import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { dataScreenMachine } from '../../../machines/dataScreen.machine.ts';
import { Spinner } from '../../widgets/Spinner.tsx';
import { LoadFailed } from '../../widgets/LoadFailed.tsx';
import { Unauthorized } from '../../widgets/Unauthorized.tsx';

export type PageDataActorRef = ActorRefFrom<typeof dataScreenMachine>;

/**
 * What a record page shows of its dataScreen actor: a spinner while loading, the catalogue's message
 * and Try again when the load failed, 'Unauthorized Access' when the server refused it (403), else
 * `children` with the data (typed by the page, whose edge actor parsed it with a schema).
 */
export function PageData<T>({ actor, children }: { actor: PageDataActorRef; children: (data: T) => ReactNode }) {
  const state = useSelector(actor, (s) => (s.hasTag('busy') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('refused') ? 'refused' : 'ready'));
  const data = useSelector(actor, (s) => s.context.answer?.data ?? null) as T;
  const errorMessage = useSelector(actor, (s) => s.context.errorMessage);
  if (state === 'loading') return <Spinner />;
  // The server refused the record (403): a state, as on the data screens.
  if (state === 'refused') return <Unauthorized />;
  if (state === 'failed') return <LoadFailed message={errorMessage} onRetry={() => actor.send({ type: 'RETRY' })} />;
  return <>{children(data)}</>;
}
