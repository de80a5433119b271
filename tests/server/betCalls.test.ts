/**
 * The remaining bet calls and the Bet Summary reports (contract/betViews.ts, betSummaryReports.ts)
 * against the real API, on a branch of its own with tickets written for the test: every figure is the
 * oracle's (betCallsSupport.ts, from DOMAIN.md) over those tickets, each counted under every draw it is
 * in; every Totals is the sum of its rows; nobody sees outside its tree; bad input is a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  betByDay,
  betByDayGroupByNumber,
  betDetailDownlineFull,
  betDetailsFull,
  betPageCombine,
  betPageUploadPartner,
  betPerm,
  betSettings,
  betSummaryDrawDatesToto,
  betTally,
  betUserIds,
  betView,
  betView2ByDate,
  betView2ByDateFull,
  betViewFull,
} from '../../contract/betViews.ts';
import { betSummary3Full, betSummaryFull, betSummaryReportFull } from '../../contract/betSummaryReports.ts';
import type { EndpointDeclaration } from '../../contract/endpoint.ts';
import { signIn, startTestServer, type TestServer } from './testServer.ts';
import { apiAs, type ApiClient } from './apiClient.ts';
import { addBranchUsers } from './ledgerSupport.ts';
import { closedDraw, insertTickets } from './settlementSupport.ts';
import { queryOf, type QueryOf } from './dataScreens.ts';
import { branchOf, FIGURE_FIELDS, figuresOf, groupBy, sumsOf, type OracleTicket } from './betCallsSupport.ts';

let server: TestServer;
const api: Record<string, ApiClient> = {};
let d1: number;
let d2: number;
let mgDraw: number;
let ttDraw: number;

// bcA (agent, under admin) ── bcB (agent) ── bcM2; bcA ── bcM1. agent1's tree is elsewhere.
const PARENTS: Record<string, string> = { bcA: 'admin', bcB: 'bcA', bcM1: 'bcA', bcM2: 'bcB' };
const tickets: OracleTicket[] = [];

const DAY1 = '2003-03-04';
const DAY2 = '2003-03-05';

beforeAll(async () => {
  server = await startTestServer();
  const db = server.db;
  await addBranchUsers(db, [
    { userId: 'bcA', parentId: 'admin', role: 'AG', creditCents: 10_000_000 },
    { userId: 'bcB', parentId: 'bcA', role: 'AG', creditCents: 1_000_000 },
    { userId: 'bcM1', parentId: 'bcA', role: 'MEM', creditCents: 100_000 },
    { userId: 'bcM2', parentId: 'bcB', role: 'MEM', creditCents: 100_000 },
  ]);
  await db.query(`insert into user_locations (user_id, loc_id) values ('bcA', 'TT'), ('bcM1', 'TT') on conflict do nothing`);
  d1 = await closedDraw(db, 'SG', DAY1);
  d2 = await closedDraw(db, 'SG', DAY2);
  mgDraw = await closedDraw(db, 'MG', DAY1);
  ttDraw = await closedDraw(db, 'TT', DAY1);

  const sg: OracleTicket[] = [
    { userId: 'bcA', betType: 'straight', number: '1234', big: 100, small: 0, amount: 0, draws: [d1] },
    { userId: 'bcM1', betType: 'straight', number: '4321', big: 200, small: 100, amount: 0, draws: [d1] },
    { userId: 'bcM1', betType: 'roll', number: 'R234', big: 10, small: 10, amount: 0, draws: [d1] },
    { userId: 'bcM1', betType: 'kBet', number: '1123', big: 10, small: 0, amount: 0, draws: [d1] },
    // A day-code line: in both draws, counted under each.
    { userId: 'bcM1', betType: 'straight', number: '9999', big: 30, small: 20, amount: 0, draws: [d1, d2] },
    { userId: 'bcB', betType: 'iBet', number: '2143', big: 0, small: 300, amount: 0, draws: [d1] },
    { userId: 'bcM2', betType: 'straight', number: '1234', big: 50, small: 50, amount: 0, draws: [d1] },
    { userId: 'bcM2', betType: 'straight', number: '5678', big: 100, small: 0, amount: 0, draws: [d1] },
    { userId: 'bcM2', betType: 'straight', number: '1234', big: 70, small: 0, amount: 0, draws: [d2] },
  ];
  const toStored = (t: OracleTicket) => ({
    userId: t.userId,
    betType: t.betType,
    number: t.number,
    bigCents: t.big,
    smallCents: t.small,
    totoForm: t.betType === 'toto' ? ('/' as const) : null,
    totoAmountCents: t.amount,
    createdAt: '2003-03-01T00:00:00Z',
  });
  for (const draw of [d1, d2]) {
    const placed = sg.filter((t) => t.draws[0] === draw);
    const ids = await insertTickets(db, 'SG', draw, placed.map(toStored));
    placed.forEach((t, i) => (t.id = ids[i]));
  }
  for (const t of sg) for (const extra of t.draws.slice(1)) await db.query('insert into ticket_draws (draw_id, ticket_id, user_id, loc_id, created_at) select $1, ticket_id, user_id, loc_id, created_at from tickets where ticket_id = $2', [extra, t.id]);
  const toto: OracleTicket = { userId: 'bcM1', betType: 'toto', number: '01 02 03 04 05 06', big: 0, small: 0, amount: 500, draws: [ttDraw] };
  toto.id = (await insertTickets(db, 'TT', ttDraw, [toStored(toto)]))[0];
  tickets.push(...sg, toto);

  for (const user of ['admin', 'agent1', 'bcA', 'bcB', 'bcM1']) api[user] = apiAs(server, (await signIn(server.app, user)).access_token);
});
afterAll(async () => {
  await server?.close();
});

const call = <E extends EndpointDeclaration>(user: string, endpoint: E, query: QueryOf<E>) => api[user]!.data(endpoint, ...([{ query }] as never as [never]));
const refused = <E extends EndpointDeclaration>(user: string, endpoint: E, status: number, query: Record<string, unknown>) =>
  api[user]!.refused(endpoint, status, ...([{ query }] as never as [never]));

const branch = (userId: string) => branchOf(PARENTS, userId);
const inDraw = (draw: number, ts: readonly OracleTicket[] = tickets) => ts.filter((t) => t.draws.includes(draw));
const ofBranch = (userId: string, ts: readonly OracleTicket[] = tickets) => ts.filter((t) => branch(userId).has(t.userId));
const sgDays = [
  { draw: () => d1, date: DAY1 },
  { draw: () => d2, date: DAY2 },
];

/** A page's Totals are the sums of its rows (the whole query fits one page here). */
function expectTotals(page: { Rows: object[]; Total: number; Totals: object }, fields: readonly string[]) {
  expect(page.Total).toBe(page.Rows.length);
  expect(page.Totals).toEqual(sumsOf(page.Rows, fields));
}

describe('bet/tally', () => {
  it("totals one draw per bet type over the caller's branch, and over one user's branch with UserId", async () => {
    for (const [user, whose] of [
      ['bcA', undefined],
      ['bcA', 'bcB'],
      ['admin', 'bcB'],
    ] as const) {
      const page = await call(user, betTally, { LocId: 'SG', DrawId: d1, UserId: whose });
      const expected = groupBy(ofBranch(whose ?? user, inDraw(d1)), (t) => t.betType).map(([BetType, group]) => ({ BetType, ...figuresOf(group) }));
      expect(page.Rows).toEqual(expected);
      expectTotals(page, FIGURE_FIELDS);
    }
  });

  it('counts a TOTO ticket by its amount at TT', async () => {
    const page = await call('bcA', betTally, { LocId: 'TT', DrawId: ttDraw });
    expect(page.Rows).toEqual([{ BetType: 'toto', Bets: 1, Tickets: 1, BigCents: 0, SmallCents: 0, AmountCents: 500, CostCents: 500 }]);
  });
});

describe('bet/view and bet/viewFull', () => {
  const byNumber = (ts: readonly OracleTicket[]) =>
    groupBy(ts, (t) => `${t.number}\u0000${t.betType}`).map(([, group]) => ({ Number: group[0]!.number, BetType: group[0]!.betType, ...figuresOf(group) }));

  it("view is the user's own tickets of the draw; viewFull its whole branch", async () => {
    const own = await call('bcA', betView, { LocId: 'SG', DrawId: d1, UserId: 'bcM1' });
    expect(own.Rows).toEqual(byNumber(inDraw(d1).filter((t) => t.userId === 'bcM1')));
    expectTotals(own, FIGURE_FIELDS);
    const mine = await call('bcA', betView, { LocId: 'SG', DrawId: d1 });
    expect(mine.Rows).toEqual(byNumber(inDraw(d1).filter((t) => t.userId === 'bcA')));
    const full = await call('bcA', betViewFull, { LocId: 'SG', DrawId: d1 });
    expect(full.Rows).toEqual(byNumber(ofBranch('bcA', inDraw(d1))));
    // 1234 straight is bcA's and bcM2's together.
    expect(full.Rows.find((row) => row.Number === '1234')).toMatchObject({ Bets: 2, BigCents: 150, SmallCents: 50, CostCents: 200 });
    expectTotals(full, FIGURE_FIELDS);
  });

  it('view2ByDate and its Full twin group per draw of the range, number and bet type', async () => {
    for (const [endpoint, own] of [
      [betView2ByDate, true],
      [betView2ByDateFull, false],
    ] as const) {
      const page = await call('bcA', endpoint, { LocId: 'SG', DrawFrom: DAY1, DrawTo: DAY2, UserId: 'bcB', PageSize: 1000 });
      const expected = sgDays.flatMap(({ draw, date }) =>
        groupBy(
          inDraw(draw()).filter((t) => (own ? t.userId === 'bcB' : branch('bcB').has(t.userId))),
          (t) => `${t.number}\u0000${t.betType}`,
        ).map(([, group]) => ({ DrawId: draw(), DrawDate: date, Number: group[0]!.number, BetType: group[0]!.betType, ...figuresOf(group) })),
      );
      expect(page.Rows).toEqual(expected);
      expectTotals(page, FIGURE_FIELDS);
    }
  });
});

describe('bet/betByDay and bet/byDayGroupByNumber', () => {
  it('sums the branch per draw day, the day-code ticket under both of its draws', async () => {
    const page = await call('bcA', betByDay, { LocId: 'SG', DrawFrom: DAY1, DrawTo: DAY2 });
    expect(page.Rows).toEqual(sgDays.map(({ draw, date }) => ({ DrawId: draw(), DrawDate: date, ...figuresOf(ofBranch('bcA', inDraw(draw()))) })));
    expect(page.Rows[1]).toMatchObject({ Bets: 2, CostCents: 70 + 50 });
    expectTotals(page, FIGURE_FIELDS);
    const one = await call('bcA', betByDay, { LocId: 'SG', DrawFrom: DAY2, DrawTo: DAY2 });
    expect(one.Rows.map((row) => row.DrawId)).toEqual([d2]);
  });

  it('groups per draw day and number over every bet type, and finds numbers by their start', async () => {
    const page = await call('bcA', betByDayGroupByNumber, { LocId: 'SG', DrawFrom: DAY1, DrawTo: DAY2, txtSearch: '1' });
    const expected = sgDays.flatMap(({ draw, date }) =>
      groupBy(
        ofBranch('bcA', inDraw(draw())).filter((t) => t.number.startsWith('1')),
        (t) => t.number,
      ).map(([Number, group]) => ({ DrawId: draw(), DrawDate: date, Number, ...figuresOf(group) })),
    );
    expect(page.Rows).toEqual(expected);
    expect(page.Rows.map((row) => row.Number)).toEqual(['1123', '1234', '1234']);
    expectTotals(page, FIGURE_FIELDS);
  });
});

describe('bet/perm', () => {
  it("groups the branch's 4D bets of the draw by the number's characters in order", async () => {
    const page = await call('bcA', betPerm, { LocId: 'SG', DrawId: d1 });
    const key = (number: string) => [...number].sort().join('');
    const expected = groupBy(ofBranch('bcA', inDraw(d1)), (t) => key(t.number)).map(([Perm, group]) => ({
      Perm,
      Numbers: [...new Set(group.map((t) => t.number))].sort(),
      ...figuresOf(group),
    }));
    expect(page.Rows).toEqual(expected);
    expect(page.Rows.find((row) => row.Perm === '1234')?.Numbers).toEqual(['1234', '2143', '4321']);
    expectTotals(page, FIGURE_FIELDS);
  });
});

describe('bet/detailsFull and bet/detailDownlineFull', () => {
  const DETAIL = ['BigInCents', 'SmallInCents', 'AmountInCents', 'BigIntakeCents', 'SmallIntakeCents', 'AmountIntakeCents', 'BigOutCents', 'SmallOutCents', 'AmountOutCents', 'MaxPayoutCents'];
  // Chain rows as the chain would store them (In, Intake per kind, the worst case): Out must be In - Intake.
  const chain = [
    { user: 'bcA', number: '1234', type: 'straight', bigIn: 150, bigIntake: 100, smallIn: 50, smallIntake: 20, max: 250_000 },
    { user: 'bcB', number: '2143', type: 'iBet', bigIn: 0, bigIntake: 0, smallIn: 300, smallIntake: 100, max: 60_000 },
    { user: 'bcB', number: '5678', type: 'straight', bigIn: 100, bigIntake: 0, smallIn: 0, smallIntake: 0, max: 0 },
    { user: 'agent1', number: '1234', type: 'straight', bigIn: 999, bigIntake: 999, smallIn: 0, smallIntake: 0, max: 1 },
  ];
  const rowOf = (c: (typeof chain)[number]) => ({
    Number: c.number,
    BetType: c.type,
    BigInCents: c.bigIn,
    SmallInCents: c.smallIn,
    AmountInCents: 0,
    BigIntakeCents: c.bigIntake,
    SmallIntakeCents: c.smallIntake,
    AmountIntakeCents: 0,
    BigOutCents: c.bigIn - c.bigIntake,
    SmallOutCents: c.smallIn - c.smallIntake,
    AmountOutCents: 0,
    MaxPayoutCents: c.max,
  });

  beforeAll(async () => {
    // The calls read draw_intakes as stored: the draw's rows are these fixtures alone (the chain its
    // tickets got at placement is tested in tests/server/intake/).
    await server.db.query('delete from draw_intakes where draw_id = $1', [d1]);
    for (const c of chain) {
      await server.db.query(
        `insert into draw_intakes (draw_id, user_id, number, bet_type, big_in, big_intake, small_in, small_intake, max_payout_cents)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [d1, c.user, c.number, c.type, c.bigIn, c.bigIntake, c.smallIn, c.smallIntake, c.max],
      );
    }
  });

  it("answers the user's own level of the chain, Out = In - Intake", async () => {
    const page = await call('bcA', betDetailsFull, { LocId: 'SG', DrawId: d1 });
    expect(page.Rows).toEqual(chain.filter((c) => c.user === 'bcA').map(rowOf));
    expectTotals(page, DETAIL);
    const ofB = await call('admin', betDetailsFull, { LocId: 'SG', DrawId: d1, UserId: 'bcB' });
    expect(ofB.Rows).toEqual(chain.filter((c) => c.user === 'bcB').map(rowOf));
  });

  it('answers every user below the user, each its own rows, and nobody outside the branch', async () => {
    const page = await call('bcA', betDetailDownlineFull, { LocId: 'SG', DrawId: d1 });
    expect(page.Rows).toEqual(chain.filter((c) => c.user === 'bcB').map((c) => ({ UserId: c.user, ...rowOf(c) })));
    expectTotals(page, DETAIL);
    const ofAdmin = await call('admin', betDetailDownlineFull, { LocId: 'SG', DrawId: d1 });
    expect(ofAdmin.Rows.map((row) => row.UserId).sort()).toEqual(['agent1', 'bcA', 'bcB', 'bcB']);
  });
});

describe('the Bet Summary reports', () => {
  const REPORT = ['Bets', 'Tickets', 'StraightCents', 'RollCents', 'IBetCents', 'KBetCents', 'TotoCents', 'CostCents'];
  const reportOf = (UserId: string, DrawId: number, DrawDate: string, group: readonly OracleTicket[]) => {
    const f = figuresOf(group);
    const turnover = (type: OracleTicket['betType']) => figuresOf(group.filter((t) => t.betType === type)).CostCents;
    return {
      UserId,
      UserName: '',
      DrawId,
      DrawDate,
      Bets: f.Bets,
      Tickets: f.Tickets,
      StraightCents: turnover('straight'),
      RollCents: turnover('roll'),
      IBetCents: turnover('iBet'),
      KBetCents: turnover('kBet'),
      TotoCents: turnover('toto'),
      CostCents: f.CostCents,
    };
  };

  it('betSummaryReportFull: a row per user of the branch with bets in the draw, its own tickets', async () => {
    const page = await call('bcA', betSummaryReportFull, { LocId: 'SG', DrawId: d1 });
    expect(page.Rows).toEqual(groupBy(ofBranch('bcA', inDraw(d1)), (t) => t.userId).map(([user, group]) => reportOf(user, d1, DAY1, group)));
    expect(page.Rows.map((row) => row.UserId)).toEqual(['bcA', 'bcB', 'bcM1', 'bcM2']);
    expectTotals(page, REPORT);
    expect(page.Totals.CostCents).toBe(figuresOf(ofBranch('bcA', inDraw(d1))).CostCents);
  });

  it('betSummaryFull: a row per user and draw of the range', async () => {
    const page = await call('bcA', betSummaryFull, { LocId: 'SG', DrawFrom: DAY1, DrawTo: DAY2, SortBy: 'UserId' });
    const expected = sgDays
      .flatMap(({ draw, date }) => groupBy(ofBranch('bcA', inDraw(draw())), (t) => t.userId).map(([user, group]) => reportOf(user, draw(), date, group)))
      .sort((a, b) => (a.UserId < b.UserId ? -1 : a.UserId > b.UserId ? 1 : a.DrawId - b.DrawId));
    expect(page.Rows).toEqual(expected);
    expectTotals(page, REPORT);
  });

  it("betSummary3Full: the user's own row and a row per direct downline's whole branch", async () => {
    const page = await call('bcA', betSummary3Full, { LocId: 'SG', DrawId: d1 });
    const head = (userId: string) => (userId === 'bcA' ? 'bcA' : [...branch('bcA')].find((h) => PARENTS[h] === 'bcA' && branch(h).has(userId))!);
    expect(page.Rows).toEqual(groupBy(ofBranch('bcA', inDraw(d1)), (t) => head(t.userId)).map(([user, group]) => reportOf(user, d1, DAY1, group)));
    expect(page.Rows.map((row) => row.UserId)).toEqual(['bcA', 'bcB', 'bcM1']);
    expectTotals(page, REPORT);
  });
});

describe('the bet lists', () => {
  it('bet/userIds lists the users of the tree with bets on the draw', async () => {
    expect((await call('bcA', betUserIds, { LocId: 'SG', DrawId: d1 })).map((u) => u.UserId)).toEqual(['bcA', 'bcB', 'bcM1', 'bcM2']);
    expect((await call('bcA', betUserIds, { LocId: 'SG', DrawId: d2 })).map((u) => u.UserId)).toEqual(['bcM1', 'bcM2']);
    expect((await call('bcB', betUserIds, { LocId: 'SG', DrawId: d1 })).map((u) => u.UserId)).toEqual(['bcB', 'bcM2']);
    expect(await call('agent1', betUserIds, { LocId: 'SG', DrawId: d1 })).toEqual([]);
  });

  it('bet/summary/drawDateT lists the TT draws with bets, and only under tt/', async () => {
    expect(await call('bcA', betSummaryDrawDatesToto, { LocId: 'TT' })).toEqual([{ DrawId: ttDraw, DrawDate: DAY1 }]);
    await refused('bcA', betSummaryDrawDatesToto, 400, { LocId: 'SG' });
  });

  it('bet/settings answers the flags as stored and the open draws, soonest first', async () => {
    await server.db.query(`update users set disable_place_bet_and_fixed_bet = true where user_id = 'bcM1'`);
    const settings = await call('bcA', betSettings, { LocId: 'SG', UserId: 'bcM1' });
    expect(settings).toMatchObject({ UserId: 'bcM1', LocId: 'SG', CanPlaceBet: false, disablePlaceBetAndFixedBet: true });
    await server.db.query(`update users set disable_place_bet_and_fixed_bet = false where user_id = 'bcM1'`);
    expect((await call('bcA', betSettings, { LocId: 'SG', UserId: 'bcM1' })).CanPlaceBet).toBe(true);
    const { rows } = await server.db.query<{ draw_id: number }>(
      `select draw_id from draws where loc_id = 'SG' and not is_finalised and closes_at > $1::timestamptz order by closes_at, draw_id`,
      [new Date(server.now()).toISOString()],
    );
    expect(settings.OpenDraws.map((d) => d.DrawId)).toEqual(rows.map((r) => r.draw_id));
    expect(rows.length).toBeGreaterThan(0);
  });

  it("bet/page/combine combines the user's tickets of the draw per number and bet type, the listed ones only when named", async () => {
    const mine = inDraw(d1).filter((t) => t.userId === 'bcM1');
    const all = await api.bcA!.data(betPageCombine, { body: { LocId: 'SG', DrawId: d1, UserId: 'bcM1' } });
    const expected = (ts: readonly OracleTicket[]) =>
      groupBy(ts, (t) => `${t.number}\u0000${t.betType}`).map(([, group]) => ({ Number: group[0]!.number, BetType: group[0]!.betType, ...figuresOf(group) }));
    expect(all.Groups).toEqual(expected(mine));
    expect(all.Totals).toEqual(figuresOf(mine));
    const two = await api.bcA!.data(betPageCombine, { body: { LocId: 'SG', DrawId: d1, UserId: 'bcM1', TicketIds: [mine[0]!.id, mine[1]!.id] } });
    expect(two.Groups).toEqual(expected(mine.slice(0, 2)));
    const other = tickets.find((t) => t.userId === 'bcM2')!;
    const body = await api.bcA!.refused(betPageCombine, 400, { body: { LocId: 'SG', DrawId: d1, UserId: 'bcM1', TicketIds: [mine[0]!.id, other.id] } });
    expect(body.message).toContain(String(other.id));
  });

  it('bet/page/uploadPartner lists the files a partner uploaded for the user, not its own uploads', async () => {
    const fileOf = async (uploadedBy: string) =>
      (
        await server.db.query<{ file_id: number }>(
          `insert into bet_files (loc_id, user_id, uploaded_by, draw_id, file_name, ara_code, strict_number, accept_decimals, lines, stored)
           values ('SG', 'bcM1', $1, $2, $3, 'A1', false, false, 1, true) returning file_id`,
          [uploadedBy, d1, `${uploadedBy}.txt`],
        )
      ).rows[0]!.file_id;
    const partnerFile = await fileOf('bcA');
    const ownFile = await fileOf('bcM1');
    const mine = tickets.filter((t) => t.userId === 'bcM1' && t.betType !== 'toto');
    const fromPartner = mine.filter((t) => t.number === '9999' || t.betType === 'roll');
    for (const t of mine) await server.db.query('update tickets set file_id = $1 where ticket_id = $2', [fromPartner.includes(t) ? partnerFile : ownFile, t.id]);
    const answer = await api.bcA!.data(betPageUploadPartner, { body: { LocId: 'SG', UserId: 'bcM1' } });
    const row = (draw: number, date: string) => ({ FileId: partnerFile, FileName: 'bcA.txt', UploadedBy: 'bcA', DrawId: draw, DrawDate: date, ...figuresOf(inDraw(draw, fromPartner)) });
    expect(answer.Files).toEqual([row(d2, DAY2), row(d1, DAY1)]);
    expect(answer.Totals).toEqual(sumsOf(answer.Files, FIGURE_FIELDS));
    const one = await api.bcM1!.data(betPageUploadPartner, { body: { LocId: 'SG', DrawId: d2 } });
    expect(one.Files).toEqual([row(d2, DAY2)]);
  });
});

describe('who sees what, and bad input', () => {
  const PAGED = [betTally, betView, betViewFull, betPerm, betDetailsFull, betDetailDownlineFull, betSummaryReportFull, betSummary3Full] as const;
  const RANGED = [betByDay, betByDayGroupByNumber, betView2ByDate, betView2ByDateFull, betSummaryFull] as const;

  it('refuses a user outside the tree (403), a member another member, and answers nobody else', async () => {
    for (const endpoint of PAGED) {
      await refused('bcB', endpoint, 403, { LocId: 'SG', DrawId: d1, UserId: 'bcA' });
      await refused('agent1', endpoint, 403, { LocId: 'SG', DrawId: d1, UserId: 'bcM1' });
      await refused('bcM1', endpoint, 403, { LocId: 'SG', DrawId: d1, UserId: 'bcM2' });
    }
    for (const endpoint of RANGED) await refused('bcB', endpoint, 403, { LocId: 'SG', DrawFrom: DAY1, DrawTo: DAY2, UserId: 'bcM1' });
    await refused('bcM1', betSettings, 403, { LocId: 'SG', UserId: 'bcM2' });
    await api.bcB!.refused(betPageCombine, 403, { body: { LocId: 'SG', DrawId: d1, UserId: 'bcM1' } });
    await api.bcM1!.refused(betPageUploadPartner, 403, { body: { LocId: 'SG', UserId: 'bcA' } });
    // agent1's own tree has no tickets in these draws: its calls show none of this branch.
    expect((await call('agent1', betViewFull, { LocId: 'SG', DrawId: d1 })).Rows).toEqual([]);
    expect((await call('agent1', betSummaryFull, { LocId: 'SG', DrawFrom: DAY1, DrawTo: DAY2 })).Rows).toEqual([]);
  });

  it('answers 400 for a draw of another location, a backward range, an unknown sort and a missing draw', async () => {
    for (const endpoint of PAGED) {
      await refused('bcA', endpoint, 400, { LocId: 'SG', DrawId: mgDraw });
      await refused('bcA', endpoint, 400, { LocId: 'SG' });
      await refused('bcA', endpoint, 400, queryOf(`LocId=SG&DrawId=${d1}&SortBy=Nope`));
    }
    for (const endpoint of RANGED) {
      await refused('bcA', endpoint, 400, { LocId: 'SG', DrawFrom: DAY2, DrawTo: DAY1 });
      await refused('bcA', endpoint, 400, { LocId: 'SG', DrawFrom: '2003-02-30', DrawTo: DAY1 });
    }
    await api.bcA!.refused(betPageCombine, 400, { body: { LocId: 'SG', DrawId: mgDraw } });
    await api.bcA!.refused(betPageCombine, 400, { body: { LocId: 'SG', DrawId: d1, TicketIds: ['1'] } });
  });

  it('refuses a call whose §6 attribute the caller is not granted, from the next request on', async () => {
    await server.db.query(`update users set granted = array_remove(granted, 'BET_ACTIVE') where user_id = 'bcB'`);
    await refused('bcB', betTally, 403, { LocId: 'SG', DrawId: d1 });
    expect((await call('bcB', betByDay, { LocId: 'SG', DrawFrom: DAY1, DrawTo: DAY2 })).Rows.length).toBe(2);
  });
});
