import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { useMaintenanceActor } from '../../app/rootActor.tsx';
import { formatMaintenanceTime } from './maintenanceTime.ts';

/** /maintenance?t= (spec 01 §2, spec 02 §2.7): public. */
export function MaintenancePage() {
  const maintenance = useMaintenanceActor();
  // The page tells the maintenance flow it is on screen; the flow brings the user back when it ends.
  useEffect(() => maintenance.send({ type: 'PAGE_SHOWN' }), [maintenance]);
  const time = formatMaintenanceTime(new URLSearchParams(useSearch()).get('t'));
  return (
    <main className="maintenance">
      <h1>
        <Trans>Under maintenance</Trans>
      </h1>
      <p data-testid="maintenance-text">
        <Trans>
          Web is under maintenance, please try again later at {time} (GMT +8). This page will auto load website when
          maintenance is done.
        </Trans>
      </p>
    </main>
  );
}
