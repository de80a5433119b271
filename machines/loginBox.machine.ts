import { fromCallback, setup } from 'xstate';

/**
 * The login box of the dropdown and landing-page sign-in variants (spec 01 §2 "Sign-in variant
 * families", §4 "Dropdown and overlay variants"): closed | open.
 *
 * - TOGGLE: the Login button (dropdown) or the sign-in entry (landing page) opens or closes it;
 * - OPEN: the sign-in entry of the overlay variant (the overlay covers the entry once open);
 * - CLOSE: the overlay's X button;
 * - OUTSIDE_CLICK: a click anywhere outside the box and its button;
 * - ESCAPE: the Esc key.
 *
 * While open, the `dismissListener` actor watches the page for outside clicks and Esc and sends them
 * here; the view implements it (the chart never touches the DOM). Entering `open` the view moves the
 * focus into the box (its first field); leaving it, `returnFocus` gives the focus back to the button
 * that opened it when the focus was inside the box, so a keyboard user is never left on a hidden field.
 */
export type LoginBoxEvent =
  | { type: 'TOGGLE' }
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'OUTSIDE_CLICK' }
  | { type: 'ESCAPE' };

export const loginBoxMachine = setup({
  types: {
    events: {} as LoginBoxEvent,
  },
  actors: {
    /** Reports OUTSIDE_CLICK and ESCAPE while the box is open (provided by the view). */
    dismissListener: fromCallback<LoginBoxEvent>(() => () => {}),
  },
  actions: {
    /** Gives the focus back to the box's button when it was inside the box (provided by the view). */
    returnFocus: () => {},
  },
}).createMachine({
  id: 'loginBox',
  initial: 'closed',
  states: {
    closed: {
      on: {
        TOGGLE: { target: 'open' },
        OPEN: { target: 'open' },
      },
    },
    open: {
      invoke: { src: 'dismissListener', id: 'dismissListener' },
      exit: 'returnFocus',
      on: {
        TOGGLE: { target: 'closed' },
        CLOSE: { target: 'closed' },
        OUTSIDE_CLICK: { target: 'closed' },
        ESCAPE: { target: 'closed' },
      },
    },
  },
});
