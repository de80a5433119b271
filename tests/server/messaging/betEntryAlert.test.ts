/**
 * The bet-entry alert (Mobile's BetEntryAlert; issue 23 makes it real): a placement of bets for a user
 * whose alert is on and who has a number puts one SMS for it in the outbox, in the placement's
 * transaction; a retried request (same Idempotency-Key) alerts nothing new; the alert off, or no
 * number, sends nothing; a refused placement writes no alert. The expected text is written here from
 * what the user entered (tickets counted from the lines, cost from the stakes), not read from our code.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawDate } from '../../../contract/draws.ts';
import { signIn, startTestServer, type TestServer } from '../testServer.ts';
import { API, nextDrawOf, postJson } from '../betting.ts';
import { addBranchUsers } from '../ledgerSupport.ts';

let server: TestServer;
let draw: DrawDate;
let agentToken: string;

beforeAll(async () => {
  server = await startTestServer();
  await addBranchUsers(server.db, [
    { userId: 'alag', parentId: 'admin', role: 'AG', creditCents: 10_000_000 },
    { userId: 'alon', parentId: 'alag', role: 'MEM', creditCents: 1_000_000 },
    { userId: 'aloff', parentId: 'alag', role: 'MEM', creditCents: 1_000_000 },
    { userId: 'alpoor', parentId: 'alag', role: 'MEM', creditCents: 100 },
  ]);
  await server.db.query(`update users set mobile = '6597770001', bet_entry_alert = true where user_id = 'alon'`);
  await server.db.query(`update users set mobile = '6597770002', bet_entry_alert = false where user_id = 'aloff'`);
  await server.db.query(`update users set mobile = '6597770003', bet_entry_alert = true where user_id = 'alpoor'`);
  agentToken = (await signIn(server.app, 'alag')).access_token;
  draw = await nextDrawOf(server, agentToken, 'SG');
});
afterAll(async () => {
  await server?.close();
});

const dayOf = (isoDay: string) => isoDay.split('-').reverse().join('/');

function placeFor(userId: string, message: string, key = randomUUID()): Promise<Response> {
  const init = postJson(agentToken, { LocId: 'SG', DrawId: draw.DrawId, UserId: userId, Message: message });
  (init.headers as Record<string, string>)['Idempotency-Key'] = key;
  return server.app.request(`${API}/4d/bet/`, init);
}

async function alertsOf(userId: string) {
  const { rows } = await server.db.query<{ channel: string; recipient: string; body: string; kind: string; created_by: string }>(
    `select channel, recipient, body, kind, created_by from message_outbox where user_id = $1 and kind = 'alert' order by message_id`,
    [userId],
  );
  return rows;
}

describe('the bet-entry alert', () => {
  it('announces bets entered for the user to its number, once per placement, also when the request is retried', async () => {
    const key = randomUUID();
    // Two lines: $1 big + $2 small on 1234, and $3 big on 5678 = $6.00 over 2 tickets.
    const first = await placeFor('alon', '1234 1-2\n5678 3-', key);
    expect(first.status).toBe(200);
    const again = await placeFor('alon', '1234 1-2\n5678 3-', key);
    expect(again.status).toBe(200);
    const alerts = await alertsOf('alon');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ channel: 'sms', recipient: '6597770001', kind: 'alert', created_by: 'alag' });
    expect(alerts[0]!.body).toBe(`SG ${dayOf(draw.DrawDate)}: bets entered for alon by alag, 2 tickets, cost $6.00.`);
    expect(alerts[0]!.body.length).toBeLessThanOrEqual(150);
  });

  it('sends nothing when the alert is off, and nothing for a refused placement', async () => {
    expect((await placeFor('aloff', '1234 1-1')).status).toBe(200);
    expect(await alertsOf('aloff')).toEqual([]);
    // $2.00 asked of a member with $1.00 of credit: refused, no ticket and no alert.
    expect((await placeFor('alpoor', '1234 1-1')).status).toBe(400);
    expect(await alertsOf('alpoor')).toEqual([]);
  });
});
