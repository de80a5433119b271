import { Trans } from '@lingui/react/macro';
import './widgets.css';

/** 'Unauthorized Access' (spec 02 §6, §8): a refused page, a member outside the caller's tree, a denied member-tree check. */
export function Unauthorized() {
  return (
    <p className="member-access member-access--denied" role="alert">
      <Trans>Unauthorized Access</Trans>
    </p>
  );
}
