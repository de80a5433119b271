/**
 * Who an incoming SMS is to and from (spec 02 §2.9; issue 23).
 *
 * Decisions (README "Bets by SMS and by the bot"):
 * - The receiving number names the location and the taking agent: an SMS agent's number (sms_agents)
 *   is that agent's at its location; the location's own SMS number (sms_settings.sms_number) is the
 *   operator's. An unknown receiving number is refused before anything is stored.
 * - The sender is the user whose registered mobile (users.mobile) is the sending number (digits; a
 *   leading '+' dropped). Through an agent's number only a user of that agent's tree may bet (the agent
 *   itself included); through the location's number any registered user, since the operator's (an
 *   admin's) tree is everyone. Whether the user bets at the location and may place bets is Place Bets'
 *   own rule (mayBetFor, inside placeLines), answered in the reply.
 */
import type { Location } from '../../../domain/bets/index.ts';
import type { Queryable } from '../../db/database.ts';
import { mayAccessMember } from '../../memberTree.ts';

/** Digits of a number as a gateway writes it: '+65 8000-1234' is 6580001234; null when it holds anything else. */
export function numberDigits(raw: string): string | null {
  const compact = raw.trim().replace(/^\+/, '').replace(/[\s-]/g, '');
  return /^[0-9]{1,32}$/.test(compact) ? compact : null;
}

export interface ReceivingNumber {
  locId: Location;
  /** The SMS agent the number is; null for the location's own number. */
  agentId: string | null;
  number: string;
}

export async function receivingNumber(db: Queryable, to: string): Promise<ReceivingNumber | null> {
  const number = numberDigits(to);
  if (!number) return null;
  const { rows } = await db.query<{ loc_id: Location; agent_id: string | null }>(
    `select loc_id, agent_id from (
       select loc_id, agent_id, 0 as rank from sms_agents where mobile = $1
       union all
       select loc_id, null, 1 from sms_settings where sms_number = $1
     ) numbers order by rank, loc_id limit 1`,
    [number],
  );
  const row = rows[0];
  return row ? { locId: row.loc_id, agentId: row.agent_id, number } : null;
}

export type SmsSender = { kind: 'user'; userId: string } | { kind: 'unregistered' } | { kind: 'notAllowed'; userId: string };

export async function smsSender(tx: Queryable, from: string, receiving: ReceivingNumber): Promise<SmsSender> {
  const number = numberDigits(from);
  if (!number) return { kind: 'unregistered' };
  const { rows } = await tx.query<{ user_id: string }>('select user_id from users where mobile = $1', [number]);
  const userId = rows[0]?.user_id;
  if (!userId) return { kind: 'unregistered' };
  if (receiving.agentId && !(await mayAccessMember(tx, receiving.agentId, userId))) return { kind: 'notAllowed', userId };
  return { kind: 'user', userId };
}
