import { formSpecOf } from '../../src/forms/formSpec.ts';
import { smsGatewayEdit, smsSettingForm } from '../../src/forms/declarations/smsGateway.ts';
import { eventsOf, refusal } from './adminForms.events.ts';

/**
 * The form machine walked on SMS Gateway's declared forms (issue 23, "model tests walk ... the gateway
 * settings"): the gateway loaded without its secrets, the URL refused by the server on its field; the
 * location's SMS setting loaded, the §2.9 number rule, a time refused on its field.
 */

export const GATEWAY_URL = '/sms/smsGateway/edit?LocId=SG&GatewayId=1';
export const gatewayInput = { spec: formSpecOf(smsGatewayEdit), params: { GatewayId: '1' } };
export const gatewayEvents = eventsOf(
  [
    { type: 'CHANGE', field: 'Url', value: 'https://sms.example/api' },
    { type: 'CHANGE', field: 'Secret', value: 'new-key' },
    { type: 'CHANGE', field: 'Enabled', value: '' },
    { type: 'CHANGE', field: 'Name', value: '' },
    { type: 'BLUR', field: 'Name' },
    { type: 'SUBMIT' },
  ],
  {
    values: { Name: 'Singapore SMS gateway', Url: 'http://127.0.0.1:4175', Username: 'demo', Enabled: 'true' },
    options: {},
  },
  refusal('Url', 'url', 'Enter an http:// or https:// address.'),
);

export const SETTING_URL = '/sms/smsGateway/setting?LocId=SG';
export const settingInput = { spec: formSpecOf(smsSettingForm), params: {} };
export const settingEvents = eventsOf(
  [
    { type: 'CHANGE', field: 'SMSNumber', value: '6581112222' },
    { type: 'CHANGE', field: 'SMSNumber', value: '+6581112222' },
    { type: 'BLUR', field: 'SMSNumber' },
    { type: 'CHANGE', field: 'OpenTime', value: '08:30' },
    { type: 'SUBMIT' },
  ],
  {
    values: { SMSNumber: '6580001234', TelegramBot: 'https://t.me/Draw4DBot', SMSHelpdesk: '6560004321', OpenTime: '09:00', CloseTime: '18:30', OpenDay: 'Mon-Sun' },
    options: {},
  },
  refusal('OpenTime', 'time', 'Enter a time of day as HH:mm (00:00 to 23:59).'),
);
