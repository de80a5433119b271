import { msg } from '@lingui/core/macro';
import { smsSetting } from '../../../contract/sms.ts';
import { smsGatewayById, updateSmsGateway, updateSmsSetting } from '../../../contract/smsGateway.ts';
import { SMS_GATEWAY_EDIT_PATH, SMS_SETTING_PATH } from '../../screens/smsGatewayPaths.ts';
import type { FormDeclaration } from '../formDeclaration.ts';

/**
 * SMS Gateway's forms (spec 02 §2.2, §3, §7.15). Edit Gateway (the list's row Edit): the URL, the
 * username, the switch and the two secrets, which are write-only: the load answers no secret, so the
 * fields start empty, and an empty one keeps the stored secret. SMS Setting: the current location's
 * numbers (spec 02 §2.9), bot link and open hours, checked by the server, each problem on its field.
 */
export const smsGatewayEdit: FormDeclaration = {
  id: 'smsGatewayEdit',
  path: SMS_GATEWAY_EDIT_PATH,
  title: msg`Edit Gateway`,
  menuItem: 'smsGateway',
  fields: [
    { name: 'Name', kind: 'text', maxLength: 100, label: msg`Name`, required: msg`Name is required.` },
    { name: 'Url', kind: 'text', maxLength: 500, label: msg`URL`, required: msg`URL is required.` },
    { name: 'Username', kind: 'text', maxLength: 100, label: msg`Username` },
    { name: 'Secret', kind: 'password', autoComplete: 'new-password', label: msg`Secret (API key or bot token; empty keeps the current one)` },
    { name: 'InboundSecret', kind: 'password', autoComplete: 'new-password', label: msg`Inbound Secret (empty keeps the current one)` },
    { name: 'Enabled', kind: 'flag', label: msg`Enabled` },
  ],
  load: { endpoint: smsGatewayById, params: ['GatewayId'] },
  save: { endpoint: updateSmsGateway, params: ['GatewayId'] },
  savedMessage: msg`Gateway saved.`,
};

export const smsSettingForm: FormDeclaration = {
  id: 'smsSetting',
  path: SMS_SETTING_PATH,
  title: msg`SMS Setting`,
  menuItem: 'smsGateway',
  fields: [
    { name: 'SMSNumber', kind: 'phone', label: msg`SMS Number`, required: msg`SMS Number is required.` },
    { name: 'TelegramBot', kind: 'text', maxLength: 200, label: msg`Telegram Bot (https://t.me/…)` },
    { name: 'SMSHelpdesk', kind: 'phone', label: msg`SMS Helpdesk`, required: msg`SMS Helpdesk is required.` },
    { name: 'OpenTime', kind: 'text', maxLength: 5, label: msg`Open Time (HH:mm)`, required: msg`Open Time is required.` },
    { name: 'CloseTime', kind: 'text', maxLength: 5, label: msg`Close Time (HH:mm)`, required: msg`Close Time is required.` },
    { name: 'OpenDay', kind: 'text', maxLength: 50, label: msg`Open Day`, required: msg`Open Day is required.` },
  ],
  load: { endpoint: smsSetting, params: [] },
  save: { endpoint: updateSmsSetting, params: [] },
  savedMessage: msg`SMS setting saved.`,
};
