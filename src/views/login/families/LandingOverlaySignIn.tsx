import { Trans, useLingui } from '@lingui/react/macro';
import { LandingNav, LandingSections } from './LandingParts.tsx';
import { useLoginBox } from './useLoginBox.ts';
import type { FamilyProps } from './types.ts';

/**
 * Landing-page family with an overlay (spec 01 §2): the sign-in entry opens the login box as a
 * full-screen overlay (a modal dialog: the page behind is inert), closed by its X button or Esc.
 */
export function LandingOverlaySignIn({ variant, form }: FamilyProps) {
  const { t } = useLingui();
  const { box, open, boxRef, triggerRef } = useLoginBox({ dismissOnOutsideClick: false });
  const entry = (
    <button
      ref={triggerRef}
      type="button"
      className="landing__signin"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls="login-box"
      onClick={() => box.send({ type: 'OPEN' })}
    >
      <Trans>Sign in</Trans>
    </button>
  );
  return (
    <div className="signin landing landing--overlay" data-variant={variant.key} data-family={variant.family}>
      <div className="landing__page" inert={open}>
        <LandingNav variant={variant} signInEntry={entry} />
        <LandingSections variant={variant} />
      </div>
      <div
        id="login-box"
        ref={boxRef}
        className="login-box overlay"
        role="dialog"
        aria-modal="true"
        aria-label={t`Sign in`}
        hidden={!open}
      >
        <button type="button" className="overlay__close" aria-label={t`Close`} onClick={() => box.send({ type: 'CLOSE' })}>
          <span aria-hidden="true">×</span>
        </button>
        {form}
      </div>
    </div>
  );
}
