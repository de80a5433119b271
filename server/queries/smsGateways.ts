/**
 * SMS Gateway's rows (GET SMSGateway, spec 02 §7.15): the SMS and bot gateways of every location the
 * caller works at, never a secret (server/smsGateway/gatewayRows.ts). Refused (403) to whoever is
 * neither an admin nor granted SMSGateway (server/smsGateway/access.ts).
 */
import { smsGateways } from '../../contract/smsGateway.ts';
import { mayUseSmsGateway, SMS_GATEWAY_REFUSED } from '../smsGateway/access.ts';
import { GATEWAY_COLUMNS } from '../smsGateway/gatewayRows.ts';
import { pagedCall, refuse } from './pagedCall.ts';

export const smsGatewaysCall = pagedCall({
  endpoint: smsGateways,
  csvName: 'sms-gateways',
  async query({ caller, db }) {
    if (!(await mayUseSmsGateway(db, caller))) return refuse(403, SMS_GATEWAY_REFUSED);
    return {
      columns: GATEWAY_COLUMNS,
      from: 'sms_gateways',
      where: 'loc_id = any($1::text[])',
      params: [caller.locations],
      sortable: {
        LocId: { sql: 'loc_id', type: 'text' },
        Channel: { sql: 'channel', type: 'text' },
        Name: { sql: 'name', type: 'text' },
        UpdatedDate: { sql: 'updated_at', type: 'timestamptz' },
      },
      tieBreaker: [{ sql: 'gateway_id', type: 'integer' }],
      totals: `count(*)::int as "Gateways"`,
    };
  },
});
