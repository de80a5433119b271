import { closeOpenModals } from '../widgets/openModals.ts';

/**
 * "Close every open dialog" (spec 02 §2.4): every modal registered with src/widgets/openModals.ts
 * (each `Modal`, and the logout question), plus native <dialog> elements and popovers (the
 * header's QR code) left open.
 */
export function closeAllDialogs() {
  closeOpenModals();
  for (const dialog of document.querySelectorAll('dialog[open]')) (dialog as HTMLDialogElement).close();
  for (const popover of document.querySelectorAll<HTMLElement>('[popover]')) {
    // Browsers without the popover API (and jsdom) have nothing open to hide.
    if (typeof popover.hidePopover === 'function' && popover.matches(':popover-open')) popover.hidePopover();
  }
}
