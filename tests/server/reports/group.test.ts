/**
 * The Group report (issue 22; spec 02 §7.13; DOMAIN.md "Group report: the full report grouped by the
 * caller's saved groups of downlines"). The figures are checked against an oracle written from
 * DOMAIN.md over raw rows, never by running the report's SQL: a direct downline X's row is X's whole
 * branch (X and everyone below it, walked here in TypeScript from users.parent_id): turnover = the
 * stakes of its tickets (ticket_results), win/loss, commission, tax and share = the branch's ledger
 * lines of those kinds, and net = X's own AccBal movement from the draw (its lines, `downline`
 * included: what its upline owes it). A group row is the sum of its members; the rows and the
 * totals add up to the whole tree below the user, to the cent. Also: the settings' validation, that
 * nobody reads or changes another's groups, and the tree and attribute refusals. Runs on PGlite, and
 * on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFull } from '../../../contract/reportsFull.ts';
import { deleteReportGroup, reportGroup2Full, reportGroupFull, reportGroupSetting, saveReportGroup, type GroupReportRow } from '../../../contract/reportsGroup.ts';
import { settleDraw } from '../../../server/settlement/settleDraw.ts';
import { apiAs, type ApiClient } from '../apiClient.ts';
import { addBranchUsers, type BranchUser } from '../ledgerSupport.ts';
import { drawAwaitingSettlement, FOUR_D_RESULT, type TestTicket } from '../settlementSupport.ts';
import { signIn, startTestServer, type TestServer } from '../testServer.ts';

let server: TestServer;
const as: Record<string, ApiClient> = {};
let drawId: number;

// A generated tree under the admin: grA (an agent with a share) > grm1, grm2; grB (agent) > grm3;
// grC, a member right under the admin. grA bets for itself too.
const TREE: BranchUser[] = [
  { userId: 'grA', parentId: 'admin', role: 'AG', creditCents: 10_000_000, tShareBp: 4000, commissionBp: 800, taxBp: 30 },
  { userId: 'grm1', parentId: 'grA', role: 'MEM', creditCents: 1_000_000, commissionBp: 500 },
  { userId: 'grm2', parentId: 'grA', role: 'MEM', creditCents: 1_000_000, commissionBp: 300, taxBp: 10 },
  { userId: 'grB', parentId: 'admin', role: 'AG', creditCents: 10_000_000, tShareBp: 2500, commissionBp: 600, taxBp: 20 },
  { userId: 'grm3', parentId: 'grB', role: 'MEM', creditCents: 1_000_000, commissionBp: 400 },
  { userId: 'grC', parentId: 'admin', role: 'MEM', creditCents: 1_000_000, commissionBp: 200 },
];
const AT = '2027-03-01T00:00:00.000Z';
const base = { betType: 'straight' as const, totoForm: null, totoAmountCents: 0, createdAt: AT };
const TICKETS: TestTicket[] = [
  { ...base, userId: 'grm1', number: '1123', bigCents: 105, smallCents: 0 }, // 1st prize
  { ...base, userId: 'grm1', number: '9990', bigCents: 3_333, smallCents: 1_111 },
  { ...base, userId: 'grm2', number: '8642', bigCents: 777, smallCents: 0 }, // a consolation
  { ...base, userId: 'grm2', number: '0101', bigCents: 12_345, smallCents: 505 },
  { ...base, userId: 'grA', number: '4444', bigCents: 999, smallCents: 333 },
  { ...base, userId: 'grm3', number: '1234', bigCents: 2_001, smallCents: 999 }, // a starter
  { ...base, userId: 'grm3', number: '7070', bigCents: 4_567, smallCents: 0 },
  { ...base, userId: 'grC', number: '5555', bigCents: 1_010, smallCents: 2_020 },
];

type Figures = Pick<GroupReportRow, 'TurnoverCents' | 'WinLossCents' | 'CommissionCents' | 'TaxCents' | 'ShareCents' | 'NetCents'>;
const FIGURES = ['TurnoverCents', 'WinLossCents', 'CommissionCents', 'TaxCents', 'ShareCents', 'NetCents'] as const;
const zero = (): Figures => ({ TurnoverCents: 0, WinLossCents: 0, CommissionCents: 0, TaxCents: 0, ShareCents: 0, NetCents: 0 });
const plus = (a: Figures, b: Figures): Figures => Object.fromEntries(FIGURES.map((k) => [k, a[k] + b[k]])) as unknown as Figures;
const figuresOf = (row: Figures): Figures => Object.fromEntries(FIGURES.map((k) => [k, row[k]])) as unknown as Figures;
const sum = (rows: readonly Figures[]) => rows.reduce(plus, zero());

/** The raw rows of a draw the oracle reads: the tree, the tickets' stakes, the ledger lines. */
async function rawRows(draw: number) {
  const users = (await server.db.query<{ user_id: string; parent_id: string | null }>('select user_id, parent_id from users')).rows;
  const stakes = (await server.db.query<{ user_id: string; stake: number }>('select user_id, stake_cents::float8 as stake from ticket_results where draw_id = $1', [draw])).rows;
  const lines = (await server.db.query<{ user_id: string; kind: string; amount: number }>('select user_id, kind, amount_cents::float8 as amount from ledger_entries where draw_id = $1', [draw])).rows;
  return { users, stakes, lines };
}

/** DOMAIN.md's figures of one direct downline's whole branch (see the file's comment). */
function branchFigures(raw: Awaited<ReturnType<typeof rawRows>>, head: string): Figures {
  const branch = new Set([head]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const u of raw.users) if (u.parent_id !== null && branch.has(u.parent_id) && !branch.has(u.user_id)) grew = branch.add(u.user_id) !== null;
  }
  const ofKind = (kind: string) => raw.lines.filter((l) => branch.has(l.user_id) && l.kind === kind).reduce((s, l) => s + l.amount, 0);
  const settlementKinds = new Set(['winloss', 'commission', 'tax', 'share', 'downline']);
  return {
    TurnoverCents: raw.stakes.filter((s) => branch.has(s.user_id)).reduce((s, t) => s + t.stake, 0),
    WinLossCents: ofKind('winloss'),
    CommissionCents: ofKind('commission'),
    TaxCents: ofKind('tax'),
    ShareCents: ofKind('share'),
    // The downline's own account: what the draw's settlement moved its AccBal by.
    NetCents: raw.lines.filter((l) => l.user_id === head && settlementKinds.has(l.kind)).reduce((s, l) => s + l.amount, 0),
  };
}

/** The user's own figures (its own bets' stakes and its own lines of those kinds). */
function ownFigures(raw: Awaited<ReturnType<typeof rawRows>>, userId: string): Figures {
  const own = (kind: string) => raw.lines.filter((l) => l.user_id === userId && l.kind === kind).reduce((s, l) => s + l.amount, 0);
  return {
    TurnoverCents: raw.stakes.filter((s) => s.user_id === userId).reduce((s, t) => s + t.stake, 0),
    WinLossCents: own('winloss'),
    CommissionCents: own('commission'),
    TaxCents: own('tax'),
    ShareCents: own('share'),
    NetCents: own('winloss') + own('commission') + own('tax') + own('share'),
  };
}

const report = (client: ApiClient, query: Record<string, string | number>) => client.data(reportGroupFull, { query: { LocId: 'SG', PageSize: 100, ...query } });
const row = (rows: readonly GroupReportRow[], kind: GroupReportRow['RowKind'], name: string) => {
  const found = rows.find((r) => r.RowKind === kind && r.Name === name);
  if (!found) throw new Error(`no ${kind} row ${name} in ${JSON.stringify(rows.map((r) => r.Name))}`);
  return found;
};
const groupsOf = async (userId: string) => (await server.db.query('select count(*)::int as n from report_groups where owner_id = $1', [userId])).rows[0];
const auditRows = async () => (await server.db.query<{ n: number }>(`select count(*)::int as n from audit_log where action like 'reportGroup.%'`)).rows[0]!.n;

beforeAll(async () => {
  server = await startTestServer();
  await addBranchUsers(server.db, TREE);
  drawId = await drawAwaitingSettlement(server.db, server.now, { locId: 'SG', date: '2001-02-07', tickets: TICKETS, result: FOUR_D_RESULT });
  expect(await settleDraw({ db: server.db, now: server.now }, drawId)).toBe(true);
  for (const user of ['admin', 'agent1', 'agent2', 'member1', 'grA']) as[user] = apiAs(server, (await signIn(server.app, user)).access_token);
});
afterAll(async () => {
  await server?.close();
});

describe('the Group report on a generated tree', () => {
  it("sums each group's members, the ungrouped downlines apart, the rows and totals to the whole tree, to the cent", async () => {
    await as.admin!.data(saveReportGroup, { body: { LocId: 'SG', Name: 'East', Members: 'grA, grC' } });
    const raw = await rawRows(drawId);
    const expected = { grA: branchFigures(raw, 'grA'), grB: branchFigures(raw, 'grB'), grC: branchFigures(raw, 'grC') };
    // The draw has wins and losses: the figures are not all of one sign.
    expect(new Set(Object.values(expected).map((f) => Math.sign(f.WinLossCents))).size).toBeGreaterThan(1);

    const page = await report(as.admin!, { DrawId: drawId });
    expect(page.Rows.map((r) => [r.RowKind, r.Name, r.Members])).toEqual([
      ['group', 'East', 2],
      ['ungrouped', 'Ungrouped', 1],
    ]);
    expect(figuresOf(row(page.Rows, 'group', 'East'))).toEqual(plus(expected.grA, expected.grC));
    expect(figuresOf(row(page.Rows, 'ungrouped', 'Ungrouped'))).toEqual(expected.grB);
    // Totals: the sum of the rows, and the whole tree below the admin (the root posts nothing itself).
    expect(page.Totals).toEqual(sum(page.Rows));
    expect(page.Totals).toEqual(sum(Object.values(expected)));
    // ... and the Full report's totals for the same draw, whose rows are the members' rows.
    const full = await as.admin!.data(reportFull, { query: { LocId: 'SG', DrawId: drawId } });
    expect(page.Totals).toEqual(full.Totals);
    const fullRow = (userId: string) => figuresOf(full.Rows.find((r) => r.UserId === userId)!);
    expect(figuresOf(row(page.Rows, 'group', 'East'))).toEqual(plus(fullRow('grA'), fullRow('grC')));
    for (const r of page.Rows) expect(r.NetCents).toBe(r.WinLossCents + r.CommissionCents + r.TaxCents + r.ShareCents);

    // A group's row drills down to its members, each its own branch; 0 lists the ungrouped.
    const group = row(page.Rows, 'group', 'East');
    const members = await report(as.admin!, { DrawId: drawId, GroupId: group.GroupId! });
    expect(members.Rows.map((r) => [r.RowKind, r.Name, figuresOf(r)])).toEqual([
      ['member', 'grA', expected.grA],
      ['member', 'grC', expected.grC],
    ]);
    expect(members.Totals).toEqual(figuresOf(group));
    expect((await report(as.admin!, { DrawId: drawId, GroupId: 0 })).Rows.map((r) => r.Name)).toEqual(['grB']);

    // The same draw asked by its day, and by a range of that day: the same rows.
    expect((await report(as.admin!, { DrawDate: '2001-02-07' })).Rows).toEqual(page.Rows);
    expect((await report(as.admin!, { DrawFrom: '2001-02-01', DrawTo: '2001-02-10' })).Rows).toEqual(page.Rows);
  });

  it("shows an agent's own row, so its rows add up to its row one level up", async () => {
    await as.grA!.data(saveReportGroup, { body: { LocId: 'SG', Name: 'Solo', Members: 'grm1' } });
    const raw = await rawRows(drawId);
    const page = await report(as.grA!, { DrawId: drawId });
    expect(page.Rows.map((r) => [r.RowKind, r.Name])).toEqual([
      ['own', 'grA'],
      ['group', 'Solo'],
      ['ungrouped', 'Ungrouped'],
    ]);
    expect(figuresOf(row(page.Rows, 'own', 'grA'))).toEqual(ownFigures(raw, 'grA'));
    expect(figuresOf(row(page.Rows, 'group', 'Solo'))).toEqual(branchFigures(raw, 'grm1'));
    expect(figuresOf(row(page.Rows, 'ungrouped', 'Ungrouped'))).toEqual(branchFigures(raw, 'grm2'));
    expect(page.Totals).toEqual(sum(page.Rows));
    // grA's whole row as the admin sees it: its branch, net its AccBal movement.
    expect(page.Totals).toEqual(branchFigures(raw, 'grA'));
    expect(page.Totals).toEqual((await as.grA!.data(reportFull, { query: { LocId: 'SG', DrawId: drawId } })).Totals);
    // The admin reads grA's report (its tree) with grA's groups; sorted by Net the same rows.
    expect((await report(as.admin!, { DrawId: drawId, UserId: 'grA' })).Rows).toEqual(page.Rows);
    const byNet = await report(as.admin!, { DrawId: drawId, UserId: 'grA', SortBy: 'NetCents', SortDir: 'desc' });
    expect(byNet.Rows.map((r) => r.NetCents)).toEqual(page.Rows.map((r) => r.NetCents).sort((a, b) => b - a));
  });

  it('sums the seeded agents of a seeded settled draw by the oracle too', async () => {
    const { rows } = await server.db.query<{ draw_id: number }>(
      `select d.draw_id from draws d where d.loc_id = 'SG' and exists (select 1 from ledger_entries e where e.draw_id = d.draw_id and e.user_id in ('agent1', 'agent2'))
       order by d.draw_date desc limit 1`,
    );
    const seeded = rows[0]!.draw_id;
    await as.admin!.data(saveReportGroup, { body: { LocId: 'SG', Name: 'Agents', Members: 'agent1 agent2' } });
    const raw = await rawRows(seeded);
    const page = await report(as.admin!, { DrawId: seeded });
    const agents = row(page.Rows, 'group', 'Agents');
    expect(agents.TurnoverCents).toBeGreaterThan(0);
    expect(figuresOf(agents)).toEqual(plus(branchFigures(raw, 'agent1'), branchFigures(raw, 'agent2')));
    const heads = raw.users.filter((u) => u.parent_id === 'admin').map((u) => u.user_id);
    expect(page.Totals).toEqual(sum(heads.map((head) => branchFigures(raw, head))));
    expect(page.Totals).toEqual(sum(page.Rows));
  });
  it('serves TT with its own groups (reportGroup2Full), the same sums', async () => {
    const { rows } = await server.db.query<{ draw_id: number }>(
      `select d.draw_id from draws d where d.loc_id = 'TT' and exists (select 1 from ledger_entries e where e.draw_id = d.draw_id and e.user_id = 'ttagent')
       order by d.draw_date desc limit 1`,
    );
    const ttDraw = rows[0]!.draw_id;
    await as.admin!.data(saveReportGroup, { body: { LocId: 'TT', Name: 'Toto', Members: 'ttagent' } });
    const raw = await rawRows(ttDraw);
    const page = await as.admin!.data(reportGroup2Full, { query: { LocId: 'TT', DrawId: ttDraw } });
    const toto = row(page.Rows, 'group', 'Toto');
    expect(toto.TurnoverCents).toBeGreaterThan(0);
    expect(figuresOf(toto)).toEqual(branchFigures(raw, 'ttagent'));
    expect(page.Totals).toEqual(sum(page.Rows));
    expect(page.Totals).toEqual((await as.admin!.data(reportFull, { query: { LocId: 'TT', DrawId: ttDraw } })).Totals);
    // The SG groups are not TT's: agent1 and agent2 are ungrouped there (and have no TT figures).
    expect(page.Rows.filter((r) => r.RowKind === 'group').map((r) => r.Name)).toEqual(['Toto']);
  });
});

describe('the Group settings', () => {
  it('refuses bad names and members on their field, writing nothing', async () => {
    const before = [await groupsOf('admin'), await auditRows()];
    const cases: [Record<string, string>, string, string][] = [
      [{ Name: '', Members: 'grB' }, 'Name', 'required'],
      [{ Name: 'x'.repeat(41), Members: 'grB' }, 'Name', 'tooLong'],
      [{ Name: 'Far', Members: '' }, 'Members', 'required'],
      [{ Name: 'Far', Members: 'member1' }, 'Members', 'notDirectDownline'], // agent1's, not the admin's
      [{ Name: 'Far', Members: 'nobody99' }, 'Members', 'notDirectDownline'],
      [{ Name: 'Far', Members: 'grB, GRB' }, 'Members', 'repeated'],
      [{ Name: 'Far', Members: 'grA' }, 'Members', 'inAnotherGroup'], // grA is in East
    ];
    for (const [body, field, code] of cases) {
      const answer = await as.admin!.refused(saveReportGroup, 400, { body: { LocId: 'SG', ...body } });
      expect(answer.data, JSON.stringify(body)).toEqual({ Problems: [expect.objectContaining({ Field: field, Code: code })] });
    }
    expect([await groupsOf('admin'), await auditRows()]).toEqual(before);
  });

  it('replaces the group of the same name, lists only the caller’s own groups, and deletes only its own', async () => {
    const audits = await auditRows();
    const saved = await as.admin!.data(saveReportGroup, { body: { LocId: 'SG', Name: 'EAST', Members: 'grB,grC' } });
    expect(saved).toMatchObject({ Name: 'EAST', Members: 'grB, grC', MemberCount: 2 });
    const admin = await as.admin!.data(reportGroupSetting, { query: { LocId: 'SG' } });
    expect(admin.Rows.map((r) => [r.Name, r.Members])).toEqual([
      ['Agents', 'agent1, agent2'],
      ['EAST', 'grB, grC'],
    ]);
    expect(admin.Totals).toEqual({ MemberCount: 4 });
    // Per location: the admin has none at MG; agent1 sees none of the admin's.
    expect((await as.admin!.data(reportGroupSetting, { query: { LocId: 'MG' } })).Rows).toEqual([]);
    expect((await as.agent1!.data(reportGroupSetting, { query: { LocId: 'SG' } })).Rows).toEqual([]);
    // agent1 cannot delete the admin's group; nothing told of it, nothing changed.
    await as.agent1!.refused(deleteReportGroup, 404, { body: { LocId: 'SG', GroupId: saved.GroupId } });
    await as.admin!.refused(deleteReportGroup, 404, { body: { LocId: 'MG', GroupId: saved.GroupId } });
    expect((await as.admin!.data(reportGroupSetting, { query: { LocId: 'SG' } })).Rows).toHaveLength(2);
    expect(await as.admin!.data(deleteReportGroup, { body: { LocId: 'SG', GroupId: saved.GroupId } })).toEqual({ GroupId: saved.GroupId, Removed: true });
    expect((await as.admin!.data(reportGroupSetting, { query: { LocId: 'SG' } })).Rows.map((r) => r.Name)).toEqual(['Agents']);
    // One audit row per write: the update, the delete.
    expect(await auditRows()).toBe(audits + 2);
  });
});

describe('refusals', () => {
  it("answers 403 outside the caller's tree and without the view's attribute, 400 without draws", async () => {
    await as.agent1!.refused(reportGroupFull, 403, { query: { LocId: 'SG', DrawId: drawId, UserId: 'agent2' } });
    await as.member1!.refused(reportGroupFull, 403, { query: { LocId: 'SG', DrawId: drawId, UserId: 'agent1' } });
    await as.admin!.refused(reportGroupFull, 400, { query: { LocId: 'SG' } });
    await as.admin!.refused(reportGroupFull, 400, { query: { LocId: 'SG', DrawFrom: '2001-02-10', DrawTo: '2001-02-01' } });
    await server.db.query(`update users set granted = array_remove(granted, 'RPTGRP2') where user_id = 'agent1'`);
    expect((await as.agent1!.data(reportGroupFull, { query: { LocId: 'SG', DrawId: drawId } })).Rows).toEqual([]);
    await as.agent1!.refused(reportGroup2Full, 403, { query: { LocId: 'TT', DrawId: drawId } });
    await server.db.query(`update users set granted = array_remove(granted, 'RPTGRP') where user_id = 'agent1'`);
    await as.agent1!.refused(reportGroupFull, 403, { query: { LocId: 'SG', DrawId: drawId } });
  });
});
