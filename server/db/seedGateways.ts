/**
 * Demo SMS and bot gateways (issue 23): one of each channel for SG, MG and TT, pointing at the local
 * gateway peer (scripts/localGateway.ts), which `npm start` and the e2e setup run. A seed step of
 * seedSignedInArea.ts, so it is applied once: what an operator later writes on SMS Gateway is kept.
 *   SMS_GATEWAY_URL  where both channels point (default the peer at http://127.0.0.1:LOCAL_GATEWAY_PORT);
 *   SMS_INBOUND_SECRET  the inbound secret (default a fixed demo value).
 */
import type { Queryable } from './database.ts';
import { DEMO_BOT_TOKEN, DEMO_SMS_SECRET, demoInboundSecret, LOCAL_GATEWAY_DEFAULT_PORT } from '../messaging/demoGateway.ts';

/** Where the demo gateways point: SMS_GATEWAY_URL, else the local peer's port. */
export function demoGatewayUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SMS_GATEWAY_URL || `http://127.0.0.1:${env.LOCAL_GATEWAY_PORT || LOCAL_GATEWAY_DEFAULT_PORT}`).replace(/\/$/, '');
}

export async function seedDemoGateways(tx: Queryable, env: NodeJS.ProcessEnv = process.env) {
  const url = demoGatewayUrl(env);
  await tx.query(
    `insert into sms_gateways (loc_id, channel, name, url, username, secret, inbound_secret, enabled)
     select l.loc_id, c.channel, l.name || case c.channel when 'sms' then ' SMS gateway' else ' bot' end,
            $1, case c.channel when 'sms' then 'demo' end, c.secret, $2, true
       from locations l
       cross join (values ('sms', $3::text), ('bot', $4::text)) as c (channel, secret)
      where l.loc_id in ('SG', 'MG', 'TT')
     on conflict (loc_id, channel) do nothing`,
    [url, demoInboundSecret(env), DEMO_SMS_SECRET, DEMO_BOT_TOKEN],
  );
}
