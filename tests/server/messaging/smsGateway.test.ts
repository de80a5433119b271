/**
 * SMS Gateway's calls (contract/smsGateway.ts): who may (an admin, or a user granted SMSGateway, at its
 * own locations), secrets never answered and kept when left empty, each field's problem on its field
 * (the URL; the SMS setting's numbers by spec 02 §2.9, the bot link, the hours), writes audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOT_TOKEN, DEMO_SMS_SECRET, demoInboundSecret } from '../../../server/messaging/demoGateway.ts';
import { signIn, startTestServer, type TestServer } from '../testServer.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'agent1', 'member1']) tokens[user] = (await signIn(server.app, user)).access_token;
}, 60_000);
afterAll(() => server?.close());

const call = (user: string, method: string, path: string, body?: object) =>
  server.app.request(`/api/v1/4d/${path}`, {
    method,
    headers: { authorization: `Bearer ${tokens[user]}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

async function gatewayId(locId: string, channel: string) {
  const { rows } = await server.db.query<{ gateway_id: number }>('select gateway_id from sms_gateways where loc_id = $1 and channel = $2', [locId, channel]);
  return rows[0]!.gateway_id;
}

const SETTING = { LocId: 'SG', SMSNumber: '6581112222', TelegramBot: 'https://t.me/OtherBot', SMSHelpdesk: '6563334444', OpenTime: '08:30', CloseTime: '19:00', OpenDay: 'Mon-Sat' };

describe('SMS Gateway', () => {
  it("lists the admin's gateways at every location without any secret", async () => {
    const response = await call('admin', 'GET', 'SMSGateway?LocId=SG');
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const secret of [DEMO_SMS_SECRET, DEMO_BOT_TOKEN, demoInboundSecret({})]) expect(text).not.toContain(secret);
    const rows = (JSON.parse(text) as { data: { Rows: { LocId: string; Channel: string; SecretSet: boolean; InboundSecretSet: boolean }[] } }).data.Rows;
    expect(rows.map((row) => `${row.LocId}/${row.Channel}`).sort()).toEqual(['MG/bot', 'MG/sms', 'SG/bot', 'SG/sms', 'TT/bot', 'TT/sms']);
    expect(rows.every((row) => row.SecretSet && row.InboundSecretSet)).toBe(true);
  });

  it('refuses whoever is neither an admin nor granted SMSGateway, and bounds a grantee to its locations', async () => {
    const sg = await gatewayId('SG', 'sms');
    const tt = await gatewayId('TT', 'sms');
    for (const user of ['agent1', 'member1']) {
      expect((await call(user, 'GET', 'SMSGateway?LocId=SG')).status).toBe(403);
      expect((await call(user, 'GET', `SMSGatewayById/${sg}?LocId=SG`)).status).toBe(403);
      expect((await call(user, 'PUT', 'dSMSSetting', SETTING)).status).toBe(403);
    }
    await server.db.query(`update users set granted = array_append(granted, 'SMSGateway') where user_id = 'agent1'`);
    const listed = (await (await call('agent1', 'GET', 'SMSGateway?LocId=SG')).json()) as { data: { Rows: { LocId: string }[] } };
    // agent1 works at SG and MG: TT's gateways are not its own.
    expect(new Set(listed.data.Rows.map((row) => row.LocId))).toEqual(new Set(['SG', 'MG']));
    expect((await call('agent1', 'GET', `SMSGatewayById/${tt}?LocId=SG`)).status).toBe(404);
    expect((await call('agent1', 'PUT', 'updateSMSGateway', { GatewayId: tt, Name: 'x', Url: 'http://x.example', Username: '', Secret: '', InboundSecret: '', Enabled: true })).status).toBe(404);
  });

  it('keeps a secret sent empty, replaces one given, and never answers either', async () => {
    const id = await gatewayId('MG', 'sms');
    const base = { LocId: 'MG', GatewayId: id, Name: 'MG provider', Url: 'https://sms.example/api/', Username: 'mg', Enabled: false };
    const kept = await call('admin', 'PUT', 'updateSMSGateway', { ...base, Secret: '', InboundSecret: '' });
    expect(kept.status).toBe(200);
    const keptText = await kept.text();
    expect(keptText).not.toContain(DEMO_SMS_SECRET);
    expect(JSON.parse(keptText).data).toMatchObject({ Name: 'MG provider', Url: 'https://sms.example/api', Username: 'mg', Enabled: false, SecretSet: true });
    let { rows } = await server.db.query<{ secret: string; inbound_secret: string }>('select secret, inbound_secret from sms_gateways where gateway_id = $1', [id]);
    expect(rows[0]).toEqual({ secret: DEMO_SMS_SECRET, inbound_secret: demoInboundSecret({}) });

    const replaced = await call('admin', 'PUT', 'updateSMSGateway', { ...base, Secret: 'new-key-123', InboundSecret: 'new-inbound' });
    expect(await replaced.text()).not.toContain('new-key-123');
    ({ rows } = await server.db.query('select secret, inbound_secret from sms_gateways where gateway_id = $1', [id]));
    expect(rows[0]).toEqual({ secret: 'new-key-123', inbound_secret: 'new-inbound' });
    const byId = await call('admin', 'GET', `SMSGatewayById/${id}?LocId=MG`);
    expect(await byId.text()).not.toMatch(/new-key-123|new-inbound/);

    const audits = await server.db.query<{ text: string }>(`select (before::text || after::text) as text from audit_log where action = 'smsGateway.update' and entity_id = $1`, [String(id)]);
    expect(audits.rows).toHaveLength(2);
    for (const row of audits.rows) expect(row.text).not.toMatch(/new-key-123|new-inbound|demo-sms-key/);
  });

  it('puts each problem of a gateway on its field, writing nothing', async () => {
    const id = await gatewayId('SG', 'bot');
    const response = await call('admin', 'PUT', 'updateSMSGateway', { GatewayId: id, Name: '', Url: 'ftp://files.example', Username: '', Secret: '', InboundSecret: '', Enabled: true });
    expect(response.status).toBe(400);
    const problems = ((await response.json()) as { data: { Problems: { Field: string; Message: string }[] } }).data.Problems;
    expect(problems).toEqual([
      { Field: 'Name', Code: 'required', Message: 'Name is required.' },
      { Field: 'Url', Code: 'url', Message: 'Enter an http:// or https:// address.' },
    ]);
    const { rows } = await server.db.query<{ name: string }>('select name from sms_gateways where gateway_id = $1', [id]);
    expect(rows[0]!.name).not.toBe('');
  });

  it("checks the SMS setting by the spec's rules and saves it for the location", async () => {
    const refused = await call('admin', 'PUT', 'dSMSSetting', { ...SETTING, SMSNumber: '+6581112222', SMSHelpdesk: '81112222', TelegramBot: 'http://bot.example', OpenTime: '25:00' });
    expect(refused.status).toBe(400);
    const problems = ((await refused.json()) as { data: { Problems: { Field: string; Message: string }[] } }).data.Problems;
    expect(problems.map((problem) => [problem.Field, problem.Message])).toEqual([
      ['SMSNumber', 'Write the number without +.'],
      ['TelegramBot', 'Enter the bot link as https://t.me/<bot name>, or leave it empty.'],
      ['SMSHelpdesk', 'Singapore numbers must begin with 65.'],
      ['OpenTime', 'Enter a time of day as HH:mm (00:00 to 23:59).'],
    ]);
    const saved = await call('admin', 'PUT', 'dSMSSetting', SETTING);
    expect(saved.status).toBe(200);
    const read = (await (await call('admin', 'GET', 'smsSetting?LocId=SG')).json()) as { data: unknown };
    const { LocId: _ignored, ...expected } = SETTING;
    expect(read.data).toEqual(expected);
    // An empty bot link means no bot.
    await call('admin', 'PUT', 'dSMSSetting', { ...SETTING, TelegramBot: '' });
    expect(((await (await call('admin', 'GET', 'smsSetting?LocId=SG')).json()) as { data: { TelegramBot: unknown } }).data.TelegramBot).toBeNull();
    const audits = await server.db.query(`select 1 from audit_log where action = 'smsSetting.update' and loc_id = 'SG'`);
    expect(audits.rows).toHaveLength(2);
  });
});
