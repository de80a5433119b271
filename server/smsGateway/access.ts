/**
 * Who may use SMS Gateway (spec 02 §6 rule SMSGateway, the menu's rule on the server): an admin, or a
 * user granted SMSGateway ('SMSGateway' or '*'), read from the database per request, never from the
 * token; and only the gateways and settings of locations the caller works at (`caller.locations`,
 * read with the session from user_locations).
 */
import type { Queryable } from '../db/database.ts';
import type { Caller } from '../http/implement.ts';
import { userHolds } from '../permissions/grants.ts';

export const SMS_GATEWAY_REFUSED = 'SMS Gateway needs the SMSGateway permission.';

export async function mayUseSmsGateway(db: Queryable, caller: Pick<Caller, 'userId'>): Promise<boolean> {
  const { rows } = await db.query<{ role: string }>('select role from users where user_id = $1', [caller.userId]);
  return rows[0]?.role === 'ADMIN' || (await userHolds(db, caller.userId, 'SMSGateway'));
}
