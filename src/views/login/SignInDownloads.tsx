import { useActorRef } from '@xstate/react';
import { usePublicFlows } from '../../app/flowsContext.tsx';
import { DownloadLinks } from '../home/DownloadLinks.tsx';

/**
 * The app downloads on the sign-in screen, where the installation guide sends people (spec 02
 * §2.10): shown when the settings give the URLs, from the call that needs no token (GET appDownloads).
 * Their row is there from the first paint, links or not (app.css `.signin-downloads`): the links
 * arrive after the form is drawn, and a row appearing then moved the centred form (Lighthouse's
 * layout shift on /login, issue 24).
 */
export function SignInDownloads() {
  const flows = usePublicFlows();
  const downloads = useActorRef(flows.home.appDownloads, { ...flows.actorOptions, input: { request: 'appDownloads' } });
  return (
    <div className="signin-downloads">
      <DownloadLinks settings={downloads} />
    </div>
  );
}
