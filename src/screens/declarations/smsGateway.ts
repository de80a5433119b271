import { msg } from '@lingui/core/macro';
import { smsGateways, type SmsGatewayRow } from '../../../contract/smsGateway.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { SMS_GATEWAY_EDIT_PATH, SMS_SETTING_PATH } from '../smsGatewayPaths.ts';
import { operatorTimeOf } from './auditLog.ts';

/**
 * SMS Gateway (spec 02 §2.2 /sms/smsGateway, §7.15): the SMS and bot gateways of the caller's
 * locations, each with Edit (the form: URL, credentials, switch); SMS Setting opens the location's
 * setting (§3: numbers, bot, open hours). Secrets are write-only: the list says only whether each is
 * set. The view is named AG (a view needs an attribute name; the call requires none: the server asks
 * admin or SMSGateway, the menu's rule).
 */
const yesNo = (value: boolean) => (value ? msg`Yes` : msg`No`);

export const smsGatewayScreen: ScreenDeclaration = {
  id: 'smsGateway',
  title: msg`SMS Gateway`,
  menuItem: 'smsGateway',
  filters: [],
  actions: [{ id: 'setting', label: msg`SMS Setting`, to: () => ({ page: SMS_SETTING_PATH, changes: {} }) }],
  views: [
    defineView<SmsGatewayRow>({
      vw: 'AG',
      label: msg`SMS Gateway`,
      endpoints: { '4d': smsGateways, tt: smsGateways },
      columns: [
        { id: 'LocId', header: msg`Location`, kind: 'text', value: (row) => row.LocId },
        { id: 'Channel', header: msg`Channel`, kind: 'text', value: (row) => (row.Channel === 'sms' ? msg`SMS` : msg`Bot`) },
        { id: 'Name', header: msg`Name`, kind: 'text', value: (row) => row.Name },
        { id: 'Url', header: msg`URL`, kind: 'text', value: (row) => row.Url },
        { id: 'Username', header: msg`Username`, kind: 'text', value: (row) => row.Username },
        { id: 'Enabled', header: msg`Enabled`, kind: 'text', value: (row) => yesNo(row.Enabled) },
        { id: 'SecretSet', header: msg`Secret Set`, kind: 'text', value: (row) => yesNo(row.SecretSet) },
        { id: 'InboundSecretSet', header: msg`Inbound Secret Set`, kind: 'text', value: (row) => yesNo(row.InboundSecretSet) },
        { id: 'UpdatedDate', header: msg`Updated`, kind: 'text', value: (row) => operatorTimeOf(row.UpdatedDate) },
      ],
      rowKey: (row) => String(row.GatewayId),
      defaultSort: { by: 'LocId', direction: 'asc' },
      totals: [],
      example: {
        GatewayId: 1,
        LocId: 'SG',
        Channel: 'sms',
        Name: 'Singapore SMS gateway',
        Url: 'http://127.0.0.1:4175',
        Username: 'demo',
        Enabled: true,
        SecretSet: true,
        InboundSecretSet: true,
        UpdatedDate: '2026-11-25T03:00:00Z',
      },
      actions: [{ kind: 'link', id: 'edit', label: msg`Edit`, to: (row) => ({ page: SMS_GATEWAY_EDIT_PATH, changes: { GatewayId: String(row.GatewayId) } }) }],
    }),
  ],
};
