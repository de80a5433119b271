/**
 * SMS Agent (spec 02 §2.2 /sms/smsAgent, §2.9, §7.15): the agents that take bets by SMS at a location
 * with their numbers. Expected rows are written from the demo data (README "Demo accounts": admin →
 * agent1, agent2 → agent3; ttagent at TT) and the seed's SMS agents (the SMS setting's numbers); the
 * number rule's messages are spec 02 §2.9's (domain/phone.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSMSAgent, deleteSMSAgent, getSMSAgent } from '../../contract/smsAgents.ts';
import { PHONE_MESSAGES } from '../../domain/phone.ts';
import { apiAs, type ApiClient } from './apiClient.ts';
import { signIn, startTestServer, type TestServer } from './testServer.ts';

let server: TestServer;
const as: Record<string, ApiClient> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'agent1', 'agent2', 'member1', 'ttagent']) as[user] = apiAs(server, (await signIn(server.app, user)).access_token);
});
afterAll(async () => {
  await server?.close();
});

const list = async (who: string, LocId = 'SG') =>
  (await as[who]!.data(getSMSAgent, { query: { LocId } })).Rows.map((row) => `${row.AgentId} ${row.LocId} ${row.Mobile}`);
const agentRows = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from sms_agents')).rows[0]!.n;
const audits = async (action: string) => (await server.db.query('select 1 from audit_log where action = $1', [action])).rows.length;
async function problems(response: Response) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { data: { Problems: { Field: string; Message: string }[] } };
  return body.data.Problems.map((p) => `${p.Field}: ${p.Message}`);
}

describe('the list', () => {
  it('shows the seeded agents of the caller tree at the location: agent1 at SG and MG, ttagent at TT', async () => {
    expect(await list('admin', 'SG')).toEqual(['agent1 SG 6580001234']);
    expect(await list('admin', 'MG')).toEqual(['agent1 MG 60123004567']);
    expect(await list('agent1', 'SG')).toEqual(['agent1 SG 6580001234']);
    expect((await as.ttagent!.data(getSMSAgent, { query: { LocId: 'TT' } })).Rows.map((row) => row.Mobile)).toEqual(['6580005678']);
  });

  it("shows nothing of another branch: agent2 does not see agent1's number, a member has none", async () => {
    expect(await list('agent2', 'SG')).toEqual([]);
    expect(await list('member1', 'SG')).toEqual([]);
  });
});

describe('adding a number', () => {
  it('adds an agent of the tree with its audit row, and the agent sees it', async () => {
    const before = await audits('smsAgent.add');
    const row = await as.admin!.data(addSMSAgent, { body: { LocId: 'SG', AgentId: 'agent2', Mobile: ' 6580002001 ' } });
    expect(row).toMatchObject({ AgentId: 'agent2', LocId: 'SG', Mobile: '6580002001' });
    expect(await list('agent2', 'SG')).toEqual(['agent2 SG 6580002001']);
    expect(await audits('smsAgent.add')).toBe(before + 1);
  });

  it('lets an agent add itself (AgentId empty)', async () => {
    const row = await as.agent2!.data(addSMSAgent, { body: { LocId: 'MG', AgentId: '', Mobile: '60123002002' } });
    expect(row).toMatchObject({ AgentId: 'agent2', LocId: 'MG' });
  });

  it.each([
    ['+6580002003', PHONE_MESSAGES.plus],
    ['80002003', PHONE_MESSAGES.singapore],
    ['65800O2003', PHONE_MESSAGES.digits],
    ['65 8000 2003', PHONE_MESSAGES.digits],
    ['658000200', PHONE_MESSAGES.singaporeLength],
    ['', 'Enter the number.'],
  ])('refuses the number %j with "%s" on Mobile, writing nothing', async (Mobile, message) => {
    const before = await agentRows();
    expect(await problems(await as.admin!.request(addSMSAgent, { body: { LocId: 'SG', AgentId: 'agent2', Mobile } }))).toEqual([`Mobile: ${message}`]);
    expect(await agentRows()).toBe(before);
  });

  it("refuses a number that is already an agent's, on Mobile", async () => {
    expect(await problems(await as.admin!.request(addSMSAgent, { body: { LocId: 'SG', AgentId: 'agent2', Mobile: '6580001234' } }))).toEqual([
      'Mobile: This number is already an SMS agent number.',
    ]);
  });

  it('refuses a player or an agent away from the location, on AgentId', async () => {
    expect(await problems(await as.admin!.request(addSMSAgent, { body: { LocId: 'SG', AgentId: 'member1', Mobile: '6580002004' } }))).toEqual([
      'AgentId: member1 is a player, not an agent.',
    ]);
    // agent3 works at MG only.
    expect(await problems(await as.admin!.request(addSMSAgent, { body: { LocId: 'SG', AgentId: 'agent3', Mobile: '6580002004' } }))).toEqual([
      'AgentId: agent3 does not work at SG.',
    ]);
  });

  it("refuses another branch's agent, an unknown id and a member caller with 403, writing nothing", async () => {
    const before = await agentRows();
    await as.agent2!.refused(addSMSAgent, 403, { body: { LocId: 'SG', AgentId: 'agent1', Mobile: '6580002005' } });
    await as.agent2!.refused(addSMSAgent, 403, { body: { LocId: 'SG', AgentId: 'nobody', Mobile: '6580002005' } });
    await as.member1!.refused(addSMSAgent, 403, { body: { LocId: 'SG', AgentId: '', Mobile: '6580002005' } });
    expect(await agentRows()).toBe(before);
  });
});

describe('removing a number', () => {
  const idOf = async (mobile: string) => (await server.db.query<{ sms_agent_id: number }>('select sms_agent_id from sms_agents where mobile = $1', [mobile])).rows[0]?.sms_agent_id;

  it("refuses another branch's number and an unknown id with 403, keeping the row", async () => {
    const agent1s = (await idOf('6580001234'))!;
    await as.agent2!.refused(deleteSMSAgent, 403, { params: { id: String(agent1s) } });
    await as.agent2!.refused(deleteSMSAgent, 403, { params: { id: '99999' } });
    await as.member1!.refused(deleteSMSAgent, 403, { params: { id: String(agent1s) } });
    expect(await idOf('6580001234')).toBe(agent1s);
  });

  it('removes a number of its tree with an audit row', async () => {
    const id = (await idOf('6580002001'))!;
    const before = await audits('smsAgent.delete');
    expect(await as.agent2!.data(deleteSMSAgent, { params: { id: String(id) } })).toEqual({ SmsAgentId: id });
    expect(await idOf('6580002001')).toBeUndefined();
    expect(await audits('smsAgent.delete')).toBe(before + 1);
    // The number is free again.
    expect((await as.admin!.data(addSMSAgent, { body: { LocId: 'SG', AgentId: 'agent2', Mobile: '6580002001' } })).Mobile).toBe('6580002001');
  });

  it('answers a malformed id with 400', async () => {
    await as.admin!.refused(deleteSMSAgent, 400, { params: { id: 'x' } });
  });
});
