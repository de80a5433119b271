import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { announcementPopupMachine } from '../../../machines/announcementPopup.machine.ts';
import type { Announcement } from '../../../contract/common.ts';
import { sanitizeHtml } from '../../widgets/sanitizeHtml.ts';
import { Modal } from '../../widgets/Modal.tsx';
import { LoadFailed } from '../../widgets/LoadFailed.tsx';
import { Spinner } from '../../widgets/Spinner.tsx';
import { ANNOUNCEMENT_MODAL_GROUP } from './homeGroups.ts';

export type AnnouncementPopupActorRef = ActorRefFrom<typeof announcementPopupMachine>;

/** An announcement's HTML, sanitised in the one shared place, on its own background colour. */
function AnnouncementContent({ announcement, className }: { announcement: Announcement; className: string }) {
  return (
    <div
      className={className}
      style={announcement.Color ? { background: announcement.Color } : undefined}
      data-announcement-id={announcement.AnnouncementId}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(announcement.Content) }}
    />
  );
}

/** A location's announcements, each on its colour (Home, Options' Announcement), or "No announcements.". */
export function AnnouncementList({ announcements }: { announcements: readonly Announcement[] }) {
  if (announcements.length === 0) {
    return (
      <p className="announcements__empty">
        <Trans>No announcements.</Trans>
      </p>
    );
  }
  return (
    <ul className="announcements__list">
      {announcements.map((announcement) => (
        <li key={announcement.AnnouncementId}>
          <AnnouncementContent announcement={announcement} className="announcement" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The home page's announcements (spec 02 §2.6): the list of the location's announcements, and
 * those with PopUp 'Y' one at a time in a modal, as the announcementPopup machine says.
 */
export function Announcements({ actor }: { actor: AnnouncementPopupActorRef }) {
  const { t } = useLingui();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const errorMessage = useSelector(actor, (s) => (s.matches('failed') ? s.context.errorMessage : null));
  const announcements = useSelector(actor, (s) => s.context.announcements);
  const popUps = useSelector(actor, (s) => s.context.popUps);
  const showing = useSelector(actor, (s) => s.matches({ presenting: 'showing' }));
  const current = useSelector(actor, (s) => s.context.current);
  const popUp = showing ? popUps[current] : undefined;

  return (
    <section className="announcements" aria-label={t`Announcements`}>
      {busy && <Spinner />}
      {errorMessage && <LoadFailed message={errorMessage} onRetry={() => actor.send({ type: 'RETRY' })} />}
      {((!busy && !errorMessage) || announcements.length > 0) && <AnnouncementList announcements={announcements} />}
      {popUp && (
        <Modal
          // A new key per pop-up: each one is a new dialog, focused afresh.
          key={popUp.AnnouncementId}
          group={ANNOUNCEMENT_MODAL_GROUP}
          title={t`Announcement ${current + 1} of ${popUps.length}`}
          onClose={() => actor.send({ type: 'CLOSE' })}
        >
          <AnnouncementContent announcement={popUp} className="announcement announcement--popup" />
        </Modal>
      )}
    </section>
  );
}
