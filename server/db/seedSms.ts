/**
 * Demo data of SMS Agent and SMS Subscribe (issue 23), applied once (seed step `demo-sms`): agent1
 * takes SMS bets at SG and MG and ttagent at TT, each on its location's published SMS number (the
 * SMS setting's SMSNumber, seedSignedInArea.ts), so a message to that number names the agent and the
 * location; member1 has a registered mobile (unless one is set already) and is subscribed by agent1
 * to SG's results and its own SG strikes.
 */
import type { Database } from './database.ts';
import { SMS_SETTINGS } from './seedSignedInArea.ts';
import { timestamp } from './timestamp.ts';

const STEP_ID = 'demo-sms';

/** member1's demo mobile: a Singapore number (65 and 8 digits). */
export const DEMO_MEMBER1_MOBILE = '6591110001';

const numberOf = (locId: string) => SMS_SETTINGS.find((setting) => setting.loc === locId)!.number;

export const DEMO_SMS_AGENTS = [
  { agentId: 'agent1', locId: 'SG', mobile: numberOf('SG') },
  { agentId: 'agent1', locId: 'MG', mobile: numberOf('MG') },
  { agentId: 'ttagent', locId: 'TT', mobile: numberOf('TT') },
];

/** Seeds the SMS demo data once; answers whether it did. */
export async function seedDemoSms(db: Database, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      'insert into seed_steps (step_id, applied_at) values ($1, $2::timestamptz) on conflict do nothing returning 1',
      [STEP_ID, timestamp(now)],
    );
    if (rows.length === 0) return false;
    for (const agent of DEMO_SMS_AGENTS) {
      await tx.query(
        `insert into sms_agents (agent_id, loc_id, mobile, created_by)
         select $1, $2, $3, 'admin' where exists (select 1 from users where user_id = $1) on conflict (mobile) do nothing`,
        [agent.agentId, agent.locId, agent.mobile],
      );
    }
    await tx.query(
      `update users set mobile = $1 where user_id = 'member1' and mobile is null
         and not exists (select 1 from users where mobile = $1)`,
      [DEMO_MEMBER1_MOBILE],
    );
    await tx.query(
      `insert into sms_subscriptions (user_id, loc_id, kind, subscribed_by)
       select 'member1', 'SG', k, 'agent1' from unnest(array['result', 'strike']) as k
       where exists (select 1 from users where user_id = 'member1') on conflict do nothing`,
    );
    return true;
  });
}
