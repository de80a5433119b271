import { msg } from '@lingui/core/macro';
import { oldEnough } from '../../../domain/age.ts';
import { operatorDay } from '../../../domain/operatorTime.ts';
import { PASSWORD_MESSAGES, passwordProblem } from '../../../domain/password.ts';
import { COMMISSION_RANGE, SHARE_RANGE, TAX_RANGE, TT_COMMISSION_RANGE } from '../../widgets/numberRanges.ts';
import type { MessageDescriptor } from '@lingui/core';
import { profileNewFull } from '../../../contract/userAdmin.ts';
import type { FormValues } from '../../../machines/form.machine.ts';
import { rateCeilingMessage, type RateCeiling } from '../../i18n/serverRefusals.ts';
import { wireValue } from '../fieldKinds.ts';
import { ceilingOf, type CeilingsCall, type FormField } from '../formDeclaration.ts';

/**
 * The fields of the agent and player forms (issue 20; spec 02 §3, §5), declared once. Rates are typed
 * as the spec writes them (0.3) and sent in basis points, as the agents/ and players/ calls take them
 * (contract/userAdmin.ts); money is typed in dollars and sent in cents. The server checks all again.
 */

/** A new user id: the server's rule (server/admin/createUser.ts), shown as one types. */
const NEW_USER_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{2,19}$/;

export const NEW_USER_ID_FIELD: FormField = {
  name: 'UserId',
  kind: 'text',
  label: msg`User Id`,
  required: msg`User Id is required.`,
  maxLength: 20,
  rule: (value) => (NEW_USER_ID.test(value.trim()) ? null : msg`User Id must be 3 to 20 letters, digits, _ . or -, starting with a letter or digit.`),
};

export const USER_NAME_FIELD: FormField = { name: 'UserName', kind: 'text', label: msg`User Name`, maxLength: 64 };

/** Password and its confirmation: the rules of spec 01 §5 and the equal-to check (spec 02 §5). */
export const NEW_PASSWORD_FIELDS: readonly FormField[] = [
  { name: 'Password', kind: 'password', autoComplete: 'new-password', label: msg`Password`, required: msg`Password is required.`, rule: (value) => passwordProblem(value) },
  {
    name: 'ConfirmPassword',
    kind: 'password',
    autoComplete: 'new-password',
    label: msg`Confirm Password`,
    required: msg`Confirm password is required.`,
    equalTo: { field: 'Password', message: PASSWORD_MESSAGES.mismatch },
  },
];

export const LOCATIONS_FIELD: FormField = { name: 'Locations', kind: 'locations', label: msg`Locations`, required: msg`Choose at least one location.` };

export const CREDIT_FIELD: FormField = { name: 'CreditCents', kind: 'money', label: msg`Credit` };

/**
 * A rate's ceiling, the upline's own (server/admin/rateRules.ts, in the server's words), checked when
 * the form loaded its ceilings (a create form: profileNewFull). Typed as a fraction, compared in basis points.
 */
const notAboveUpline =
  (ceiling: string, rate: RateCeiling) =>
  (value: string, values: FormValues): MessageDescriptor | null => {
    const most = ceilingOf(values, ceiling);
    const bp = wireValue(RATE_FIELDS[0]!, value);
    if (most === undefined || typeof bp !== 'number' || bp <= Number(most)) return null;
    return rateCeilingMessage(rate, ceilingOf(values, 'of') ?? '', `${Number(most) / 100}%`);
  };

/** Share, commission, tax and TT commission in their §5 ranges and steps, and never above the upline's. */
export const RATE_FIELDS: readonly FormField[] = [
  { name: 'ShareBp', kind: 'rate', label: msg`Share`, range: SHARE_RANGE, unit: 'basisPoints', rule: notAboveUpline('MaxShareBp', 'share') },
  { name: 'CommissionBp', kind: 'rate', label: msg`Commission`, range: COMMISSION_RANGE, unit: 'basisPoints', rule: notAboveUpline('MaxCommissionBp', 'commission') },
  { name: 'TaxBp', kind: 'rate', label: msg`Tax`, range: TAX_RANGE, unit: 'basisPoints' },
  { name: 'TtCommissionBp', kind: 'rate', label: msg`TT Commission`, range: TT_COMMISSION_RANGE, unit: 'basisPoints', rule: notAboveUpline('MaxTtCommissionBp', 'ttCommission') },
];

/** The parent's ceilings of a create form (GET profileNewFull?UserId= the ParentId of its URL; the caller's own without). */
export const PARENT_CEILINGS: CeilingsCall = { endpoint: profileNewFull, query: { UserId: 'ParentId' } };

/** The flags of spec 02 §3's profile; a player has no downline, so it has the last three only. */
export const AGENT_FLAG_FIELDS: readonly FormField[] = [
  { name: 'EnableCreateAgent', kind: 'flag', label: msg`May create agents (EnableCreateAgent)` },
  { name: 'EnableCreateDownline', kind: 'flag', label: msg`May create players (EnableCreateDownline)` },
];
export const BET_FLAG_FIELDS: readonly FormField[] = [
  { name: 'EnablePlaceBet', kind: 'flag', label: msg`May place bets (EnablePlaceBet)` },
  { name: 'EnableUpload', kind: 'flag', label: msg`May upload bets (EnableUpload)` },
  { name: 'disablePlaceBetAndFixedBet', kind: 'flag', label: msg`Place and fixed bets disabled (disablePlaceBetAndFixedBet)` },
];

/** A player's birth date: players must be at least 18 (spec 02 §5), on the operator's day. */
export const BIRTH_DATE_FIELD: FormField = {
  name: 'BirthDate',
  kind: 'date',
  label: msg`Birth Date`,
  required: msg`Birth date is required: players must be at least 18.`,
  rule: (value) => (oldEnough(value.trim(), operatorDay(Date.now())) ? null : msg`Players must be at least 18.`),
};
