import { Trans } from '@lingui/react/macro';
import { LandingNav, LandingSections } from './LandingParts.tsx';
import { useLoginBox } from './useLoginBox.ts';
import type { FamilyProps } from './types.ts';

/**
 * Landing-page family (spec 01 §2): a top navigation whose sign-in entry toggles the hidden login
 * box under it; a click outside the box, or Esc, closes it. Narrow layout below 850 px (its CSS).
 */
export function LandingSignIn({ variant, form }: FamilyProps) {
  const { box, open, boxRef, triggerRef } = useLoginBox({ dismissOnOutsideClick: true });
  const entry = (
    <button
      ref={triggerRef}
      type="button"
      className="landing__signin"
      aria-expanded={open}
      aria-controls="login-box"
      onClick={() => box.send({ type: 'TOGGLE' })}
    >
      <Trans>Sign in</Trans>
    </button>
  );
  return (
    <div className="signin landing" data-variant={variant.key} data-family={variant.family}>
      <LandingNav variant={variant} signInEntry={entry} />
      <div id="login-box" ref={boxRef} className="login-box landing__box" hidden={!open}>
        {form}
      </div>
      <LandingSections variant={variant} />
    </div>
  );
}
