import { Trans } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { formatMaintenanceTime } from './maintenanceTime.ts';

/**
 * /maintenance?t= (spec 01 §2, spec 02 §2.7): public. The root chart tells the maintenance flow this
 * page is on screen (machines/app.machine.ts); the flow brings the user back when it ends.
 */
export function MaintenancePage() {
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
