import type { AnyEventObject } from 'xstate';
import type { VariantFamily } from '../../variants/types.ts';

const TOGGLE = { type: 'TOGGLE' };
const OPEN = { type: 'OPEN' };
const CLOSE = { type: 'CLOSE' };
const OUTSIDE_CLICK = { type: 'OUTSIDE_CLICK' };
const ESCAPE = { type: 'ESCAPE' };

/** The events the loginBox machine is explored with, by its model test and by the QA paths report. */
export const events: AnyEventObject[] = [TOGGLE, OPEN, CLOSE, OUTSIDE_CLICK, ESCAPE];

/**
 * What a user can do in each family with a login box (spec 01 §2, §4): the dropdown's Login button
 * and the landing page's sign-in entry toggle it, an outside click or Esc closes it; the overlay's
 * entry opens it, its X button or Esc closes it. Together they take every transition.
 */
export const familyEvents: Partial<Record<VariantFamily, AnyEventObject[]>> = {
  dropdown: [TOGGLE, OUTSIDE_CLICK, ESCAPE],
  landing: [TOGGLE, OUTSIDE_CLICK, ESCAPE],
  landingOverlay: [OPEN, CLOSE, ESCAPE],
};
