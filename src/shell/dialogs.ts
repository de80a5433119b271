import { useEffect } from 'react';

/**
 * "Close every open dialog" (spec 02 §2.4, §2.6): one window event that the app's dialogs listen
 * to. A dialog that must close when the location changes calls useCloseOnRequest(close); native
 * <dialog> elements and popovers (the header's QR code) left open are closed as well.
 */
export const CLOSE_DIALOGS_EVENT = 'app:close-dialogs';

export function closeAllDialogs() {
  window.dispatchEvent(new Event(CLOSE_DIALOGS_EVENT));
  for (const dialog of document.querySelectorAll('dialog[open]')) (dialog as HTMLDialogElement).close();
  for (const popover of document.querySelectorAll<HTMLElement>('[popover]')) {
    // Browsers without the popover API (and jsdom) have nothing open to hide.
    if (typeof popover.hidePopover === 'function' && popover.matches(':popover-open')) popover.hidePopover();
  }
}

/** Calls `close` whenever every dialog is asked to close. */
export function useCloseOnRequest(close: () => void) {
  useEffect(() => {
    window.addEventListener(CLOSE_DIALOGS_EVENT, close);
    return () => window.removeEventListener(CLOSE_DIALOGS_EVENT, close);
  }, [close]);
}
