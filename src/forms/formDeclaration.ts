import type { MessageDescriptor } from '@lingui/core';
import type { EndpointDeclaration } from '../../contract/endpoint.ts';
import type { FieldMessage, FormValues } from '../../machines/form.machine.ts';
import type { RouteItemId } from '../menu/types.ts';
import type { OptionSource } from '../screens/optionSource.ts';
import type { NumberRange } from '../widgets/numberRanges.ts';

/**
 * A form as one declaration (issue 19): its fields with their rules and the spec's messages, the
 * call that loads it and the call that saves it. The layer does the rest (src/forms/FormPage.tsx and
 * machines/form.machine.ts): the route behind its menu entry, loading, the rules as one types, focus
 * on the first invalid input, the server's refusal on its field, Try again.
 */

interface FieldBase {
  /** The field's name in the load's answer and the save's body. */
  name: string;
  label: MessageDescriptor;
  /** The message when it is empty; without one the field may stay empty. */
  required?: FieldMessage;
  /** The equal-to check (spec 02 §5): invalid while it differs from `field`, re-checked when that one changes. */
  equalTo?: { field: string; message: FieldMessage };
  /** A further rule, run after the kind's own: its message, or null when the value keeps it. */
  rule?: (value: string, values: FormValues) => FieldMessage | null;
  /** The field starts with the URL parameter of its name (a row action's UserId), still editable. */
  fromUrl?: boolean;
  /**
   * The field names the record the form loads (Downline Mobile's user): it starts with the URL
   * parameter of its name, choosing a value puts it in the URL, so the page loads that record; while
   * it is empty the form loads no record (the load would answer the caller's own).
   */
  namesRecord?: boolean;
}

/** One choice of a `choice` field: the value it sends and its label in the user's language. */
export interface Choice {
  value: string;
  label: MessageDescriptor;
}

export type FormField = FieldBase &
  (
    /** `lines`: a text area of that many rows (a list, one item a line), else one line. */
    | { kind: 'text'; maxLength?: number; lines?: number }
    | { kind: 'password'; autoComplete: 'current-password' | 'new-password' }
    /** Typed in dollars (two decimals at most), held and sent in integer cents. */
    | { kind: 'money' }
    /** A share, commission, tax or TT commission in its range and step (spec 02 §5); sent as the fraction or in basis points. */
    | { kind: 'rate'; range: NumberRange; unit: 'fraction' | 'basisPoints' }
    /** One choice of a declared option source (src/screens/optionSource.ts). */
    | { kind: 'dropdown'; source: OptionSource }
    /** One of a fixed list of choices the form itself names (a payment's direction): no call loads them. */
    | { kind: 'choice'; choices: readonly Choice[] }
    /** A checkbox, sent as a boolean. */
    | { kind: 'flag' }
    /** Several of SG, MG and TT, sent as a list. */
    | { kind: 'locations' }
    /** Several draw weekdays (Mon … Sun, Monday first), sent as a list (a fixed bet's days). */
    | { kind: 'days' }
    /** A phone number in digits without '+', Singapore's beginning with 65 (spec 02 §2.9). */
    | { kind: 'phone' }
    /** A calendar day, typed or picked as YYYY-MM-DD and sent so (a birth date). */
    | { kind: 'date' }
    /** A colour as #RRGGBB, picked or typed (an announcement's background); empty sends none. */
    | { kind: 'color' }
    /**
     * HTML written by hand in a text area of `lines` rows, with a live preview rendered through the one
     * sanitiser (src/widgets/sanitizeHtml.ts), on the colour of the `color` field named `background`.
     */
    | { kind: 'html'; maxLength: number; lines: number; background?: string }
  );

export type FieldKind = FormField['kind'];

/** A call of the contract with the URL parameters it takes. */
export interface FormCall {
  endpoint: EndpointDeclaration;
  /** URL parameters passed along: the load's query, the save's body (and either's `:Name` path segments). */
  params: readonly string[];
  /** Fixed query parameters of the save (POST agents/?Simple=true). */
  query?: Readonly<Record<string, string>>;
}

/** The ceilings' call: each query parameter it takes, from the URL parameter named (UserId from ParentId). */
export interface CeilingsCall {
  endpoint: EndpointDeclaration;
  query: Readonly<Record<string, string>>;
}

/** A ceiling the ceilings' call answered, as a rule reads it from the form's values (undefined: none loaded). */
export const ceilingOf = (values: FormValues, name: string): string | undefined => values[`ceiling:${name}`];

export interface FormDeclaration {
  id: string;
  /**
   * The route when it is not its menu entry's own (a form a row action opens, e.g. an edit page):
   * the entry's rule still guards it. Absent, the form is at its menu entry's paths. A form's load
   * parameters (UserId …) come in its URL, so a row action links to it.
   */
  path?: string;
  title: MessageDescriptor;
  /**
   * URL parameters the form is shown for, where forms share a path (null: the parameter is absent):
   * /admin/mobile shows one's own number, /admin/mobile?Downline=1 a downline's. Absent: always.
   */
  shownWhen?: Readonly<Record<string, string | null>>;
  /** The menu entry whose rule guards the route. */
  menuItem: RouteItemId;
  fields: readonly FormField[];
  /** Loads the record: each field takes the answer's value of its name. */
  load?: FormCall;
  /**
   * The upline's ceilings (a create form: profileNewFull of its parent), loaded with the form so its
   * rules refuse what the server would refuse, before a save. The rules read each value of the answer
   * as `ceiling:<name>`, and `ceiling:of` is whose they are: the URL parameter `query` names ('' when
   * absent: the caller's own).
   */
  ceilings?: CeilingsCall;
  /** Saves the form: the body is the fields' values as the call takes them, plus the URL parameters named. */
  save: FormCall;
  /** Shown after a save (the spec's wording). */
  savedMessage: MessageDescriptor;
  /** After a save the form is emptied again (a password is not kept on screen). */
  resetAfterSave?: boolean;
  /** What the submit button says (an action without fields: "Clear Cache"); Submit when absent. */
  submitLabel?: MessageDescriptor;
  /** A paragraph above the fields saying what the save does (a form that only confirms an action). */
  intro?: MessageDescriptor;
}
