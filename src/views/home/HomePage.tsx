import { useActorRef } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { useFlows } from '../../app/flowsContext.tsx';
import { PageHeader } from '../../widgets/PageHeader.tsx';
import { Announcements } from './Announcements.tsx';
import { DownloadLinks } from './DownloadLinks.tsx';
import { usePageLocId } from '../../app/pageLocation.ts';
import { useUrlBridge } from '../../app/urlBridge.ts';
import './home.css';

const locationChanged = (locId: string) => ({ type: 'LOCATION_CHANGED', locId }) as const;

/**
 * /admin/home?LocId= (spec 02 §2.6): the location's announcements (pop-ups first, one by one) and
 * the app download links. A new LocId in the URL (a location switch) loads that location's.
 */
export function HomePage() {
  const { t } = useLingui();
  const flows = useFlows();
  const locId = usePageLocId();
  const announcements = useActorRef(flows.home.announcementPopup, { ...flows.actorOptions, input: { locId } });
  const settings = useActorRef(flows.home.settings, { ...flows.actorOptions, input: { request: 'settings' } });
  useUrlBridge(announcements, locId, locationChanged);

  return (
    <div className="home">
      <PageHeader title={t`Home`} right={<DownloadLinks settings={settings} />} />
      <Announcements actor={announcements} />
    </div>
  );
}
