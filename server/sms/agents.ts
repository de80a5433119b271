/**
 * SMS Agent (spec 02 §2.2, §7.15): who takes bets by SMS at a location, on which number. The rules,
 * decided from the database on every call:
 * - a member has no SMS agents (403); an admin or agent adds an agent of its tree, or itself
 *   (AgentId empty); a member of its tree is no agent (a problem on AgentId);
 * - the agent must work at the location (a problem on AgentId);
 * - the number follows spec 02 §2.9 (domain/phone.ts, the messages of the Mobile page) and belongs to
 *   one agent (a number names the agent and the location of an incoming SMS; a problem on Mobile);
 * - a number is removed only by a caller whose tree holds its agent (403 otherwise, unknown ids alike).
 * Each write is one transaction with its audit row.
 */
import type { FieldProblem } from '../../contract/envelope.ts';
import type { SmsAgentRow } from '../../contract/smsAgents.ts';
import { PHONE_MESSAGES, phoneProblem } from '../../domain/phone.ts';
import { writeAudit } from '../audit.ts';
import { atomically } from '../db/atomically.ts';
import type { Queryable } from '../db/database.ts';
import { mayAccessMember } from '../memberTree.ts';

export const OUTSIDE_TREE = 'Unauthorized Access';
export const NUMBER_IS_AN_AGENTS = 'This number is already an SMS agent number.';

/** The select list of a row as the contract names it (sms_agents a join users u). */
export const SMS_AGENT_COLUMNS = `a.sms_agent_id as "SmsAgentId", a.agent_id as "AgentId", coalesce(u.user_name, '') as "AgentName",
  a.mobile as "Mobile", a.loc_id as "LocId", to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "CreatedAt"`;

export interface SmsAgentWriter {
  callerId: string;
  callerRole: string;
  locId: string;
  now: number;
}

export type AgentOutcome<T> = { ok: T } | { refused: 403 } | { problems: FieldProblem[] };

const problem = (Field: string, Code: string, Message: string): FieldProblem => ({ Field, Code, Message });
const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** The agent the request names, as stored, or why not. */
async function agentOf(db: Queryable, writer: SmsAgentWriter, typed: string): Promise<AgentOutcome<string>> {
  const wanted = typed.trim() || writer.callerId;
  if (!(await mayAccessMember(db, writer.callerId, wanted))) return { refused: 403 };
  const { rows } = await db.query<{ user_id: string; role: string; works_here: boolean }>(
    `select u.user_id, u.role, exists (select 1 from user_locations l where l.user_id = u.user_id and l.loc_id = $2) as works_here
     from users u where lower(u.user_id) = lower($1) and u.status <> 'deleted'`,
    [wanted, writer.locId],
  );
  const user = rows[0];
  if (!user) return { refused: 403 };
  if (user.role === 'MEM') return { problems: [problem('AgentId', 'notAgent', `${user.user_id} is a player, not an agent.`)] };
  if (!user.works_here) return { problems: [problem('AgentId', 'location', `${user.user_id} does not work at ${writer.locId}.`)] };
  return { ok: user.user_id };
}

async function numberProblem(db: Queryable, typed: string): Promise<FieldProblem | null> {
  if (typed === '') return problem('Mobile', 'required', 'Enter the number.');
  const wrong = phoneProblem(typed);
  if (wrong) return problem('Mobile', wrong, PHONE_MESSAGES[wrong]);
  const { rows } = await db.query('select 1 from sms_agents where mobile = $1', [typed]);
  return rows.length ? problem('Mobile', 'taken', NUMBER_IS_AN_AGENTS) : null;
}

/** Adds the number of an agent of the caller's tree at the location; answers the row. */
export async function addSmsAgent(db: Queryable, writer: SmsAgentWriter, agentId: string, mobile: string): Promise<AgentOutcome<SmsAgentRow>> {
  if (writer.callerRole === 'MEM') return { refused: 403 };
  const agent = await agentOf(db, writer, agentId);
  const number = mobile.trim();
  const numberWrong = await numberProblem(db, number);
  const problems = [...('problems' in agent ? agent.problems : []), ...(numberWrong ? [numberWrong] : [])];
  if ('refused' in agent) return agent;
  if (problems.length > 0 || !('ok' in agent)) return { problems };
  try {
    return await atomically(db, async (tx) => {
      const { rows } = await tx.query<{ sms_agent_id: number }>(
        `insert into sms_agents (agent_id, loc_id, mobile, created_by, created_at) values ($1, $2, $3, $4, to_timestamp($5 / 1000.0)) returning sms_agent_id`,
        [agent.ok, writer.locId, number, writer.callerId, writer.now],
      );
      const row = await smsAgentRow(tx, rows[0]!.sms_agent_id);
      await writeAudit(tx, { userId: writer.callerId, locId: writer.locId, action: 'smsAgent.add', entity: 'smsAgent', entityId: row!.SmsAgentId, before: null, after: row, at: writer.now });
      return { ok: row! };
    });
  } catch (error) {
    // Two requests adding one number at once: the unique index lets one win.
    if (isUniqueViolation(error)) return { problems: [problem('Mobile', 'taken', NUMBER_IS_AN_AGENTS)] };
    throw error;
  }
}

async function smsAgentRow(db: Queryable, id: number): Promise<SmsAgentRow | null> {
  const { rows } = await db.query<SmsAgentRow>(`select ${SMS_AGENT_COLUMNS} from sms_agents a join users u on u.user_id = a.agent_id where a.sms_agent_id = $1`, [id]);
  return rows[0] ?? null;
}

/** Removes one SMS agent number whose agent is in the caller's tree. */
export async function deleteSmsAgent(db: Queryable, writer: Omit<SmsAgentWriter, 'locId'>, id: number): Promise<AgentOutcome<{ SmsAgentId: number }>> {
  if (writer.callerRole === 'MEM') return { refused: 403 };
  return atomically(db, async (tx) => {
    const { rows } = await tx.query<{ agent_id: string }>('select agent_id from sms_agents where sms_agent_id = $1 for update', [id]);
    const found = rows[0];
    if (!found || !(await mayAccessMember(tx, writer.callerId, found.agent_id))) return { refused: 403 as const };
    const before = await smsAgentRow(tx, id);
    await tx.query('delete from sms_agents where sms_agent_id = $1', [id]);
    await writeAudit(tx, { userId: writer.callerId, locId: before!.LocId, action: 'smsAgent.delete', entity: 'smsAgent', entityId: id, before, after: null, at: writer.now });
    return { ok: { SmsAgentId: id } };
  });
}
