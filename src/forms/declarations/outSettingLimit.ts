import { msg } from '@lingui/core/macro';
import { FOUR_D_LIMIT_BET_TYPES, saveOutSetting6, TT_LIMIT_BET_TYPE } from '../../../contract/outSettings.ts';
import { limitNumber } from '../../../domain/limitNumber.ts';
import type { FormValues } from '../../../machines/form.machine.ts';
import type { FormDeclaration, FormField } from '../formDeclaration.ts';
import { OUT_SETTING2_LIMIT_PATH, OUT_SETTING_LIMIT_PATH } from '../../screens/declarations/outSetting.ts';

/** The server's bound (server/outset/limitRequest.ts MAX_LIMIT_CENTS), checked as one types. */
const limitRule = (text: string) => (Number(text) * 100 > 1_000_000_000 ? msg`The limit is at most $10,000,000.00.` : null);

/** The number rule the server applies (domain/limitNumber.ts): 4 digits, a roll's R form, or *. */
const numberRule = (text: string, values: FormValues) =>
  limitNumber(text, values.BetType ?? '') === null ? msg`A number is 4 digits (a roll: R in place of one digit), or * for every number.` : null;

const userField: FormField = { name: 'UserId', label: msg`User Id (empty: yourself)`, kind: 'text', maxLength: 64, fromUrl: true };
const numberField: FormField = { name: 'Number', label: msg`Number (* for every number)`, kind: 'text', maxLength: 4, fromUrl: true, required: msg`Enter the number, or * for every number.`, rule: numberRule };
const money = (name: string, label: ReturnType<typeof msg>): FormField => ({ name, label, kind: 'money', fromUrl: true, rule: limitRule });

/**
 * An intake limit (Out Setting, spec 02 §7.11 POST outSetting6): for the caller, or a user of its tree
 * (UserId), a number or '*' and a bet type; Big and Small in dollars. Empty keeps all (no limit), 0
 * keeps nothing. Add opens it empty, a row's Edit filled. It applies to bets placed from now on; the
 * open draws move when the processing job runs (Out Setting's Process).
 */
export const outSettingLimit: FormDeclaration = {
  id: 'outSettingLimit',
  path: OUT_SETTING_LIMIT_PATH,
  title: msg`Out Setting`,
  menuItem: 'outSetting',
  fields: [
    userField,
    numberField,
    {
      name: 'BetType',
      label: msg`Bet Type`,
      kind: 'choice',
      choices: FOUR_D_LIMIT_BET_TYPES.map((value) => ({ value, label: { straight: msg`Straight`, roll: msg`Roll`, iBet: msg`iBet`, kBet: msg`kBet` }[value] })),
      required: msg`Choose the bet type.`,
      fromUrl: true,
    },
    money('BigCents', msg`Big (empty: no limit)`),
    money('SmallCents', msg`Small (empty: no limit)`),
  ],
  save: { endpoint: saveOutSetting6, params: [] },
  savedMessage: msg`Limit saved.`,
};

/** The TT limit (Out Setting 2): a TOTO amount per number. */
export const outSetting2Limit: FormDeclaration = {
  id: 'outSetting2Limit',
  path: OUT_SETTING2_LIMIT_PATH,
  title: msg`Out Setting 2`,
  menuItem: 'outSetting',
  fields: [
    userField,
    numberField,
    { name: 'BetType', label: msg`Bet Type`, kind: 'choice', choices: [{ value: TT_LIMIT_BET_TYPE, label: msg`TOTO` }], required: msg`Choose the bet type.`, fromUrl: true },
    money('AmountCents', msg`Amount (empty: no limit)`),
  ],
  save: { endpoint: saveOutSetting6, params: [] },
  savedMessage: msg`Limit saved.`,
};
