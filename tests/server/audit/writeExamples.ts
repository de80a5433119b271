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
import { dbfOf } from '../dbfSupport.ts';

export interface AuditedRequest {
  /** Under /api/v1/: 'bet/' at the API root, '4d/bet/' for a data call; a call of the root scope gives its whole path ('/api/sms/inbound'). */
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

/** SG's gateway of `channel` with a known inbound secret (an example's setup). */
async function inboundGateway(kit: ExampleKit, channel: 'sms' | 'bot'): Promise<void> {
  await kit.server.db.query(
    `insert into sms_gateways (loc_id, channel, name, url, inbound_secret) values ('SG', $1, 'audit', 'http://127.0.0.1:9', 'audit-inbound')
     on conflict (loc_id, channel) do update set inbound_secret = excluded.inbound_secret`,
    [channel],
  );
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

/** A sub share of agent2 for member3 over days not drawn yet (an example's setup: nothing posted); its Id. */
async function futureSubShare(kit: ExampleKit): Promise<number> {
  const response = await kit.server.app.request('/api/v1/4d/subShare', {
    method: 'POST',
    headers: { authorization: `Bearer ${await kit.token('agent2')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ LocId: 'SG', PartnerId: 'member3', ShareBp: 1000, DrawFrom: '2098-01-01', DrawTo: '2098-01-31' }),
  });
  return ((await response.json()) as { data: { Id: number } }).data.Id;
}

/** A share claim of the admin on agent2 over days not drawn yet (an example's setup: nothing posted); its Id. */
async function futureShareClaim(kit: ExampleKit, month: string): Promise<number> {
  const response = await kit.server.app.request('/api/v1/4d/shareClaim', {
    method: 'POST',
    headers: { authorization: `Bearer ${await kit.token('admin')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ LocId: 'SG', UserId: 'agent2', ShareBp: 500, DrawFrom: `2097-${month}-01`, DrawTo: `2097-${month}-28` }),
  });
  return ((await response.json()) as { data: { Id: number } }).data.Id;
}

/** A claim back of half of a future share claim (an example's setup: nothing posted); its Id. */
async function futureClaimBack(kit: ExampleKit, month: string): Promise<number> {
  const claimId = await futureShareClaim(kit, month);
  const response = await kit.server.app.request('/api/v1/4d/shareClaimBack', {
    method: 'POST',
    headers: { authorization: `Bearer ${await kit.token('admin')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ LocId: 'SG', ClaimId: claimId, ShareBp: 200, DrawFrom: `2097-${month}-01`, DrawTo: `2097-${month}-28` }),
  });
  return ((await response.json()) as { data: { Id: number } }).data.Id;
}

/** A 2-cent group expense of agent2 shared by member3 (an example's setup); its Id. */
async function groupExpense(kit: ExampleKit): Promise<number> {
  const response = await kit.server.app.request('/api/v1/4d/groupExpense', {
    method: 'POST',
    headers: { authorization: `Bearer ${await kit.token('agent2')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ LocId: 'SG', Members: 'member3', AmountCents: 2 }),
  });
  return ((await response.json()) as { data: { Id: number } }).data.Id;
}

/** An inactive fixed bet of member1 at SG made by agent1 (an example's setup); its id. */
async function inactiveFixedBet(kit: ExampleKit): Promise<number> {
  const response = await kit.server.app.request('/api/v1/4d/bet/fixed', {
    method: 'POST',
    headers: { authorization: `Bearer ${await kit.token('agent1')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ LocId: 'SG', UserId: 'member1', Message: '5678 1-', Days: ['Sun'], Active: false }),
  });
  return ((await response.json()) as { data: { FixedBetId: number } }).data.FixedBetId;
}

/** A POST by the admin under 4d/ (an example's setup: a limit or throw number of agent2 for the example to remove). */
async function adminPosts(kit: ExampleKit, path: string, json: Record<string, unknown>): Promise<void> {
  const response = await kit.server.app.request(`/api/v1/4d/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await kit.token('admin')}`, 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  if (response.status !== 200) throw new Error(`setup ${path}: ${response.status}`);
}

/** The seed's settled SG draws with winning tickets, newest first (bin burst's examples take one each). */
async function settledDrawsWithBursts(kit: ExampleKit): Promise<number[]> {
  const { rows } = await kit.server.db.query<{ draw_id: number }>(
    `select d.draw_id from draws d where d.loc_id = 'SG' and d.is_finalised
       and exists (select 1 from ticket_results r where r.draw_id = d.draw_id and r.strike_cents > 0)
     order by d.draw_date desc limit 3`,
  );
  return rows.map((r) => r.draw_id);
}

/** A JSON call of the admin (an example's setup); its answer's data. */
async function adminCall(kit: ExampleKit, method: string, path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await kit.server.app.request(`/api/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${await kit.token('admin')}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** A bin burst import of the admin for `drawId`, staged (an example's setup); its id. */
async function stagedImport(kit: ExampleKit, drawId: number): Promise<number> {
  const started = await adminCall(kit, 'POST', '4d/binBurstImport', { LocId: 'SG', DrawId: drawId });
  await kit.server.jobs.drain();
  return Number(started.ImportId);
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

/** A distributor of the admin at SG made through its call (an example's setup); its id. */
async function newDistributor(kit: ExampleKit, name: string): Promise<number> {
  const response = await kit.server.app.request('/api/v1/4d/distributors', {
    method: 'POST',
    headers: { authorization: `Bearer ${await kit.token('admin')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ LocId: 'SG', Name: name, Remarks: '' }),
  });
  if (!response.ok) throw new Error(`distributor ${name}: ${await response.text()}`);
  return ((await response.json()) as { data: { DistributorId: number } }).data.DistributorId;
}
const DISTRIBUTORS_PATH = '4d/distributors';

const newUserBody = (userId: string) => ({ LocId: 'SG', UserId: userId, UserName: 'Audit', Password: 'Audit@12345', ConfirmPassword: 'Audit@12345', Locations: ['SG'] });

/** A limit of ttagent at TT on `number`, made through its call (an example's setup); its LimitId. */
async function newLimit(kit: ExampleKit, number: string): Promise<number> {
  const response = await kit.server.app.request('/api/v1/tt/limit', {
    method: 'POST',
    headers: { authorization: `Bearer ${await kit.token('ttagent')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ LocId: 'TT', Number: number, MaxCents: 5_000, Mode: 'refuse' }),
  });
  if (!response.ok) throw new Error(`limit ${number}: ${await response.text()}`);
  return ((await response.json()) as { data: { LimitId: number } }).data.LimitId;
}

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
  'POST bet/t': async (kit) => ({
    path: 'tt/bet/t',
    token: await kit.token('ttagent'),
    json: { LocId: 'TT', DrawId: await kit.openDraw('TT'), Message: '2468/-1' },
    by: 'ttagent',
  }),
  // Limit Setting (TT): ttagent's own limits, on numbers no other example bets on.
  'POST limit': async (kit) => ({ path: 'tt/limit', token: await kit.token('ttagent'), json: { LocId: 'TT', Number: '9101', MaxCents: 1_000, Mode: 'cut' }, by: 'ttagent' }),
  'PUT limit': async (kit) => ({
    path: 'tt/limit',
    token: await kit.token('ttagent'),
    json: { LocId: 'TT', LimitId: await newLimit(kit, '9102'), Number: '9102', MaxCents: 2_000, Mode: 'cut' },
    by: 'ttagent',
  }),
  'POST limit/delete': async (kit) => ({ path: 'tt/limit/delete', token: await kit.token('ttagent'), json: { LocId: 'TT', LimitIds: [await newLimit(kit, '9103')] }, by: 'ttagent' }),
  'DELETE limit/:LimitId': async (kit) => ({ path: `tt/limit/${await newLimit(kit, '9104')}`, token: await kit.token('ttagent'), by: 'ttagent' }),
  // SMS Gateway: the admin renames SG's SMS gateway (its secrets kept) and saves SG's SMS setting as it is.
  'PUT updateSMSGateway': async (kit) => {
    const { rows } = await kit.server.db.query<{ gateway_id: number }>(`select gateway_id from sms_gateways where loc_id = 'SG' and channel = 'sms'`);
    return {
      path: '4d/updateSMSGateway',
      token: await kit.token('admin'),
      json: { LocId: 'SG', GatewayId: rows[0]!.gateway_id, Name: 'Audited SMS', Url: 'http://127.0.0.1:4175', Username: 'demo', Secret: '', InboundSecret: '', Enabled: true },
      by: 'admin',
    };
  },
  'PUT dSMSSetting': async (kit) => ({
    path: '4d/dSMSSetting',
    token: await kit.token('admin'),
    json: { LocId: 'SG', SMSNumber: '6580001234', TelegramBot: 'https://t.me/Draw4DBot', SMSHelpdesk: '6560004321', OpenTime: '09:00', CloseTime: '18:30', OpenDay: 'Mon-Sun' },
    by: 'admin',
  }),
  'POST files/upload': async (kit) => {
    const form = new FormData();
    form.set('file', new File(['1234 1 1\n'], 'bets.txt', { type: 'text/plain' }));
    for (const [key, value] of Object.entries({ UserId: 'member1', ARACode: 'A1', LocId: 'SG' })) form.set(key, value);
    return { path: '4d/files/upload', token: await kit.token('admin'), multipart: form, by: 'admin' };
  },
  'POST files/upload/dbf': async (kit) => {
    const form = new FormData();
    form.set('file', new File([await dbfOf(['1234 1-1'])], 'bets.dbf'));
    for (const [key, value] of Object.entries({ UserId: 'member1', ARACode: 'A1', LocId: 'SG' })) form.set(key, value);
    return { path: '4d/files/upload/dbf', token: await kit.token('admin'), multipart: form, by: 'admin' };
  },
  'PUT files/updateFilesBatchByFileId': async (kit) => ({
    path: '4d/files/updateFilesBatchByFileId',
    token: await kit.token('admin'),
    json: { LocId: 'SG', Files: [{ FileId: await kit.uploadedFile(), Remarks: 'checked', AcceptDecimals: true }] },
    by: 'admin',
  }),
  'POST backupARA': async (kit) => ({ path: '4d/backupARA', token: await kit.token('agent1'), json: { LocId: 'SG', DrawId: await kit.openDraw('SG') }, by: 'agent1' }),
  'PUT resetUpdateCreateARA/:DrawId': async (kit) => ({
    path: `4d/resetUpdateCreateARA/${await kit.openDraw('SG')}`,
    token: await kit.token('agent1'),
    json: { LocId: 'SG' },
    by: 'agent1',
  }),
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
  'POST bet/transfer': async (kit) => ({
    path: '4d/bet/transfer', token: await kit.token('agent1'), json: { LocId: 'SG', TicketIds: [await placedTicket(kit)], ToUserId: 'agent1' }, by: 'agent1',
  }),
  'POST bet/transfer4': async (kit) => {
    await placedTicket(kit);
    return { path: '4d/bet/transfer4', token: await kit.token('agent1'), json: { LocId: 'SG', FromUserId: 'member1', DrawId: await kit.openDraw('SG'), ToUserId: 'agent1' }, by: 'agent1' };
  },
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
  // Send Result / Send Strike write their audit row even with no subscriber (what was sent: nothing).
  'POST sendSmsResult': async (kit) => ({ path: '4d/sendSmsResult', token: await kit.token('admin'), json: { LocId: 'SG', DrawId: await kit.drawWithResult() }, by: 'admin' }),
  'POST sendSmsStrike': async (kit) => {
    const { rows } = await kit.server.db.query<{ draw_id: number }>(`select draw_id from draws where loc_id = 'SG' and is_finalised order by draw_date desc limit 1`);
    return { path: '4d/sendSmsStrike', token: await kit.token('admin'), json: { LocId: 'SG', DrawId: rows[0]!.draw_id }, by: 'admin' };
  },
  'POST resendSms': async (kit) => {
    const { rows } = await kit.server.db.query<{ message_id: number }>(
      `insert into message_outbox (idempotency_key, channel, recipient, user_id, loc_id, kind, body)
       values ('audit:resend', 'sms', '6591234567', 'member1', 'SG', 'result', 'SG 4D 01/01/2026 1st 1234') returning message_id::int`,
    );
    return { path: '4d/resendSms', token: await kit.token('admin'), json: { LocId: 'SG', MessageId: rows[0]!.message_id }, by: 'admin' };
  },
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
  // Sub share over days not drawn yet: the transfer is stored and audited, no balance moves.
  'POST subShare': async (kit) => ({
    path: '4d/subShare',
    token: await kit.token('agent2'),
    json: { LocId: 'SG', PartnerId: 'member3', ShareBp: 1000, DrawFrom: '2099-01-01', DrawTo: '2099-01-31' },
    by: 'agent2',
  }),
  'DELETE subShare/:Id': async (kit) => ({ path: `4d/subShare/${await futureSubShare(kit)}`, token: await kit.token('agent2'), by: 'agent2' }),
  // Share claims over days not drawn yet: stored and audited, no balance moves.
  'POST shareClaim': async (kit) => ({
    path: '4d/shareClaim',
    token: await kit.token('admin'),
    json: { LocId: 'SG', UserId: 'agent2', ShareBp: 500, DrawFrom: '2097-01-01', DrawTo: '2097-01-28' },
    by: 'admin',
  }),
  'DELETE shareClaim/:Id': async (kit) => ({ path: `4d/shareClaim/${await futureShareClaim(kit, '02')}`, token: await kit.token('admin'), by: 'admin' }),
  'PUT updateReportShare': async (kit) => ({
    path: '4d/updateReportShare',
    token: await kit.token('admin'),
    json: { LocId: 'SG', Id: await futureShareClaim(kit, '03'), ShareBp: 700 },
    by: 'admin',
  }),
  'POST shareClaimBack': async (kit) => ({
    path: '4d/shareClaimBack',
    token: await kit.token('admin'),
    json: { LocId: 'SG', ClaimId: await futureShareClaim(kit, '04'), ShareBp: 200, DrawFrom: '2097-04-01', DrawTo: '2097-04-28' },
    by: 'admin',
  }),
  'PUT shareClaimBack': async (kit) => ({
    path: '4d/shareClaimBack',
    token: await kit.token('admin'),
    json: { LocId: 'SG', Id: await futureClaimBack(kit, '05'), ShareBp: 300 },
    by: 'admin',
  }),
  'DELETE shareClaimBack/:Id': async (kit) => ({ path: `4d/shareClaimBack/${await futureClaimBack(kit, '06')}`, token: await kit.token('admin'), by: 'admin' }),
  'PUT shareClaimBackImport': async (kit) => ({
    path: '4d/shareClaimBackImport',
    token: await kit.token('admin'),
    json: { LocId: 'SG', ClaimId: await futureShareClaim(kit, '07') },
    by: 'admin',
  }),
  'POST groupExpense': async (kit) => ({ path: '4d/groupExpense', token: await kit.token('agent2'), json: { LocId: 'SG', Members: 'member3', AmountCents: 2 }, by: 'agent2' }),
  'DELETE groupExpense/:Id': async (kit) => ({ path: `4d/groupExpense/${await groupExpense(kit)}`, token: await kit.token('agent2'), by: 'agent2' }),
  'PUT generateShareClaimReport': async (kit) => ({ path: '4d/generateShareClaimReport', token: await kit.token('admin'), json: { LocId: 'SG' }, by: 'admin' }),
  'PUT generateReportPlaceOutShareMix': async (kit) => ({ path: '4d/generateReportPlaceOutShareMix', token: await kit.token('admin'), json: { LocId: 'SG' }, by: 'admin' }),
  'DELETE deleteStatement2/:EntryId': async (kit) => ({
    path: `4d/deleteStatement2/${await receivedPayment(kit, 'member2')}`,
    token: await kit.token('admin'),
    by: 'admin',
  }),
  // Out settings and throw numbers (issue 21): the admin writes agent2's (its tree), then takes each back.
  'POST outSetting6': async (kit) => ({ path: '4d/outSetting6', token: await kit.token('admin'), json: { LocId: 'SG', UserId: 'agent2', Number: '4321', BetType: 'straight', BigCents: 1000 }, by: 'admin' }),
  'DELETE outSetting6/:LimitId': async (kit) => {
    await adminPosts(kit, 'outSetting6', { LocId: 'SG', UserId: 'agent2', Number: '8642', BetType: 'roll', SmallCents: 0 });
    return { path: '4d/outSetting6/agent2:8642:roll', token: await kit.token('admin'), by: 'admin' };
  },
  'POST bet/throw': async (kit) => ({ path: '4d/bet/throw', token: await kit.token('admin'), json: { LocId: 'SG', UserId: 'agent2', Numbers: '4321 8765' }, by: 'admin' }),
  'POST throw': async (kit) => ({ path: '4d/throw', token: await kit.token('admin'), json: { LocId: 'SG', UserId: 'agent2', Numbers: '1111' }, by: 'admin' }),
  'DELETE bet/throws': async (kit) => {
    await adminPosts(kit, 'bet/throw', { LocId: 'SG', UserId: 'agent2', Numbers: '2222' });
    return { path: '4d/bet/throws', token: await kit.token('admin'), json: { LocId: 'SG', UserId: 'agent2', Numbers: ['2222'] }, by: 'admin' };
  },
  // Clear Cache (issue 23): an admin empties the server's caches.
  'POST cache/clear': async (kit) => ({ path: 'cache/clear', token: await kit.token('admin'), json: { LocId: 'SG' }, by: 'admin' }),
  // Announcement Setting (issue 23): an admin's new announcement, a change of it, and a delete.
  'POST announcements': async (kit) => ({ path: '4d/announcements', token: await kit.token('admin'), json: { LocId: 'SG', Content: '<p>Audit</p>', PopUp: 'N' }, by: 'admin' }),
  'DELETE announcements/:AnnouncementId': async (kit) => {
    await adminPosts(kit, 'announcements', { LocId: 'SG', Content: '<p>Audit gone</p>', PopUp: 'N' });
    const { rows } = await kit.server.db.query<{ id: number }>('select max(announcement_id) as id from announcements');
    return { path: `4d/announcements/${rows[0]!.id}`, token: await kit.token('admin'), by: 'admin' };
  },
  // The Group report's settings (issue 22): the admin's own groups of its direct downlines.
  'POST reportGroupSetting': async (kit) => ({ path: '4d/reportGroupSetting', token: await kit.token('admin'), json: { LocId: 'SG', Name: 'Audit North', Members: 'agent1' }, by: 'admin' }),
  'DELETE reportGroupSetting': async (kit) => {
    const response = await kit.server.app.request('/api/v1/4d/reportGroupSetting', {
      method: 'POST',
      headers: { authorization: `Bearer ${await kit.token('admin')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ LocId: 'SG', Name: 'Audit South', Members: 'agent2' }),
    });
    const { data } = (await response.json()) as { data: { GroupId: number } };
    return { path: '4d/reportGroupSetting', token: await kit.token('admin'), json: { LocId: 'SG', GroupId: data.GroupId }, by: 'admin' };
  },
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
  // Distributors (issue 21): each example on a distributor of its own, the admin's at SG.
  'POST distributors': async (kit) => ({ path: DISTRIBUTORS_PATH, token: await kit.token('admin'), json: { LocId: 'SG', Name: 'Audit Co', Remarks: '' }, by: 'admin' }),
  'PUT distributors': async (kit) => ({
    path: DISTRIBUTORS_PATH, token: await kit.token('admin'), json: { LocId: 'SG', DistributorId: await newDistributor(kit, 'Audit Rename'), Name: 'Audit Renamed', Remarks: 'x' }, by: 'admin',
  }),
  'PUT distributors/:DistributorId/partners': async (kit) => ({
    path: `${DISTRIBUTORS_PATH}/${await newDistributor(kit, 'Audit Partners')}/partners`, token: await kit.token('admin'), json: { LocId: 'SG', PartnerIds: 'agent1' }, by: 'admin',
  }),
  'DELETE distributors/:DistributorId': async (kit) => ({ path: `${DISTRIBUTORS_PATH}/${await newDistributor(kit, 'Audit Delete')}`, token: await kit.token('admin'), by: 'admin' }),
  'PUT distributors/rule/:DistributorId': async (kit) => ({
    path: `${DISTRIBUTORS_PATH}/rule/${await newDistributor(kit, 'Audit Rule')}`, token: await kit.token('admin'), json: { LocId: 'SG', Applies: 'partners', TakeOver: false }, by: 'admin',
  }),
  'PUT distributors/rule/:DistributorId/outset': async (kit) => ({
    path: `${DISTRIBUTORS_PATH}/rule/${await newDistributor(kit, 'Audit Outset')}/outset`, token: await kit.token('admin'), json: { LocId: 'SG' }, by: 'admin',
  }),
  'PUT distributors/users': async (kit) => ({
    path: `${DISTRIBUTORS_PATH}/users`, token: await kit.token('admin'), json: { LocId: 'SG', UserId: 'agent1', OutTo: 'upline', DistributorId: '' }, by: 'admin',
  }),
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
  // Fixed bets (issue 21): made inactive, so the Fixed Process example places nothing of them.
  'POST bet/fixed': async (kit) => ({
    path: '4d/bet/fixed',
    token: await kit.token('agent1'),
    json: { LocId: 'SG', UserId: 'member1', Message: '1234 1-2', Days: ['Wed', 'Sat'], Active: false },
    by: 'agent1',
  }),
  'DELETE bet/fixed': async (kit) => ({
    path: '4d/bet/fixed',
    token: await kit.token('agent1'),
    json: { LocId: 'SG', FixedBetId: await inactiveFixedBet(kit) },
    by: 'agent1',
  }),
  'PUT updateFixedSetting': async (kit) => ({
    path: '4d/updateFixedSetting',
    token: await kit.token('admin'),
    json: { LocId: 'SG', HoursBeforeCutOff: 24, AutoPlace: false },
    by: 'admin',
  }),
  'POST updateProcessJob': async (kit) => ({ path: '4d/updateProcessJob', token: await kit.token('admin'), json: { LocId: 'SG' }, by: 'admin' }),
  'POST binBurstImport': async (kit) => ({
    path: '4d/binBurstImport',
    token: await kit.token('admin'),
    json: { LocId: 'SG', DrawId: (await settledDrawsWithBursts(kit))[0] },
    by: 'admin',
  }),
  'PUT generateBurstImportPayOut': async (kit) => ({
    path: '4d/generateBurstImportPayOut',
    token: await kit.token('admin'),
    json: { LocId: 'SG', ImportId: await stagedImport(kit, (await settledDrawsWithBursts(kit))[1]!) },
    by: 'admin',
  }),
  'POST binConfirm': async (kit) => {
    const importId = await stagedImport(kit, (await settledDrawsWithBursts(kit))[2]!);
    await adminCall(kit, 'PUT', '4d/generateBurstImportPayOut', { LocId: 'SG', ImportId: importId });
    return { path: '4d/binConfirm', token: await kit.token('admin'), json: { LocId: 'SG', ImportId: importId }, by: 'admin' };
  },
  'PUT bet/updateBetSpecialSetting': async (kit) => ({
    path: '4d/bet/updateBetSpecialSetting',
    token: await kit.token('admin'),
    json: { LocId: 'SG', UserId: 'member2', Message: '1234 1-1', Enabled: true },
    by: 'admin',
  }),
  'PUT bet/generateBetSpecial': async (kit) => {
    const token = await kit.token('admin');
    // Setup: member2's special bets at SG (the request above may not have run before this one).
    await kit.server.app.request('/api/v1/4d/bet/updateBetSpecialSetting', {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ LocId: 'SG', UserId: 'member2', Message: '2345 1-1', Enabled: true }),
    });
    return { path: '4d/bet/generateBetSpecial', token, json: { LocId: 'SG', UserId: 'member2', DrawId: await kit.openDraw('SG') }, by: 'admin' };
  },
  // Bets by SMS and by the bot (issue 23): the sender is who did it. member2 gets a number of its own
  // (no other example registers it); whether the hours are open or not, the message is stored and audited.
  'POST sms/inbound': async (kit) => {
    await inboundGateway(kit, 'sms');
    await kit.server.db.query(`update users set mobile = '6591239999' where user_id = 'member2'`);
    const { rows } = await kit.server.db.query<{ sms_number: string }>(`select sms_number from sms_settings where loc_id = 'SG'`);
    return {
      path: '/api/sms/inbound',
      headers: { 'x-gateway-secret': 'audit-inbound' },
      json: { messageId: `audit-${Date.now()}`, from: '6591239999', to: rows[0]!.sms_number, text: '1234 1-' },
      by: 'member2',
    };
  },
  'POST bot/:LocId/webhook': async (kit) => {
    await inboundGateway(kit, 'bot');
    return {
      path: '/api/bot/SG/webhook',
      headers: { 'x-telegram-bot-api-secret-token': 'audit-inbound' },
      // /start from a chat nobody linked: stored and replied to, by no user.
      json: { update_id: Date.now() % 1_000_000_000, message: { message_id: 1, chat: { id: 99 }, from: { id: 99 }, text: '/start' } },
      by: null,
    };
  },
  'PUT payRateDefault': async (kit) => ({
    path: '4d/payRateDefault',
    token: await kit.token('admin'),
    json: { LocId: 'SG', Kind: 'N', Variant: '', Prize: 'first', Stake: 'big', PerUnit: 2100 },
    by: 'admin',
  }),
  // SMS Agent and SMS Subscribe (issue 23): the admin adds an agent number, subscribes member2, and takes back what it set up.
  'POST addSMSAgent': async (kit) => ({ path: '4d/addSMSAgent', token: await kit.token('admin'), json: { LocId: 'SG', AgentId: 'agent2', Mobile: '6580009001' }, by: 'admin' }),
  'DELETE deleteSMSAgent/:id': async (kit) => {
    await adminPosts(kit, 'addSMSAgent', { LocId: 'SG', AgentId: 'agent2', Mobile: '6580009002' });
    const { rows } = await kit.server.db.query<{ sms_agent_id: number }>("select sms_agent_id from sms_agents where mobile = '6580009002'");
    return { path: `4d/deleteSMSAgent/${rows[0]!.sms_agent_id}`, token: await kit.token('admin'), by: 'admin' };
  },
  'POST insertMultiSMSSubscribe': async (kit) => ({ path: '4d/insertMultiSMSSubscribe', token: await kit.token('admin'), json: { LocId: 'SG', UserIds: ['member2'], Kind: 'result' }, by: 'admin' }),
  'DELETE SMSSubscribe': async (kit) => {
    await adminPosts(kit, 'insertMultiSMSSubscribe', { LocId: 'SG', UserIds: ['member2'], Kind: 'strike' });
    return { path: '4d/SMSSubscribe', token: await kit.token('admin'), json: { LocId: 'SG', UserIds: ['member2'], Kind: 'strike' }, by: 'admin' };
  },
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
    write: 'POST bet/page/combine',
    call: 'POST bet/page/combine',
    reason: "a read sent as POST (its body carries a list of ticket ids): it combines the user's tickets for the answer and writes nothing",
  },
  {
    write: 'POST bet/page/uploadPartner',
    call: 'POST bet/page/uploadPartner',
    reason: 'a read sent as POST (spec 02 §7.6): it lists the files a partner uploaded for the user and writes nothing',
  },
  {
    write: 'POST /api/error-reports (the Sentry tunnel, beside the contract)',
    reason: 'anonymous error reports of the browser, kept in their own bounded table; no user, nothing of the product changes',
  },
  ...['exportAra', 'exportDetailsAra', 'exportIntakeAra'].map((name) => ({
    write: `POST bet/page/${name}`,
    call: `POST bet/page/${name}`,
    reason: 'a read sent as POST (spec 02 §7.6 names it a POST): it answers an ARA file of tickets and writes nothing',
  })),
  {
    write: 'POST files/upload/lzh',
    call: 'POST files/upload/lzh',
    reason: 'always refused (no maintained LZH decoder for Node): it writes nothing',
  },
  { write: 'POST shareClaimBackSelect', reason: 'a POST that only reads: the claims that can be returned (spec 02 §7.14 names it a POST)', call: 'POST shareClaimBackSelect' },
];
