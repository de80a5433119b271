import { useActorRef } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { Announcement } from '../../../contract/common.ts';
import { useFlows } from '../../app/flowsContext.tsx';
import { usePageLocId } from '../../app/pageLocation.ts';
import { showRequest, useUrlBridge } from '../../app/urlBridge.ts';
import { PageHeader } from '../../widgets/PageHeader.tsx';
import { AnnouncementList } from './Announcements.tsx';
import { PageData } from './PageData.tsx';
import './home.css';

/**
 * Options' Announcement (spec 02 §2.2 /announcement): every announcement of the page's location for
 * any signed-in user, as Home lists them (sanitised in the one place, on their colour) but without
 * the pop-ups. The list is GET announcements, from the 3-minute cache that any write clears; a new
 * LocId in the URL (a location switch) loads that location's.
 */
export function AnnouncementsPage() {
  const { t } = useLingui();
  const flows = useFlows();
  const locId = usePageLocId();
  const actor = useActorRef(flows.home.announcementList, { ...flows.actorOptions, input: { request: locId } });
  useUrlBridge(actor, locId, showRequest);
  return (
    <div className="home">
      <PageHeader title={t`Announcements`} />
      <section className="announcements" aria-label={t`Announcements`}>
        <PageData<Announcement[]> actor={actor}>{(list) => <AnnouncementList announcements={list} />}</PageData>
      </section>
    </div>
  );
}
