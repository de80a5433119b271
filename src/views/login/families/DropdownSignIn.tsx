import { Trans } from '@lingui/react/macro';
import { useLoginBox } from './useLoginBox.ts';
import type { FamilyProps } from './types.ts';

/**
 * Dropdown family (spec 01 §2): no logo; a Login button in the top bar toggles a login box under it,
 * and a click anywhere outside the box and its button, or Esc, closes it (machines/loginBox.machine.ts).
 */
export function DropdownSignIn({ variant, form }: FamilyProps) {
  const { box, open, boxRef, triggerRef } = useLoginBox({ dismissOnOutsideClick: true });
  return (
    <div className="signin signin--dropdown" data-variant={variant.key} data-family={variant.family}>
      <header className="dropdown__bar">
        <h1 className="dropdown__brand">{variant.brand}</h1>
        <div className="dropdown__anchor">
          <button
            ref={triggerRef}
            type="button"
            className="button dropdown__toggle"
            aria-expanded={open}
            aria-controls="login-box"
            onClick={() => box.send({ type: 'TOGGLE' })}
          >
            <Trans>Login</Trans>
          </button>
          <div id="login-box" ref={boxRef} className="login-box dropdown__box" hidden={!open}>
            {form}
          </div>
        </div>
      </header>
      <p className="dropdown__hero" aria-hidden="true">
        {variant.brand}
      </p>
    </div>
  );
}
