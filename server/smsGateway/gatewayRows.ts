/**
 * sms_gateways as SMS Gateway shows and changes them: the row never carries a secret, only whether
 * each is set; a change's fields are checked here, each problem on its field.
 */
import type { FieldProblem } from '../../contract/envelope.ts';
import type { SmsGatewayRow } from '../../contract/smsGateway.ts';
import type { Queryable } from '../db/database.ts';
import type { GatewayConfig } from '../messaging/gateways.ts';

export const GATEWAY_COLUMNS = `gateway_id as "GatewayId", loc_id as "LocId", channel as "Channel", name as "Name", url as "Url",
  coalesce(username, '') as "Username", enabled as "Enabled",
  coalesce(secret, '') <> '' as "SecretSet", coalesce(inbound_secret, '') <> '' as "InboundSecretSet",
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "UpdatedDate"`;

/** One gateway at one of `locations`, locked when a write follows; undefined when there is none such. */
export async function gatewayAt(db: Queryable, gatewayId: number, locations: readonly string[], lock = false): Promise<SmsGatewayRow | undefined> {
  const { rows } = await db.query<SmsGatewayRow>(
    `select ${GATEWAY_COLUMNS} from sms_gateways where gateway_id = $1 and loc_id = any($2::text[]) ${lock ? 'for update' : ''}`,
    [gatewayId, locations],
  );
  return rows[0];
}

/** The writable fields of a gateway; a null secret (either) keeps the stored one. */
export type GatewayChange = Pick<GatewayConfig, 'name' | 'url' | 'username' | 'secret' | 'inboundSecret' | 'enabled'>;

interface GatewayFields {
  Name: string;
  Url: string;
  Username: string;
  Secret: string;
  InboundSecret: string;
  Enabled: boolean;
}

const problem = (Field: string, Code: string, Message: string): FieldProblem => ({ Field, Code, Message });

/** The change the fields ask for, or every problem with them (in the form's order). */
export function checkGatewayFields(body: GatewayFields): { ok: GatewayChange } | { problems: FieldProblem[] } {
  const name = body.Name.trim();
  const url = body.Url.trim();
  const username = body.Username.trim();
  const problems: FieldProblem[] = [];
  if (!name) problems.push(problem('Name', 'required', 'Name is required.'));
  else if (name.length > 100) problems.push(problem('Name', 'tooLong', 'At most 100 characters.'));
  if (!url) problems.push(problem('Url', 'required', 'URL is required.'));
  else if (url.length > 500) problems.push(problem('Url', 'tooLong', 'At most 500 characters.'));
  else if (!isHttpUrl(url)) problems.push(problem('Url', 'url', 'Enter an http:// or https:// address.'));
  if (username.length > 100) problems.push(problem('Username', 'tooLong', 'At most 100 characters.'));
  if (body.Secret.length > 500) problems.push(problem('Secret', 'tooLong', 'At most 500 characters.'));
  if (body.InboundSecret.length > 500) problems.push(problem('InboundSecret', 'tooLong', 'At most 500 characters.'));
  if (problems.length > 0) return { problems };
  return {
    ok: {
      name,
      url: url.replace(/\/+$/, ''),
      username: username || null,
      // An empty secret keeps the stored one: the form never shows it, so it cannot send it back.
      secret: body.Secret === '' ? null : body.Secret,
      inboundSecret: body.InboundSecret === '' ? null : body.InboundSecret,
      enabled: body.Enabled,
    },
  };
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Writes the change (the secrets only when given) and answers the row as shown. */
export async function updateGatewayRow(tx: Queryable, gatewayId: number, change: GatewayChange, by: string, at: string): Promise<SmsGatewayRow> {
  const { rows } = await tx.query<SmsGatewayRow>(
    `update sms_gateways set name = $2, url = $3, username = $4, secret = coalesce($5, secret),
            inbound_secret = coalesce($6, inbound_secret), enabled = $7, updated_by = $8, updated_at = $9::timestamptz
      where gateway_id = $1
      returning ${GATEWAY_COLUMNS}`,
    [gatewayId, change.name, change.url, change.username, change.secret, change.inboundSecret, change.enabled, by, at],
  );
  return rows[0]!;
}
