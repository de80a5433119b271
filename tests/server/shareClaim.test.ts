/**
 * Share claims (issue 21; spec 02 §7.14, §6 "Share claim items: DrawSetting"; DOMAIN.md 5). The
 * oracle is DOMAIN.md "Money" over the raw rows: for each settled draw of the location and range in
 * which the downline has a share line S, the claimer's part is S x bp / 10000 rounded once half-even,
 * taken from the downline: two lines that sum to zero. reportDownLine lists each direct downline's
 * share result and what was claimed of it; generating posts only draws not posted yet; changing the
 * share reposts exactly at the new share; deleting leaves every figure as before; only DrawSetting
 * holders, only inside the tree. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createShareClaim,
  createShareClaimBack,
  deleteShareClaim,
  deleteShareClaimBack,
  importShareClaimBack,
  shareClaimBackSelect,
  updateShareClaimBack,
  generateShareClaims,
  reportDownLine,
  shareClaims,
  updateShareClaim,
  type ShareTransferRow,
} from '../../contract/shareTransfers.ts';
import { apiAs, type ApiClient } from './apiClient.ts';
import { signIn, startTestServer, type TestServer } from './testServer.ts';
import { balancesDrifted as drifted, halfEvenPart, ledgerSnapshot } from './shareSupport.ts';

const snapshot = () => ledgerSnapshot(server.db);
const balancesDrifted = () => drifted(server.db);

let server: TestServer;
const as: Record<string, ApiClient> = {};
const RANGE = { DrawFrom: '2000-01-01', DrawTo: '2099-12-31' };

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'agent1', 'agent2']) as[user] = apiAs(server, (await signIn(server.app, user)).access_token);
  await server.db.query(`update users set credit_cents = open_stake_cents - least(acc_bal_cents, 0) + 10000000 where user_id <> 'admin'`);
});
afterAll(async () => {
  await server?.close();
});


async function shareLines(userId: string, locId: string, upTo = '2099-12-31', from = '1900-01-01'): Promise<Map<number, number>> {
  const { rows } = await server.db.query<{ draw_id: number; amount: string }>(
    `select l.draw_id, l.amount_cents::text as amount from ledger_entries l join draws d on d.draw_id = l.draw_id
     where l.user_id = $1 and l.kind = 'share' and d.loc_id = $2 and d.draw_date <= $3::date and d.draw_date >= $4::date`,
    [userId, locId, upTo, from],
  );
  return new Map(rows.map((r) => [Number(r.draw_id), Number(r.amount)]));
}

const expectedParts = (shares: Map<number, number>, bp: number) =>
  [...shares].map(([drawId, cents]) => [drawId, halfEvenPart(cents, bp)] as const).filter(([, part]) => part !== 0);
const sum = (parts: readonly (readonly [number, number])[]) => parts.reduce((total, [, part]) => total + part, 0);

async function transferLines(transferId: number) {
  const { rows } = await server.db.query<{ user_id: string; draw_id: number; amount: string }>(
    'select user_id, draw_id, amount_cents::text as amount from ledger_entries where transfer_id = $1 order by draw_id, user_id',
    [transferId],
  );
  return rows.map((r) => ({ userId: r.user_id, drawId: Number(r.draw_id), amount: Number(r.amount) }));
}



let keys = 0;
const key = () => ({ 'Idempotency-Key': `share-claim-${++keys}-${Date.now()}` });
const claim = (by: string, body: Record<string, unknown>) => as[by]!.request(createShareClaim, { body: { LocId: 'SG', ...body }, headers: key() });

/** The day splitting agent2's settled SG draws with share lines in two: the first half up to it, the rest after. */
async function splitDay(): Promise<{ upTo: string; after: string }> {
  const { rows } = await server.db.query<{ day: string }>(
    `select d.draw_date::text as day from ledger_entries l join draws d on d.draw_id = l.draw_id
     where l.user_id = 'agent2' and l.kind = 'share' and d.loc_id = 'SG' order by d.draw_date`,
  );
  expect(rows.length).toBeGreaterThan(2);
  const upTo = rows[Math.floor(rows.length / 2) - 1]!.day;
  const next = new Date(Date.parse(`${upTo}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { upTo, after: next };
}

describe('a share claim', () => {
  it("takes the claimer's half-even part of each settled draw's share result from the downline, and reportDownLine shows it", async () => {
    const { upTo } = await splitDay();
    const shares = await shareLines('agent2', 'SG', upTo);
    expect(shares.size).toBeGreaterThan(0);
    const bp = 3000;
    const parts = expectedParts(shares, bp);
    const response = await claim('admin', { UserId: 'agent2', ShareBp: bp, DrawFrom: '2000-01-01', DrawTo: upTo });
    expect(response.status, await response.clone().text()).toBe(200);
    const row = ((await response.json()) as { data: ShareTransferRow }).data;
    expect(row).toMatchObject({ UserId: 'agent2', PartnerId: 'admin', ShareBp: bp, PostedDraws: parts.length, PostedCents: sum(parts) });
    const lines = await transferLines(row.Id);
    for (const [drawId, part] of parts) {
      expect(lines.filter((l) => l.drawId === drawId)).toEqual([
        { userId: 'admin', drawId, amount: part },
        { userId: 'agent2', drawId, amount: -part },
      ]);
    }
    expect(lines).toHaveLength(parts.length * 2);
    expect(await balancesDrifted()).toEqual([]);

    const report = await as.admin!.data(reportDownLine, { query: { LocId: 'SG', DrawFrom: '2000-01-01', DrawTo: upTo } });
    const agent2 = report.Rows.find((r) => r.UserId === 'agent2')!;
    expect(agent2.ShareCents).toBe([...shares.values()].reduce((a, b) => a + b, 0));
    expect(agent2.ClaimedCents).toBe(sum(parts));
    expect(agent2.KeptCents).toBe(agent2.ShareCents - agent2.ClaimedCents);
    expect(report.Totals.ShareCents).toBe(report.Rows.reduce((t, r) => t + r.ShareCents, 0));

    // Generating now posts nothing new.
    const before = await snapshot();
    const generated = await as.admin!.data(generateShareClaims, { body: { LocId: 'SG', Id: row.Id }, headers: key() });
    expect(generated).toEqual({ Claims: 1, PostedDraws: 0, PostedCents: 0 });
    const after = await snapshot();
    expect([after.lines, after.balances]).toEqual([before.lines, before.balances]);

    // A changed share: the lines are exactly those of the new share.
    const changed = await as.admin!.data(updateShareClaim, { body: { LocId: 'SG', Id: row.Id, ShareBp: 1000 }, headers: key() });
    const newParts = expectedParts(shares, 1000);
    expect(changed).toMatchObject({ Id: row.Id, ShareBp: 1000, PostedDraws: newParts.length, PostedCents: sum(newParts) });
    const adminLines = (await transferLines(row.Id)).filter((l) => l.userId === 'admin').map((l) => [l.drawId, l.amount]);
    expect(adminLines).toEqual(newParts.map(([d, p]) => [d, p]).sort((x, y) => x[0]! - y[0]!));
    expect(await balancesDrifted()).toEqual([]);
  });

  it('posts the draws settled after it was saved when generated, once; deleting takes every line back', async () => {
    const { after: from } = await splitDay();
    const later = await shareLines('agent2', 'SG', '2099-12-31', from);
    expect(later.size).toBeGreaterThan(0);
    // The draws of the range settle after the claim is saved: their share lines are held back (as not
    // yet posted by settlement) while it is saved, then put back.
    const held = [...later.keys()];
    await server.db.query(`update ledger_entries set kind = 'opening' where user_id = 'agent2' and kind = 'share' and draw_id = any($1::int[])`, [held]);
    const response = await claim('admin', { UserId: 'agent2', ShareBp: 2000, DrawFrom: from, DrawTo: '2099-12-31' });
    expect(response.status, await response.clone().text()).toBe(200);
    const row = ((await response.json()) as { data: ShareTransferRow }).data;
    expect(row.PostedDraws).toBe(0);
    await server.db.query(`update ledger_entries set kind = 'share' where user_id = 'agent2' and kind = 'opening' and draw_id = any($1::int[])`, [held]);

    const parts = expectedParts(later, 2000);
    const first = await as.admin!.data(generateShareClaims, { body: { LocId: 'SG' }, headers: key() });
    expect(first.PostedDraws).toBe(parts.length);
    expect(first.PostedCents).toBe(sum(parts));
    const again = await as.admin!.data(generateShareClaims, { body: { LocId: 'SG' }, headers: key() });
    expect(again.PostedDraws).toBe(0);
    expect(await balancesDrifted()).toEqual([]);

    const before = await snapshot();
    const removed = await as.admin!.data(deleteShareClaim, { params: { Id: row.Id }, headers: key() });
    expect(removed.RemovedLines).toBe(parts.length * 2);
    expect((await snapshot()).lines).toBe(before.lines - parts.length * 2);
    expect(await transferLines(row.Id)).toEqual([]);
    expect(await balancesDrifted()).toEqual([]);
  });
});

describe('who may claim', () => {
  it('refuses a caller without DrawSetting, a user outside the tree and the caller itself, writing nothing', async () => {
    const before = await snapshot();
    // agent2 holds no DrawSetting (seed): refused whatever it asks.
    expect((await claim('agent2', { UserId: 'agent3', ShareBp: 1000, ...RANGE })).status).toBe(403);
    await as.agent2!.refused(shareClaims, 403, { query: { LocId: 'SG' } });
    await as.agent2!.refused(reportDownLine, 403, { query: { LocId: 'SG' } });
    // agent1 holds DrawSetting, but agent2 is not below it.
    expect((await claim('agent1', { UserId: 'agent2', ShareBp: 1000, ...RANGE })).status).toBe(403);
    const self = await claim('agent1', { UserId: 'agent1', ShareBp: 1000, ...RANGE });
    expect(self.status).toBe(400);
    const player = await claim('agent1', { UserId: 'member1', ShareBp: 1000, ...RANGE });
    expect(player.status).toBe(400);
    expect(JSON.stringify(await player.json())).toContain('member1 is a player');
    expect(await snapshot()).toEqual(before);
  });
});

describe('a claim back', () => {
  it("returns part of a claim to the downline, measured on the downline's share result, never more than was claimed", async () => {
    const shares = await shareLines('agent2', 'SG');
    const beforeClaim = await snapshot();
    const claimed = await claim('admin', { UserId: 'agent2', ShareBp: 5000, ...RANGE });
    expect(claimed.status, await claimed.clone().text()).toBe(200);
    const claimRow = ((await claimed.json()) as { data: ShareTransferRow }).data;

    const back = await as.admin!.data(createShareClaimBack, { body: { LocId: 'SG', ClaimId: claimRow.Id, ShareBp: 2000, ...RANGE }, headers: key() });
    const parts = expectedParts(shares, 2000);
    expect(back).toMatchObject({ UserId: 'admin', PartnerId: 'agent2', ShareBp: 2000, PostedDraws: parts.length, PostedCents: sum(parts) });
    for (const [drawId, part] of parts) {
      expect((await transferLines(back.Id)).filter((l) => l.drawId === drawId)).toEqual([
        { userId: 'admin', drawId, amount: -part },
        { userId: 'agent2', drawId, amount: part },
      ]);
    }
    expect(await balancesDrifted()).toEqual([]);
    const selected = await as.admin!.data(shareClaimBackSelect, { body: { LocId: 'SG', ClaimId: claimRow.Id } });
    expect(selected).toEqual([expect.objectContaining({ ClaimId: claimRow.Id, ShareBp: 5000, ReturnedBp: 2000 })]);

    // More than is left of the claim: refused on the field, nothing written.
    const before = await snapshot();
    const over = await as.admin!.request(createShareClaimBack, { body: { LocId: 'SG', ClaimId: claimRow.Id, ShareBp: 4000, ...RANGE }, headers: key() });
    expect(over.status).toBe(400);
    expect(JSON.stringify(await over.json())).toContain('at most 30% is left');
    // Outside the claim's range: refused on the field.
    const outside = await as.admin!.request(createShareClaimBack, {
      body: { LocId: 'SG', ClaimId: claimRow.Id, ShareBp: 100, DrawFrom: '1999-01-01', DrawTo: '2000-01-31' },
      headers: key(),
    });
    expect(outside.status).toBe(400);
    // The claim cannot be deleted while returned in part.
    await as.admin!.refused(deleteShareClaim, 409, { params: { Id: claimRow.Id }, headers: key() });
    expect(await snapshot()).toEqual(before);

    // Import returns the rest whole; changing a back reposts it exactly.
    const rest = await as.admin!.data(importShareClaimBack, { body: { LocId: 'SG', ClaimId: claimRow.Id }, headers: key() });
    expect(rest).toMatchObject({ ShareBp: 3000, PostedCents: sum(expectedParts(shares, 3000)) });
    const changed = await as.admin!.data(updateShareClaimBack, { body: { LocId: 'SG', Id: back.Id, ShareBp: 1000 }, headers: key() });
    expect(changed).toMatchObject({ Id: back.Id, ShareBp: 1000, PostedCents: sum(expectedParts(shares, 1000)) });
    expect(await balancesDrifted()).toEqual([]);

    // Deleting the backs, then the claim, takes every line of them back.
    for (const id of [back.Id, rest.Id]) await as.admin!.data(deleteShareClaimBack, { params: { Id: id }, headers: key() });
    await as.admin!.data(deleteShareClaim, { params: { Id: claimRow.Id }, headers: key() });
    expect(await transferLines(claimRow.Id)).toEqual([]);
    expect(await balancesDrifted()).toEqual([]);
    const ended = await snapshot();
    expect([ended.lines, ended.balances, ended.transfers]).toEqual([beforeClaim.lines, beforeClaim.balances, beforeClaim.transfers]);
    // agent1 holds DrawSetting but the claim is not of its tree.
    const again = await claim('admin', { UserId: 'agent2', ShareBp: 100, DrawFrom: '2098-01-01', DrawTo: '2098-01-31' });
    const id = ((await again.json()) as { data: ShareTransferRow }).data.Id;
    await as.agent1!.refused(createShareClaimBack, 403, { body: { LocId: 'SG', ClaimId: id, ShareBp: 100, DrawFrom: '2098-01-01', DrawTo: '2098-01-31' }, headers: key() });
  });
});
