/**
 * Bin burst (contract/binBurst.ts; issue 21): a settled draw's bursts (winning tickets) of the users the
 * importer may pay are staged by a job, their payouts fixed, and posted by a second job as payment
 * lines paid to each user (AccBal falls by the payout, DOMAIN.md: a payment paid to a downline), all or
 * none, once: asked again, run twice, run at once, or killed mid-way and run again. A payout that would
 * take a Credit Left below zero refuses the whole confirmation; a user's bursts of a draw are staged by
 * one import only (its agent's or an admin's, never both). The oracle: per user, the settled
 * tickets' strikes of the draw, summed here in TypeScript.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { BinBurstImportSchema, type BinBurstImport } from '../../contract/binBurst.ts';
import { askForImport, confirmImport, computePayouts, stageImport } from '../../server/binBurst/imports.ts';
import { bearer, errorEnvelope, signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { API, postJson } from './betting.ts';
import { storedFigures } from './ledgerSupport.ts';
import { dyingAt } from './dyingDatabase.ts';

let server: TestServer;
let admin: string;
let agent1: string;
let agent2: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signIn(server.app, 'admin')).access_token;
  agent1 = (await signIn(server.app, 'agent1')).access_token;
  agent2 = (await signIn(server.app, 'agent2')).access_token;
});
afterAll(async () => {
  await server?.close();
});

const put = (token: string, body: unknown): RequestInit => ({ ...postJson(token, body), method: 'PUT' });
const importOf = async (response: Response) => successData(response, BinBurstImportSchema);
const poll = async (token: string, call: 'binBurst' | 'binConfirm', importId: number) => {
  await server.jobs.drain();
  return importOf(await server.app.request(`${API}/4d/${call}?LocId=SG&ImportId=${importId}`, bearer(token)));
};

/** The seed's settled SG draws with winning tickets of `parent`'s direct downlines (of anyone for null), newest first. */
async function settledDraws(parent: string | null): Promise<number[]> {
  const { rows } = await server.db.query<{ draw_id: number }>(
    `select d.draw_id from draws d where d.loc_id = 'SG' and d.is_finalised and exists (
       select 1 from ticket_results r join users u on u.user_id = r.user_id
       where r.draw_id = d.draw_id and r.strike_cents > 0 and ($1::text is null or u.parent_id = $1))
     order by d.draw_date desc`,
    [parent],
  );
  return rows.map((r) => r.draw_id);
}

/**
 * The oracle: per user the importer may pay (direct downlines; an admin everyone else) and no other
 * import of the draw took, its winning tickets and strikes.
 */
async function expectedLines(importer: string, drawId: number) {
  const { rows: taken } = await server.db.query<{ user_id: string }>(
    `select l.user_id from bin_burst_lines l join bin_burst_imports i on i.import_id = l.import_id where l.draw_id = $1 and i.imported_by <> $2`,
    [drawId, importer],
  );
  const takenIds = new Set(taken.map((t) => t.user_id));
  const { rows: users } = await server.db.query<{ user_id: string; parent_id: string | null; role: string }>('select user_id, parent_id, role from users');
  const isAdmin = users.find((u) => u.user_id === importer)!.role === 'ADMIN';
  const payable = new Set(users.filter((u) => u.user_id !== importer && (isAdmin || u.parent_id === importer)).map((u) => u.user_id));
  const { rows } = await server.db.query<{ user_id: string; strike_cents: number }>(
    'select user_id, strike_cents::float8 as strike_cents from ticket_results where draw_id = $1',
    [drawId],
  );
  const byUser = new Map<string, { Tickets: number; StrikeCents: number }>();
  for (const row of rows) {
    if (row.strike_cents <= 0 || !payable.has(row.user_id) || takenIds.has(row.user_id)) continue;
    const line = byUser.get(row.user_id) ?? { Tickets: 0, StrikeCents: 0 };
    byUser.set(row.user_id, { Tickets: line.Tickets + 1, StrikeCents: line.StrikeCents + row.strike_cents });
  }
  return [...byUser].sort(([a], [b]) => (a < b ? -1 : 1)).map(([UserId, line]) => ({ UserId, ...line }));
}

const paymentLines = async (importId: number) =>
  (await server.db.query<{ user_id: string; amount_cents: number }>(
    `select e.user_id, e.amount_cents::float8 as amount_cents from ledger_entries e
     where e.entry_id in (select entry_id from bin_burst_lines where import_id = $1) order by e.user_id`,
    [importId],
  )).rows;

describe('bin burst', () => {
  it('stages the bursts of the users the importer pays, fixes the payouts, and pays them once', async () => {
    const [drawId] = await settledDraws('agent1');
    expect(drawId).toBeDefined();
    const started = await importOf(await server.app.request(`${API}/4d/binBurstImport`, postJson(agent1, { LocId: 'SG', DrawId: drawId })));
    const staged = await poll(agent1, 'binBurst', started.ImportId);
    const expected = await expectedLines('agent1', drawId!);
    expect(expected.length).toBeGreaterThan(0);
    expect(staged.Status).toBe('staged');
    expect(staged.Lines).toEqual(expected.map((line) => ({ ...line, PayoutCents: null, EntryId: null })));

    // Confirming before the payouts are fixed is refused; fixing them sets each at what it struck.
    await errorEnvelope(await server.app.request(`${API}/4d/binConfirm`, postJson(agent1, { LocId: 'SG', ImportId: started.ImportId })), 409);
    const computed = await importOf(await server.app.request(`${API}/4d/generateBurstImportPayOut`, put(agent1, { LocId: 'SG', ImportId: started.ImportId })));
    expect(computed.Lines.map((l) => l.PayoutCents)).toEqual(expected.map((l) => l.StrikeCents));

    const before = await Promise.all(expected.map((l) => storedFigures(server.db, l.UserId)));
    const confirmations = await Promise.all(
      Array.from({ length: 5 }, async () => importOf(await server.app.request(`${API}/4d/binConfirm`, postJson(agent1, { LocId: 'SG', ImportId: started.ImportId })))),
    );
    expect(new Set(confirmations.map((c) => c.ImportId))).toEqual(new Set([started.ImportId]));
    const confirmed = await poll(agent1, 'binConfirm', started.ImportId);
    expect(confirmed.Status).toBe('confirmed');
    // Each payout is one payment line paid to the user: its AccBal fell by exactly the payout.
    expect(await paymentLines(started.ImportId)).toEqual(expected.map((l) => ({ user_id: l.UserId, amount_cents: -l.StrikeCents })));
    const after = await Promise.all(expected.map((l) => storedFigures(server.db, l.UserId)));
    expect(after.map((f, i) => before[i]!.accBalCents - f.accBalCents)).toEqual(expected.map((l) => l.StrikeCents));

    // Asked again: the same import, nothing posted twice.
    const again = await importOf(await server.app.request(`${API}/4d/binBurstImport`, postJson(agent1, { LocId: 'SG', DrawId: drawId })));
    expect(again).toMatchObject({ ImportId: started.ImportId, Status: 'confirmed' });
    await server.jobs.drain();
    expect(await paymentLines(started.ImportId)).toHaveLength(expected.length);
    const listed = await successData(await server.app.request(`${API}/4d/binBurstImport?LocId=SG`, bearer(agent1)), v.array(BinBurstImportSchema));
    expect(listed.map((i) => i.ImportId)).toContain(started.ImportId);
  });

  it('refuses an unsettled draw, another importer’s import and the admins’ list to others', async () => {
    const { rows } = await server.db.query<{ draw_id: number }>(`select draw_id from draws where loc_id = 'SG' and not is_finalised limit 1`);
    await errorEnvelope(await server.app.request(`${API}/4d/binBurstImport`, postJson(agent1, { LocId: 'SG', DrawId: rows[0]!.draw_id })), 400);
    const [, drawId] = await settledDraws(null);
    const started = await importOf(await server.app.request(`${API}/4d/binBurstImport`, postJson(admin, { LocId: 'SG', DrawId: drawId })));
    await server.jobs.drain();
    await errorEnvelope(await server.app.request(`${API}/4d/binBurst?LocId=SG&ImportId=${started.ImportId}`, bearer(agent2)), 404);
    await errorEnvelope(await server.app.request(`${API}/4d/generateBurstImportPayOut`, put(agent2, { LocId: 'SG', ImportId: started.ImportId })), 404);
    await errorEnvelope(await server.app.request(`${API}/4d/binBurstImportAdmin?LocId=SG`, bearer(agent1)), 403);
    const all = await successData(await server.app.request(`${API}/4d/binBurstImportAdmin?LocId=SG`, bearer(admin)), v.array(BinBurstImportSchema));
    expect(all.map((i) => i.ImportedBy)).toEqual(expect.arrayContaining(['admin', 'agent1']));
    await errorEnvelope(await server.app.request(`${API}/4d/binBurstImport`, postJson(agent1, { LocId: 'SG', DrawId: 'x' })), 400);
  });

  it('refuses the whole confirmation when a payout would take a Credit Left below zero, and pays once it fits', async () => {
    const [, , drawId] = await settledDraws(null);
    const started = await importOf(await server.app.request(`${API}/4d/binBurstImport`, postJson(admin, { LocId: 'SG', DrawId: drawId })));
    await poll(admin, 'binBurst', started.ImportId);
    const computed = await importOf(await server.app.request(`${API}/4d/generateBurstImportPayOut`, put(admin, { LocId: 'SG', ImportId: started.ImportId })));
    const payee = computed.Lines.at(-1)!;
    const figures = await storedFigures(server.db, payee.UserId);
    // No balance and no Credit Left: paying it out would leave its Credit Left at minus the payout.
    await server.db.query('update users set acc_bal_cents = 0, credit_cents = open_stake_cents where user_id = $1', [payee.UserId]);
    await importOf(await server.app.request(`${API}/4d/binConfirm`, postJson(admin, { LocId: 'SG', ImportId: started.ImportId })));
    const refused: BinBurstImport = await poll(admin, 'binConfirm', started.ImportId);
    expect(refused.Status).toBe('computed');
    expect(refused.Failure).toBe(`Paying ${payee.UserId} its payout would take its Credit Left below $0.00.`);
    expect(await paymentLines(started.ImportId)).toEqual([]);

    await server.db.query('update users set acc_bal_cents = $2, credit_cents = $3 where user_id = $1', [payee.UserId, figures.accBalCents, figures.creditCents]);
    await importOf(await server.app.request(`${API}/4d/binConfirm`, postJson(admin, { LocId: 'SG', ImportId: started.ImportId })));
    expect((await poll(admin, 'binConfirm', started.ImportId)).Status).toBe('confirmed');
    expect(await paymentLines(started.ImportId)).toHaveLength(computed.Lines.length);
  });

  it('commits nothing when a job is killed mid-way, and does each step once when run again, twice or at once', async () => {
    const [drawId] = await settledDraws(null);
    const at = server.now();
    const { importId } = await server.db.transaction((tx) => askForImport(tx, { drawId: drawId!, locId: 'SG', by: 'admin', at }));
    const lines = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from bin_burst_lines where import_id = $1', [importId])).rows[0]!.n;

    // Staging killed after its lines were written, before its status: nothing of it is left; run again, at once, once more.
    await expect(dyingAt(server.db, `set status = 'staged'`).transaction((tx) => stageImport(tx, importId, at))).rejects.toThrow('the process died');
    expect(await lines()).toBe(0);
    await Promise.all([server.db.transaction((tx) => stageImport(tx, importId, at)), server.db.transaction((tx) => stageImport(tx, importId, at))]);
    await server.db.transaction((tx) => stageImport(tx, importId, at));
    expect(await lines()).toBe((await expectedLines('admin', drawId!)).length);

    expect(await server.db.transaction((tx) => computePayouts(tx, importId, 'admin', at))).toBeNull();
    await server.db.query(`update bin_burst_imports set status = 'confirming' where import_id = $1`, [importId]);
    const payees = (await expectedLines('admin', drawId!)).map((l) => l.UserId);
    expect(payees.length).toBeGreaterThan(0);
    const before = await Promise.all(payees.map((id) => storedFigures(server.db, id)));
    // Confirmation killed after the payment lines, before the import's lines note them: no line, no balance moved.
    await expect(dyingAt(server.db, 'update bin_burst_lines set entry_id').transaction((tx) => confirmImport(tx, importId, at))).rejects.toThrow('the process died');
    expect(await paymentLines(importId)).toEqual([]);
    expect(await Promise.all(payees.map((id) => storedFigures(server.db, id)))).toEqual(before);
    await Promise.all([server.db.transaction((tx) => confirmImport(tx, importId, at)), server.db.transaction((tx) => confirmImport(tx, importId, at))]);
    await server.db.transaction((tx) => confirmImport(tx, importId, at));
    expect(await paymentLines(importId)).toHaveLength(payees.length);
    const { rows } = await server.db.query<{ n: number }>(`select count(*)::int as n from audit_log where action = 'binBurst.confirm.end' and entity_id = $1`, [String(importId)]);
    expect(rows[0]!.n).toBe(1);
  });
});
