import { useActorRef } from '@xstate/react';
import { usePublicFlows } from '../../app/flowsContext.tsx';
import type { FlowsEdge } from '../../app/flows.ts';
import { usePageFlow } from '../../app/pageFlows.ts';
import { DownloadLinks } from '../home/DownloadLinks.tsx';
import { appDownloadsFlow } from './appDownloadsFlow.ts';

const makeAppDownloads = ({ api }: FlowsEdge) => appDownloadsFlow(api);

/** The sign-in screen's download links with their machine (a data screen of GET appDownloads): SignInDownloads loads this chunk. */
export function SignInDownloadLinks() {
  const flows = usePublicFlows();
  const downloads = useActorRef(
    usePageFlow((given) => given.home?.appDownloads, makeAppDownloads),
    { ...flows.actorOptions, input: { request: 'appDownloads' } },
  );
  return <DownloadLinks settings={downloads} />;
}
