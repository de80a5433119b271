/**
 * Where a location's messages go (sms_gateways, migration 0031): read by the delivery worker (outgoing)
 * and by the inbound webhooks (the shared secret an incoming message must carry). The secrets never
 * leave the server: the SMSGateway calls answer only whether each is set.
 */
import type { Queryable } from '../db/database.ts';
import type { Location } from '../../domain/bets/index.ts';
import type { MessageChannel } from './outbox.ts';

export interface GatewayConfig {
  gatewayId: number;
  locId: Location;
  channel: MessageChannel;
  name: string;
  /** sms: the gateway's base URL; bot: the Telegram Bot API base URL. */
  url: string;
  username: string | null;
  /** sms: the API key; bot: the bot token. */
  secret: string | null;
  /** What an incoming message must carry to be taken. */
  inboundSecret: string | null;
  enabled: boolean;
}

/** A location's gateway for one channel, or null when it has none (its messages wait, queued). */
export async function gatewayFor(db: Queryable, locId: Location, channel: MessageChannel): Promise<GatewayConfig | null> {
  const { rows } = await db.query<GatewayConfig>(
    `select gateway_id as "gatewayId", loc_id as "locId", channel, name, url, username, secret,
            inbound_secret as "inboundSecret", enabled
       from sms_gateways where loc_id = $1 and channel = $2`,
    [locId, channel],
  );
  return rows[0] ?? null;
}
