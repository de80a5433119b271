/**
 * Super Password (spec 02 §2.2 Utilities, §6 rule SuperPwd, §7.2 PUT super-password): a second
 * password under the sign-in password's rules (spec 01 §5, domain/password.ts), its old value the
 * super password or, while none is set, the sign-in password; stored scrypt-hashed; an audit row
 * without the password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeSuperPassword } from '../../contract/superPassword.ts';
import { PASSWORD_MESSAGES } from '../../domain/password.ts';
import { verifyPassword } from '../../server/auth/passwords.ts';
import { apiAs, type ApiClient } from './apiClient.ts';
import { DEMO_PASSWORD, signIn, startTestServer, type TestServer } from './testServer.ts';

let server: TestServer;
let admin: ApiClient;
const SUPER = 'Super#2468';

beforeAll(async () => {
  server = await startTestServer();
  admin = apiAs(server, (await signIn(server.app, 'admin')).access_token);
});
afterAll(async () => {
  await server?.close();
});

const change = (client: ApiClient, OldPassword: string, Password1: string, Password2 = Password1) =>
  client.request(changeSuperPassword, { body: { LocId: 'SG', OldPassword, Password1, Password2 } });
async function problems(response: Response) {
  expect(response.status).toBe(400);
  return ((await response.json()) as { data: { Problems: { Field: string; Message: string }[] } }).data.Problems.map((p) => `${p.Field}: ${p.Message}`);
}
const hashOf = async (userId: string) =>
  (await server.db.query<{ super_password_hash: string | null }>('select super_password_hash from users where user_id = $1', [userId])).rows[0]!.super_password_hash;

describe('PUT super-password', () => {
  it('is for users granted SuperPwd (the menu rule), refused to others', async () => {
    const agent1 = apiAs(server, (await signIn(server.app, 'agent1')).access_token);
    expect((await agent1.refused(changeSuperPassword, 403, { body: { OldPassword: DEMO_PASSWORD, Password1: SUPER, Password2: SUPER } })).message).toBe('Unauthorized Access');
    expect(await hashOf('agent1')).toBeNull();
  });

  it("answers every problem on its field with the sign-in password's rules, writing nothing", async () => {
    expect(await problems(await change(admin, '', '', ''))).toEqual([
      'OldPassword: Old password is required.', 'Password1: New password is required.', 'Password2: Confirm password is required.',
    ]);
    expect(await problems(await change(admin, DEMO_PASSWORD, 'short'))).toEqual([`Password1: ${PASSWORD_MESSAGES.length}`]);
    expect(await problems(await change(admin, DEMO_PASSWORD, 'nouppercase#1'))).toEqual([`Password1: ${PASSWORD_MESSAGES.uppercase}`]);
    expect(await problems(await change(admin, DEMO_PASSWORD, SUPER, 'Super#2469'))).toEqual([`Password2: ${PASSWORD_MESSAGES.mismatch}`]);
    expect(await problems(await change(admin, 'Wrong#1234', SUPER))).toEqual(['OldPassword: Old password is incorrect.']);
    expect(await problems(await change(admin, DEMO_PASSWORD, DEMO_PASSWORD))).toEqual(['Password1: The new password must be different from the old one.']);
    expect(await hashOf('admin')).toBeNull();
  });

  it('takes the sign-in password as the old one while none is set, and stores the new one scrypt-hashed', async () => {
    expect((await change(admin, DEMO_PASSWORD, SUPER)).status).toBe(200);
    const hash = (await hashOf('admin'))!;
    expect(hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(SUPER, hash)).toBe(true);
    // The sign-in password is unchanged.
    expect((await signIn(server.app, 'admin')).access_token).toBeTruthy();
  });

  it('then takes the super password as the old one, and refuses the sign-in password as a new one', async () => {
    expect(await problems(await change(admin, DEMO_PASSWORD, 'Other#1357'))).toEqual(['OldPassword: Old password is incorrect.']);
    expect(await problems(await change(admin, SUPER, DEMO_PASSWORD))).toEqual(['Password1: The super password must be different from your password.']);
    expect((await change(admin, SUPER, 'Other#1357')).status).toBe(200);
    expect(await verifyPassword('Other#1357', (await hashOf('admin'))!)).toBe(true);
  });

  it('writes an audit row per change that never holds a password', async () => {
    const { rows } = await server.db.query<{ action: string; before: unknown; after: unknown; text: string }>(
      `select action, before, after, row_to_json(a)::text as text from audit_log a where entity = 'user' and entity_id = 'admin' and action like 'superPassword.%' order by audit_id`,
    );
    expect(rows.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'superPassword.set', before: { SuperPasswordSet: false }, after: { SuperPasswordSet: true } },
      { action: 'superPassword.change', before: { SuperPasswordSet: true }, after: { SuperPasswordSet: true } },
    ]);
    for (const row of rows) for (const secret of [SUPER, 'Other#1357', DEMO_PASSWORD, 'scrypt']) expect(row.text).not.toContain(secret);
  });
});
