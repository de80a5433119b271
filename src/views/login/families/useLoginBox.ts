import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromCallback } from 'xstate';
import { useSearch } from 'wouter';
import { loginBoxMachine, type LoginBoxEvent } from '../../../../machines/loginBox.machine.ts';
import { usePublicFlows } from '../../../app/flowsContext.tsx';

const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled])';
const FOCUSABLE = `${FIRST_FIELD}, button:not([disabled]), [href], select, textarea`;

/**
 * The login box of the dropdown and landing families: the loginBox statechart with its edge. While
 * the box is open the page's outside clicks (when `dismissOnOutsideClick`) and Esc go to the chart;
 * when it opens the focus moves to its first field, when it closes with the focus inside, the focus
 * goes back to the button that opened it. A page arriving with a message (Msg, MsgSuccess) opens
 * the box, so the message is seen.
 */
export function useLoginBox({ dismissOnOutsideClick }: { dismissOnOutsideClick: boolean }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const focusOpener = useRef(false);
  const flows = usePublicFlows();
  const [machine] = useState(() =>
    loginBoxMachine.provide({
      actors: {
        dismissListener: fromCallback<LoginBoxEvent>(({ sendBack }) => {
          const onPointerDown = (event: Event) => {
            const target = event.target as Node | null;
            if (target && (boxRef.current?.contains(target) || triggerRef.current?.contains(target))) return;
            sendBack({ type: 'OUTSIDE_CLICK' });
          };
          const onKeyDown = (event: KeyboardEvent) => {
            if (event.key === 'Escape') sendBack({ type: 'ESCAPE' });
          };
          if (dismissOnOutsideClick) document.addEventListener('pointerdown', onPointerDown, true);
          document.addEventListener('keydown', onKeyDown);
          return () => {
            document.removeEventListener('pointerdown', onPointerDown, true);
            document.removeEventListener('keydown', onKeyDown);
          };
        }),
      },
      actions: {
        // Runs as the box closes, while its fields are still shown and may hold the focus; the focus
        // moves once the box is hidden (the overlay's opener is inert until then).
        returnFocus: () => {
          focusOpener.current = Boolean(boxRef.current?.contains(document.activeElement));
        },
      },
    }),
  );
  const box = useActorRef(machine, flows.actorOptions);
  const open = useSelector(box, (s) => s.matches('open'));

  // Once the box is shown or hidden (an effect: hidden fields cannot take the focus).
  useEffect(() => {
    const root = boxRef.current;
    if (open && root) (root.querySelector<HTMLElement>(FIRST_FIELD) ?? root.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    if (!open && focusOpener.current) {
      focusOpener.current = false;
      triggerRef.current?.focus();
    }
  }, [open]);

  const search = useSearch();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get('Msg') || params.get('MsgSuccess')) box.send({ type: 'OPEN' });
  }, [box, search]);

  return { box, open, boxRef, triggerRef };
}
