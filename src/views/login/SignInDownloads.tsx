import { useActorRef } from '@xstate/react';
import { usePublicFlows } from '../../app/flowsContext.tsx';
import { DownloadLinks } from '../home/DownloadLinks.tsx';

/**
 * The app downloads on the sign-in screen, where the installation guide sends people (spec 02
 * §2.10): shown when the settings give the URLs, from the call that needs no token (GET appDownloads).
 */
export function SignInDownloads() {
  const flows = usePublicFlows();
  const downloads = useActorRef(flows.home.appDownloads, { ...flows.actorOptions, input: { request: 'appDownloads' } });
  return <DownloadLinks settings={downloads} />;
}
