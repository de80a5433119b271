/**
 * One valid, successful request per writing call of the contract (POST, PUT, DELETE), for
 * tests/server/auditEveryWrite.test.ts: the test sends it through the real server and fails unless an
 * audit row appears for it. A new writing call needs its line here (keyed `METHOD contract/path`, as
 * the fuzz examples are): its setup (through `kit`, before the request is sent, so its own rows do
 * not count) and the request itself. The examples run one after another on one server, in the order
 * of their keys: an example must leave the accounts and draws the others use as it found them (use
 * the users named below for changes that end sessions or passwords).
 */
import type { TestServer } from '../testServer.ts';
import { fourDResult } from '../fuzz/examples.ts';

export interface AuditedRequest {
  /** Under /api/v1/: 'bet/' at the API root, '4d/bet/' for a data call. */
  path: string;
  /** The bearer token (from `kit`); none for an anonymous call. */
  token?: string;
  json?: Record<string, unknown>;
  form?: Record<string, string>;
  multipart?: FormData;
  headers?: Record<string, string>;
  /** The user the audit row must name: who did it (a job's row has none). */
  by: string | null;
}

/** What an example may use to prepare its request: all of it runs before the request is sent. */
export interface ExampleKit {
  server: TestServer;
  /** A signed-in user's token (one session per user, shared by the examples). */
  token(userId: string): Promise<string>;
  /** A new session of the user; `acceptTerms: false` leaves the terms unanswered. */
  signIn(userId: string, options?: { acceptTerms?: boolean }): Promise<string>;
  /** The location's next open draw. */
  openDraw(locId: 'SG' | 'MG' | 'TT'): Promise<number>;
  /** A draw closed long ago, with no result (each call a new one). */
  closedDraw(locId: 'SG' | 'MG' | 'TT'): Promise<number>;
  /** A closed draw with a 4D result saved by the admin. */
  drawWithResult(): Promise<number>;
  /** A bet file of member1 uploaded by the admin (not processed). */
  uploadedFile(): Promise<number>;
  /** A captcha and its answer (PUT update-password). */
  captcha(): Promise<{ token: string; answer: string }>;
  /** A pay-rate override of `userId` at SG for one prize (Big), created by the admin; its id. */
  payRateOverride(userId: string, prize: 'first' | 'second' | 'third'): Promise<number>;
}

export type WriteExample = (kit: ExampleKit) => Promise<AuditedRequest>;

/** A ticket agent1 just placed for member1 on SG's next draw (DELETE bet/ deletes it). */
async function placedTicket(kit: ExampleKit): Promise<number> {
  const response = await kit.server.app.request('/api/v1/4d/bet/', {
    method: 'POST',
    headers: { authorization: `Bearer ${await kit.token('agent1')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ LocId: 'SG', DrawId: await kit.openDraw('SG'), UserId: 'member1', Message: '4321 1-0' }),
  });
  const answer = (await response.json()) as { data: { Lines: { TicketId: number }[] } };
  return answer.data.Lines[0]!.TicketId;
}

/** A $1.00 payment received from `userId`, recorded by the admin (an example's setup); its EntryId. */
async function receivedPayment(kit: ExampleKit, userId: string): Promise<number> {
  const response = await kit.server.app.request('/api/v1/4d/insertStatement2', {
    method: 'POST',
    headers: { authorization: `Bearer ${await kit.token('admin')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ LocId: 'SG', UserId: userId, AmountCents: 100, Direction: 'received' }),
  });
  return ((await response.json()) as { data: { EntryId: number } }).data.EntryId;
}


/** A new agent (under the admin) or player (under agent1) made by the admin through its call (an example's setup); its id. */
async function newDownline(kit: ExampleKit, kind: 'agents' | 'players', userId: string): Promise<string> {
  const response = await kit.server.app.request(`/api/v1/4d/${kind}/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await kit.token('admin')}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      ...newUserBody(userId),
      ParentId: kind === 'agents' ? 'admin' : 'agent1',
      ...(kind === 'players' ? { BirthDate: '1990-01-31' } : { EnableCreateDownline: true }),
    }),
  });
  if (!response.ok) throw new Error(`${kind} ${userId}: ${await response.text()}`);
  return userId;
}

const newUserBody = (userId: string) => ({ LocId: 'SG', UserId: userId, UserName: 'Audit', Password: 'Audit@12345', ConfirmPassword: 'Audit@12345', Locations: ['SG'] });

export const FOUR_D_RESULT = fourDResult;
const NEW_PASSWORD = 'Audit@12345';
const PERMISSIONS_PATH = '4d/permissions';

/** Keyed by `METHOD path` of the contract (tests/server/fuzz/contractEndpoints.ts endpointKey). */
export const WRITE_EXAMPLES: Record<string, WriteExample> = {
  // Sessions: a password sign-in and a sign-out are recorded (who came in, from where); agent3 is used
  // by no other example.
  'POST oauth/token': async () => ({ path: 'oauth/token', form: { grant_type: 'password', username: 'agent3', password: 'Demo@1234' }, by: 'agent3' }),
  'POST logout': async (kit) => ({ path: 'logout', token: await kit.signIn('agent3'), by: 'agent3' }),
  'POST terms/accept': async (kit) => ({ path: 'terms/accept', token: await kit.signIn('agent2', { acceptTerms: false }), json: {}, by: 'agent2' }),
  // member3's and newuser's passwords change: no other example signs them in.
  'PUT password': async (kit) => ({
    path: 'password',
    token: await kit.token('member3'),
    json: { OldPassword: 'Demo@1234', Password1: NEW_PASSWORD, Password2: NEW_PASSWORD },
    by: 'member3',
  }),
  'PUT update-password': async (kit) => {
    const captcha = await kit.captcha();
    return {
      path: 'update-password',
      headers: { 'x-token': captcha.token },
      form: { UserId: 'newuser', OldPassword: 'Demo@1234', Password1: NEW_PASSWORD, Password2: NEW_PASSWORD, Token: captcha.answer },
      by: 'newuser',
    };
  },
  // Ending maintenance when none is on still writes the switch (and leaves the API open for the rest).
  'PUT maintenance': async (kit) => ({ path: 'maintenance', token: await kit.token('admin'), json: { t: '' }, by: 'admin' }),

  'POST bet/': async (kit) => ({
    path: '4d/bet/',
    token: await kit.token('agent1'),
    json: { LocId: 'SG', DrawId: await kit.openDraw('SG'), UserId: 'member1', Message: '1234 1-2\n5678 2-' },
    by: 'agent1',
  }),
  'POST files/upload': async (kit) => {
    const form = new FormData();
    form.set('file', new File(['1234 1 1\n'], 'bets.txt', { type: 'text/plain' }));
    for (const [key, value] of Object.entries({ UserId: 'member1', ARACode: 'A1', LocId: 'SG' })) form.set(key, value);
    return { path: '4d/files/upload', token: await kit.token('admin'), multipart: form, by: 'admin' };
  },
  'POST files/processUpload/:FileId': async (kit) => ({
    path: `4d/files/processUpload/${await kit.uploadedFile()}`,
    token: await kit.token('admin'),
    json: { LocId: 'SG' },
    by: 'admin',
  }),
  'DELETE bet/': async (kit) => ({
    path: '4d/bet/', token: await kit.token('agent1'), json: { LocId: 'SG', TicketId: await placedTicket(kit) }, by: 'agent1',
  }),
  'DELETE bet/page': async (kit) => ({
    path: '4d/bet/page', token: await kit.token('agent1'), json: { LocId: 'SG', TicketIds: [await placedTicket(kit), await placedTicket(kit)] }, by: 'agent1',
  }),
  'DELETE files/:FileId': async (kit) => ({ path: `4d/files/${await kit.uploadedFile()}`, token: await kit.token('admin'), by: 'admin' }),

  'POST draw': async (kit) => ({
    path: '4d/draw',
    token: await kit.token('admin'),
    json: { LocId: 'MG', DrawDate: '2031-01-07', Special: true, DrawTime: '19:00', CutOffTime: '18:30' },
    by: 'admin',
  }),
  'PUT draw': async (kit) => ({
    path: '4d/draw',
    token: await kit.token('admin'),
    json: { LocId: 'SG', DrawId: await kit.openDraw('SG'), DrawTime: '18:30', CutOffTime: '17:55' },
    by: 'admin',
  }),
  'POST draw/result': async (kit) => ({
    path: '4d/draw/result',
    token: await kit.token('admin'),
    json: { LocId: 'SG', DrawId: await kit.closedDraw('SG'), Result: FOUR_D_RESULT },
    by: 'admin',
  }),
  'PUT draw/result': async (kit) => ({
    path: '4d/draw/result',
    token: await kit.token('admin'),
    json: { LocId: 'SG', DrawId: await kit.drawWithResult(), Result: { ...FOUR_D_RESULT, First: '9999' } },
    by: 'admin',
  }),
  'POST insertProcess': async (kit) => ({
    path: '4d/insertProcess',
    token: await kit.token('admin'),
    json: { LocId: 'SG', DrawId: await kit.drawWithResult() },
    by: 'admin',
  }),
  'POST relcalCredit': async (kit) => ({ path: 'relcalCredit', token: await kit.token('admin'), json: { LocId: 'SG' }, by: 'admin' }),
  'POST outsettingProcess1': async (kit) => ({ path: '4d/outsettingProcess1', token: await kit.token('admin'), json: { LocId: 'SG' }, by: 'admin' }),
  'POST outsettingProcess2': async (kit) => ({ path: 'tt/outsettingProcess2', token: await kit.token('admin'), json: { LocId: 'TT' }, by: 'admin' }),
  'POST reset6/:DrawId': async (kit) => ({ path: `4d/reset6/${await kit.drawWithResult()}`, token: await kit.token('admin'), json: { LocId: 'SG' }, by: 'admin' }),
  'POST reset7/:DrawId': async (kit) => ({ path: `4d/reset7/${await kit.drawWithResult()}`, token: await kit.token('admin'), json: { LocId: 'SG' }, by: 'admin' }),

  'POST payRate': async (kit) => ({
    path: '4d/payRate',
    token: await kit.token('admin'),
    json: { LocId: 'SG', UserId: 'member2', Kind: 'N', Variant: '', Prize: 'first', Stake: 'big', PerUnit: 1900 },
    by: 'admin',
  }),
  'PUT payRate': async (kit) => ({
    path: '4d/payRate',
    token: await kit.token('admin'),
    json: { LocId: 'SG', PayRateId: await kit.payRateOverride('member2', 'second'), PerUnit: 900 },
    by: 'admin',
  }),
  'DELETE payRate/:PayRateId': async (kit) => ({
    path: `4d/payRate/${await kit.payRateOverride('member2', 'third')}`,
    token: await kit.token('admin'),
    by: 'admin',
  }),
  // Payments: received ones only, which never lower a Credit Left the bets of the other examples need.
  'POST insertStatement2': async (kit) => ({
    path: '4d/insertStatement2',
    token: await kit.token('admin'),
    json: { LocId: 'SG', UserId: 'member2', AmountCents: 100, Direction: 'received', Remark: 'audit' },
    by: 'admin',
  }),
  'POST insertStatements': async (kit) => ({
    path: '4d/insertStatements',
    token: await kit.token('admin'),
    json: { LocId: 'SG', Payments: [{ UserId: 'member2', AmountCents: 100, Direction: 'received' }] },
    by: 'admin',
  }),
  // agent3's balance (made non-zero first) settled to $0.00: agent3 bets in no other example.
  'POST updateStatementSum': async (kit) => {
    await receivedPayment(kit, 'agent3');
    return { path: '4d/updateStatementSum', token: await kit.token('admin'), json: { LocId: 'SG', UserId: 'agent3' }, by: 'admin' };
  },
  'DELETE deleteStatement2/:EntryId': async (kit) => ({
    path: `4d/deleteStatement2/${await receivedPayment(kit, 'member2')}`,
    token: await kit.token('admin'),
    by: 'admin',
  }),
  // Permissions: the admin grants member1 a name its upline holds, and revokes one member1 uses in no example.
  'POST permissions': async (kit) => ({ path: PERMISSIONS_PATH, token: await kit.token('admin'), json: { LocId: 'SG', UserId: 'member1', Attribute: 'Report' }, by: 'admin' }),
  'DELETE permissions/:PermissionId': async (kit) => ({ path: `${PERMISSIONS_PATH}/member1:TICKETHIST`, token: await kit.token('admin'), by: 'admin' }),
  // The admin's own super password (none set yet: the old one is its sign-in password).
  'PUT super-password': async (kit) => ({
    path: 'super-password',
    token: await kit.token('admin'),
    json: { OldPassword: 'Demo@1234', Password1: NEW_PASSWORD, Password2: NEW_PASSWORD },
    by: 'admin',
  }),
  'PUT mobile': async (kit) => ({ path: 'mobile', token: await kit.token('admin'), json: { Mobile: '6591234567' }, by: 'admin' }),
  'PUT mobile2': async (kit) => ({ path: 'mobile2', token: await kit.token('admin'), json: { UserId: 'member1', Mobile: '6591234568' }, by: 'admin' }),
  'PUT betEntryAlert': async (kit) => ({ path: 'betEntryAlert', token: await kit.token('admin'), json: { BetEntryAlert: true }, by: 'admin' }),
  'PUT priorityInTakes': async (kit) => ({ path: 'priorityInTakes', token: await kit.token('admin'), json: { PriorityInTakes: 'agent1,agent2' }, by: 'admin' }),
  // Administration: each example makes the user it changes (setup), so none depends on another's order.
  'POST agents/': async (kit) => ({ path: '4d/agents/', token: await kit.token('admin'), json: { ...newUserBody('auditag1'), ParentId: 'admin' }, by: 'admin' }),
  'POST players/': async (kit) => ({
    path: '4d/players/',
    token: await kit.token('agent1'),
    json: { ...newUserBody('auditpl1'), BirthDate: '1990-01-31' },
    by: 'agent1',
  }),
  'PUT agents/': async (kit) => ({
    path: '4d/agents/',
    token: await kit.token('admin'),
    json: { LocId: 'SG', UserId: await newDownline(kit, 'agents', 'auditag2'), UserName: 'Audit Edited' },
    by: 'admin',
  }),
  'PUT agents/credit': async (kit) => ({
    path: '4d/agents/credit',
    token: await kit.token('admin'),
    json: { LocId: 'SG', UserId: await newDownline(kit, 'agents', 'auditag3'), CreditCents: 10_000 },
    by: 'admin',
  }),
  'PUT agents/position': async (kit) => ({
    path: '4d/agents/position',
    token: await kit.token('admin'),
    json: { LocId: 'SG', UserId: await newDownline(kit, 'agents', 'auditag4'), ShareBp: 0 },
    by: 'admin',
  }),
  'DELETE agents/:ParentId/:UserId': async (kit) => ({
    path: `4d/agents/admin/${await newDownline(kit, 'agents', 'auditag5')}`,
    token: await kit.token('admin'),
    by: 'admin',
  }),
  'PUT players/update': async (kit) => ({
    path: '4d/players/update',
    token: await kit.token('admin'),
    json: { LocId: 'SG', UserId: await newDownline(kit, 'players', 'auditpl2'), UserName: 'Audit Edited' },
    by: 'admin',
  }),
  'DELETE players/:ParentId/:UserId': async (kit) => ({
    path: `4d/players/agent1/${await newDownline(kit, 'players', 'auditpl3')}`,
    token: await kit.token('admin'),
    by: 'admin',
  }),
  'PUT payRateDefault': async (kit) => ({
    path: '4d/payRateDefault',
    token: await kit.token('admin'),
    json: { LocId: 'SG', Kind: 'N', Variant: '', Prize: 'first', Stake: 'big', PerUnit: 2100 },
    by: 'admin',
  }),
};

/**
 * Writes that leave no audit row, on purpose, each with its reason (issue 20 "every write of the
 * product"): they are the session's or the sender's bookkeeping, not a change anyone audits. A
 * contract call named here is not sent by the test; the others are listed so the decision is read
 * in one place.
 */
export const NOT_AUDITED: readonly { write: string; reason: string; /** A whole contract call (`METHOD path`) the test then does not send. */ call?: string }[] = [
  {
    write: 'POST oauth/token with grant_type=refresh_token',
    reason: 'renews the tokens of a session already recorded at its sign-in, every 15 minutes of every open tab; it changes nothing anyone sees',
  },
  { write: 'POST oauth/token refused (wrong password, captcha)', reason: 'writes only the failure counter of the user id (the captcha rule); nothing of the product changes' },
  { write: 'GET captcha', reason: 'stores the answer of a captcha image for 2 minutes: anonymous bookkeeping of the sign-in form (and not a POST/PUT/DELETE)' },
  {
    write: 'POST /api/error-reports (the Sentry tunnel, beside the contract)',
    reason: 'anonymous error reports of the browser, kept in their own bounded table; no user, nothing of the product changes',
  },
];
