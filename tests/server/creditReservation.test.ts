/**
 * Credit reservation (DOMAIN.md "Credit", "The life of a bet" 1; issue 20 "The ledger"): 50 parallel
 * Place Bets never take a Credit Left below zero, on PGlite and on PostgreSQL (DATABASE_URL). The
 * oracle is the stored tickets: their costs add up to what was reserved, exactly floor(left / cost)
 * bets got in, the others were refused with the message, and every Credit Left of the path is >= 0.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlaceBetsResultSchema } from '../../contract/bets.ts';
import { BetFileSchema } from '../../contract/files.ts';
import { CreditSchema } from '../../contract/profile.ts';
import type { DrawDate } from '../../contract/draws.ts';
import { bearer, errorEnvelope, signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { API, nextDrawOf, postJson, uploadRequest, pollUntilFinished } from './betting.ts';
import { addBranchUsers, creditLeftOf, storedFigures } from './ledgerSupport.ts';

let server: TestServer;
let draw: DrawDate;
const tokens = new Map<string, string>();
/** One 4D line on the next draw: $1 big + $1 small. */
const LINE = '1234 1-1';
const LINE_COST = 200;

const MEMBERS = ['crm1', 'crm2', 'crm3', 'crm4', 'crm5'];

beforeAll(async () => {
  server = await startTestServer();
  await addBranchUsers(server.db, [
    // A rich agent over a poor member (1), and a poor agent over rich members (2).
    { userId: 'crrich', parentId: 'admin', role: 'AG', creditCents: 10_000_000 },
    { userId: 'crsolo', parentId: 'crrich', role: 'MEM', creditCents: 2_150 },
    { userId: 'crpoor', parentId: 'admin', role: 'AG', creditCents: 1_050 },
    ...MEMBERS.map((userId) => ({ userId, parentId: 'crpoor', role: 'MEM' as const, creditCents: 1_000_000 })),
    { userId: 'crfile', parentId: 'crrich', role: 'MEM', creditCents: 750 },
  ]);
  for (const user of ['admin', 'crsolo', ...MEMBERS]) tokens.set(user, (await signIn(server.app, user)).access_token);
  draw = await nextDrawOf(server, tokens.get('admin')!, 'SG');
});
afterAll(async () => {
  await server?.close();
});

/** A bet of one line by `user`; half of them with an Idempotency-Key (the app's way), half without (a script's). */
function bet(user: string, index: number): Promise<Response> {
  const init = postJson(tokens.get(user)!, { LocId: 'SG', DrawId: draw.DrawId, Message: LINE });
  if (index % 2 === 0) (init.headers as Record<string, string>)['Idempotency-Key'] = randomUUID();
  return server.app.request(`${API}/4d/bet/`, init);
}

async function storedCost(userIds: readonly string[]): Promise<{ tickets: number; cents: number }> {
  const { rows } = await server.db.query<{ tickets: number; cents: number }>(
    'select count(*)::int as tickets, coalesce(sum(cost_cents), 0)::float8 as cents from tickets where user_id = any($1::text[])',
    [userIds],
  );
  return rows[0]!;
}

async function outcomes(responses: Response[]) {
  let accepted = 0;
  const refusals: string[] = [];
  for (const response of responses) {
    if (response.status === 200) {
      expect((await successData(response, PlaceBetsResultSchema)).CostCents).toBe(LINE_COST);
      accepted += 1;
    } else refusals.push(String((await errorEnvelope(response, 400)).message));
  }
  return { accepted, refusals };
}

describe('credit reservation under 50 parallel bets', () => {
  it('one member: exactly floor(Credit Left / cost) bets get in, the rest are refused naming what is left', async () => {
    const left = creditLeftOf(await storedFigures(server.db, 'crsolo'));
    expect(left).toBe(2_150);
    const { accepted, refusals } = await outcomes(await Promise.all(Array.from({ length: 50 }, (_, i) => bet('crsolo', i))));

    const stored = await storedCost(['crsolo']);
    expect(accepted).toBe(Math.floor(left / LINE_COST));
    expect(stored).toEqual({ tickets: accepted, cents: accepted * LINE_COST });
    expect(refusals).toHaveLength(50 - accepted);
    for (const message of refusals) expect(message).toBe('Not enough credit: Credit Left is $1.50, this bet costs $2.00.');
    // The figures the menu shows: Credit Left is what was left less the stored tickets' cost, never below zero.
    const figures = await successData(await server.app.request(`${API}/profile/refresh`, bearer(tokens.get('crsolo')!)), CreditSchema);
    expect(figures).toEqual({ Credit: 21.5, AccBal: 0, CreditLeft: (left - stored.cents) / 100 });
    expect((await storedFigures(server.db, 'crrich')).openStakeCents).toBe(stored.cents);
  });

  it('members sharing one agent: the agent’s Credit Left is the limit, and the refusal names the agent', async () => {
    const left = creditLeftOf(await storedFigures(server.db, 'crpoor'));
    const { accepted, refusals } = await outcomes(
      await Promise.all(Array.from({ length: 50 }, (_, i) => bet(MEMBERS[i % MEMBERS.length]!, i))),
    );
    const stored = await storedCost(MEMBERS);
    expect(accepted).toBe(Math.floor(left / LINE_COST));
    expect(stored).toEqual({ tickets: accepted, cents: accepted * LINE_COST });
    for (const message of refusals) expect(message).toBe("Not enough credit: crpoor's Credit Left is $0.50, this bet costs $2.00.");
    const agent = await storedFigures(server.db, 'crpoor');
    expect(agent.openStakeCents).toBe(stored.cents);
    expect(creditLeftOf(agent)).toBe(left - stored.cents);
    expect(creditLeftOf(agent)).toBeGreaterThanOrEqual(0);
    // Each member reserved its own tickets' cost, no more.
    for (const member of MEMBERS) expect((await storedFigures(server.db, member)).openStakeCents).toBe((await storedCost([member])).cents);
  });
});

describe('credit reservation of an uploaded file', () => {
  it('stores the lines that fit, in file order, and rejects each other line with the credit message', async () => {
    const admin = tokens.get('admin')!;
    // $7.50 left: lines 1-3 fit ($6.00), line 4 ($2.00) does not, line 5 ($1.00) still does, line 6 not.
    const text = ['1234 1-1', '2345 1-1', '3456 1-1', '4567 1-1', '5678 1-0', '6789 1-1'].join('\n');
    const upload = await server.app.request(`${API}/4d/files/upload`, uploadRequest(admin, text, { UserId: 'crfile', ARACode: 'ARA-1', LocId: 'SG' }));
    const { FileId } = await successData(upload, BetFileSchema);
    const process = await server.app.request(`${API}/4d/files/processUpload/${FileId}`, postJson(admin, { LocId: 'SG' }));
    expect(process.status).toBe(200);
    const job = (await pollUntilFinished(server, admin, FileId)).at(-1)!;
    expect(job.Status).toBe('succeeded');
    expect(job.Rejected).toEqual([
      { LineNumber: 4, Text: '4567 1-1', Reason: 'Not enough credit: Credit Left is $1.50, this bet costs $2.00.' },
      { LineNumber: 6, Text: '6789 1-1', Reason: 'Not enough credit: Credit Left is $0.50, this bet costs $2.00.' },
    ]);
    const stored = await storedCost(['crfile']);
    expect(stored).toEqual({ tickets: 4, cents: 700 });
    expect((await storedFigures(server.db, 'crfile')).openStakeCents).toBe(700);

    // Deleting the file gives its open stakes back, up the path too.
    const richBefore = (await storedFigures(server.db, 'crrich')).openStakeCents;
    const removed = await server.app.request(`${API}/4d/files/${FileId}`, { ...bearer(admin), method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect((await storedFigures(server.db, 'crfile')).openStakeCents).toBe(0);
    expect((await storedFigures(server.db, 'crrich')).openStakeCents).toBe(richBefore - 700);
  });
});
