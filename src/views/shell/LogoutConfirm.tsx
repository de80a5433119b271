import { useCallback, useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { logoutConfirmMachine } from '../../../machines/logoutConfirm.machine.ts';
import { registerOpenModal } from '../../widgets/openModals.ts';

export type LogoutConfirmActorRef = ActorRefFrom<typeof logoutConfirmMachine>;

/** "Are you sure to log it out?" (spec 02 §2.3) as an accessible dialog: OK signs out, Cancel (or Escape) stays. */
export function LogoutConfirm({ confirm }: { confirm: LogoutConfirmActorRef }) {
  const asking = useSelector(confirm, (s) => s.matches('asking'));
  const dismiss = useCallback(() => confirm.send({ type: 'DISMISS' }), [confirm]);
  // While asking it is an open modal: a location switch (or a pop-up announcement) closes it.
  useEffect(() => (asking ? registerOpenModal(dismiss) : undefined), [asking, dismiss]);
  if (!asking) return null;
  return (
    <div className="shell-dialog__backdrop">
      <div
        className="shell-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="logout-question"
        onKeyDown={(event) => {
          if (event.key === 'Escape') dismiss();
        }}
      >
        <p id="logout-question">
          <Trans>Are you sure to log it out?</Trans>
        </p>
        <div className="shell-dialog__actions">
          <button type="button" className="button button--primary" autoFocus onClick={() => confirm.send({ type: 'ACCEPT' })}>
            <Trans>OK</Trans>
          </button>
          <button type="button" className="button" onClick={dismiss}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </div>
    </div>
  );
}
