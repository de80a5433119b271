/**
 * The demo gateways (server/db/seedGateways.ts): a seeded database has an SMS and a bot gateway for SG,
 * MG and TT pointing at the local peer with its demo credentials, and the seed step is applied once (an
 * operator's later change survives the next start).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedSignedInArea } from '../../../server/db/seedSignedInArea.ts';
import { demoGatewayUrl } from '../../../server/db/seedGateways.ts';
import { DEMO_BOT_TOKEN, DEMO_SMS_SECRET, demoInboundSecret } from '../../../server/messaging/demoGateway.ts';
import { startTestServer, type TestServer } from '../testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

it('seeds an SMS and a bot gateway per location, at the local peer, with the demo secrets', async () => {
  const { rows } = await server.db.query<{ loc_id: string; channel: string; url: string; secret: string; inbound_secret: string; enabled: boolean }>(
    'select loc_id, channel, url, secret, inbound_secret, enabled from sms_gateways order by loc_id, channel',
  );
  expect(rows.map((row) => `${row.loc_id}/${row.channel}`)).toEqual(['MG/bot', 'MG/sms', 'SG/bot', 'SG/sms', 'TT/bot', 'TT/sms']);
  expect(new Set(rows.map((row) => row.url))).toEqual(new Set(['http://127.0.0.1:4175']));
  expect(demoGatewayUrl({})).toBe('http://127.0.0.1:4175');
  expect(demoGatewayUrl({ SMS_GATEWAY_URL: 'https://sms.example/api/' })).toBe('https://sms.example/api');
  for (const row of rows) {
    expect(row.secret).toBe(row.channel === 'sms' ? DEMO_SMS_SECRET : DEMO_BOT_TOKEN);
    expect(row.inbound_secret).toBe(demoInboundSecret({}));
    expect(row.enabled).toBe(true);
  }
});

it('keeps what an operator wrote when the server starts again', async () => {
  await server.db.query(`update sms_gateways set url = 'https://sms.example' where loc_id = 'SG' and channel = 'sms'`);
  await seedSignedInArea(server.db, server.now());
  const { rows } = await server.db.query<{ url: string }>(`select url from sms_gateways where loc_id = 'SG' and channel = 'sms'`);
  expect(rows[0]?.url).toBe('https://sms.example');
});
