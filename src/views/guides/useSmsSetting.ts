import { useActorRef } from '@xstate/react';
import { useFlows } from '../../app/flowsContext.tsx';
import { showRequest, useUrlBridge } from '../../app/urlBridge.ts';

/** The SMS setting of the page's location (a dataScreen actor); a new LocId loads that location's. */
export function useSmsSetting(locId: string) {
  const flows = useFlows();
  const actor = useActorRef(flows.home.smsSetting, { ...flows.actorOptions, input: { request: locId } });
  useUrlBridge(actor, locId, showRequest);
  return actor;
}
