import { useEffect } from 'react';
import { useActorRef } from '@xstate/react';
import { useFlows } from '../../app/flowsContext.tsx';

/** The SMS setting of the page's location (a pageData actor); a new LocId loads that location's. */
export function useSmsSetting(locId: string) {
  const flows = useFlows();
  const actor = useActorRef(flows.home.smsSetting, { ...flows.actorOptions, input: { key: locId } });
  useEffect(() => {
    actor.send({ type: 'SHOW', key: locId });
  }, [actor, locId]);
  return actor;
}
