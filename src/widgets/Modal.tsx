import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { registerOpenModal } from './openModals.ts';
import './widgets.css';

export interface ModalProps {
  /** The dialog's title, its accessible name. */
  title: ReactNode;
  onClose(): void;
  /** See src/widgets/openModals.ts: a group `closeOpenModals` may spare. */
  group?: string;
  /** Background of the dialog's body (an announcement's Color). */
  background?: string | null;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: role "dialog", aria-modal, named by its title, with a Close button that has the
 * focus when it opens. Escape closes it, Tab stays inside it, and the focus goes back to where it
 * was when it closes. While open it is registered with `openModals`, so another flow can close it.
 */
export function Modal({ title, onClose, group, background, children }: ModalProps) {
  const { t } = useLingui();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // The latest onClose, so the registration (made once per opening) always calls the current one.
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  // Focus management and registration happen when the dialog enters and leaves the screen.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const unregister = registerOpenModal(() => latestClose.current(), group);
    return () => {
      unregister();
      if (previous?.isConnected) previous.focus();
    };
  }, [group]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const bodyStyle: CSSProperties | undefined = background ? { background } : undefined;
  return (
    <div className="modal-backdrop">
      <div ref={dialog} className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button ref={closeButton} type="button" className="modal__close" aria-label={t`Close`} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="modal__body" style={bodyStyle}>
          {children}
        </div>
      </div>
    </div>
  );
}
