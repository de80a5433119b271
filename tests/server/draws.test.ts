/**
 * The draw calendar (issue 15): creating draws ahead and closing them at cut-off with a moved clock,
 * the status every draw answer shows, and each draw call of contract/draws.ts with its refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { DrawDatesSchema, DrawSchema, DrawsSchema, DrawWeekJobSchema, type Draw } from '../../contract/draws.ts';
import { closeDueDraws, createDrawsAhead } from '../../server/draws/calendar.ts';
import { CREATE_DRAWS_CRON } from '../../server/draws/schedules.ts';
import { bearer, errorEnvelope, putJson, signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { API, postJson } from './betting.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let server: TestServer;
let admin: string;
let agent1: string;
let agent2: string;
let member1: string;

const tokens = async () => {
  admin = (await signIn(server.app, 'admin')).access_token;
  agent1 = (await signIn(server.app, 'agent1')).access_token;
  agent2 = (await signIn(server.app, 'agent2')).access_token;
  member1 = (await signIn(server.app, 'member1')).access_token;
};

beforeAll(async () => {
  server = await startTestServer();
  await tokens();
});
afterAll(async () => {
  await server?.close();
});

const get = (token: string, path: string) => server.app.request(`${API}/${path}`, bearer(token));
const activeLatest = async (token = admin, locId = 'SG', game = '4d') =>
  successData(await get(token, `${game}/draw/activeLatest?LocId=${locId}`), v.nullable(DrawSchema));
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const operatorDate = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

describe('the calendar tasks', () => {
  it('creates each location’s regular draws for weeks_ahead weeks, at its times, once', async () => {
    const later = server.now() + 60 * DAY_MS; // past the seeded calendar
    const { created } = await createDrawsAhead(server.db, later);
    // Two weeks ahead: SG and MG 3 draws a week each, TT 2.
    expect(created).toBe(2 * (3 + 3 + 2));
    expect(await createDrawsAhead(server.db, later)).toEqual({ created: 0 });

    const { rows } = await server.db.query<{ loc_id: string; draw_date: string; draw_at: string; closes_at: string; special: boolean }>(
      `select loc_id, to_char(draw_date, 'YYYY-MM-DD') as draw_date, to_char(draw_at at time zone 'Asia/Singapore', 'HH24:MI') as draw_at,
         to_char(closes_at at time zone 'Asia/Singapore', 'HH24:MI') as closes_at, special
       from draws where draw_date >= $1::date order by draw_date`,
      [operatorDate(later)],
    );
    expect(rows).toHaveLength(created);
    for (const row of rows) {
      expect(row.special).toBe(false);
      expect(row.draw_date < operatorDate(later + 14 * DAY_MS)).toBe(true);
      const expected = { SG: { days: [3, 6, 0], at: '18:30', closes: '18:00' }, MG: { days: [3, 6, 0], at: '19:00', closes: '18:30' }, TT: { days: [1, 4], at: '18:30', closes: '18:00' } }[row.loc_id]!;
      expect(expected.days).toContain(weekday(row.draw_date));
      expect([row.draw_at, row.closes_at]).toEqual([expected.at, expected.closes]);
    }
    const audit = await server.db.query<{ count: number }>(
      `select count(*)::int as count from audit_log where action = 'draw.create' and user_id is null and at = $1::timestamptz`,
      [new Date(later).toISOString()],
    );
    expect(audit.rows[0]!.count).toBe(created);

    // draw/weekJob reads the run back: the schedule, the last date created and the last run.
    const job = await successData(await get(admin, '4d/draw/weekJob?LocId=SG'), DrawWeekJobSchema);
    expect(job).toEqual({
      WeeksAhead: 2,
      Schedule: CREATE_DRAWS_CRON,
      CreatedUntil: rows.filter((r) => r.loc_id === 'SG').at(-1)!.draw_date,
      LastRun: new Date(later).toISOString(),
    });
  });

  it('stamps closed_at at the cut-off, not a moment before, with an audit row, once', async () => {
    const draw = (await activeLatest())!;
    const cutOff = Date.parse(draw.CutOff);
    await closeDueDraws(server.db, cutOff - 1);
    const closedAt = async () =>
      (await server.db.query<{ closed_at: string | null }>('select closed_at::text from draws where draw_id = $1', [draw.DrawId])).rows[0]!.closed_at;
    expect(await closedAt()).toBeNull();
    const { closed } = await closeDueDraws(server.db, cutOff);
    expect(closed).toBeGreaterThanOrEqual(1);
    expect(await closedAt()).not.toBeNull();
    expect(await closeDueDraws(server.db, cutOff)).toEqual({ closed: 0 });
    const audit = await server.db.query('select 1 from audit_log where action = $1 and entity_id = $2 and user_id is null', ['draw.close', String(draw.DrawId)]);
    expect(audit.rows).toHaveLength(1);
  });
});

describe('draw calls', () => {
  it('answers a draw with its times and status, and the week of a date Monday to Sunday', async () => {
    const draw = (await activeLatest())!;
    expect(draw.Status).toBe('open');
    expect(draw.HasResult).toBe(false);
    expect(Date.parse(draw.CutOff)).toBeGreaterThan(server.now());
    expect(Date.parse(draw.DrawTime) - Date.parse(draw.CutOff)).toBe(30 * 60_000);
    expect(await successData(await get(member1, `4d/draw/byId/${draw.DrawId}?LocId=SG`), DrawSchema)).toEqual(draw);

    const week = await successData(await get(agent1, `4d/draw/week?LocId=SG&Date=${draw.DrawDate}`), DrawsSchema);
    expect(week.map((d) => d.DrawId)).toContain(draw.DrawId);
    const monday = Date.parse(`${draw.DrawDate}T00:00:00Z`) - ((weekday(draw.DrawDate) + 6) % 7) * DAY_MS;
    for (const d of week) {
      const at = Date.parse(`${d.DrawDate}T00:00:00Z`);
      expect(at >= monday && at < monday + 7 * DAY_MS).toBe(true);
    }
    expect(week.map((d) => d.DrawDate)).toEqual([...week.map((d) => d.DrawDate)].sort());

    const range = await successData(await get(admin, `4d/draw2?LocId=SG&DrawFrom=${week[0]!.DrawDate}&DrawTo=${week.at(-1)!.DrawDate}`), DrawsSchema);
    expect(range.map((d) => d.DrawId)).toEqual(week.map((d) => d.DrawId).reverse());
    // The draws with a result: the seeded past draws (settled, so finalised), latest first; no draw of the coming week.
    const withResults = await successData(await get(member1, '4d/draw/resultDate?LocId=SG'), DrawDatesSchema);
    const { rows: resulted } = await server.db.query<{ draw_id: number }>(
      `select r.draw_id from draw_results r join draws d using (draw_id) where d.loc_id = 'SG' order by d.draw_date desc`,
    );
    expect(withResults.map((d) => d.DrawId)).toEqual(resulted.map((r) => r.draw_id));
    expect(resulted.length).toBeGreaterThan(0);
    expect(withResults.every((d) => d.IsFinalised)).toBe(true);
    expect(withResults.some((d) => week.some((w) => w.DrawId === d.DrawId && w.Status === 'open'))).toBe(false);
  });

  it('refuses bad dates, other locations and callers without DrawSetting', async () => {
    await errorEnvelope(await get(admin, '4d/draw/week?LocId=SG&Date=2026-02-31'), 400);
    await errorEnvelope(await get(admin, '4d/draw2?LocId=SG&DrawFrom=2026-12-01&DrawTo=2026-11-01'), 400);
    await errorEnvelope(await get(member1, '4d/draw/week?LocId=SG'), 403);
    await errorEnvelope(await get(member1, '4d/draw2?LocId=SG'), 403);
    await errorEnvelope(await get(member1, '4d/draw/weekJob?LocId=SG'), 403);
    const mg = (await activeLatest(admin, 'MG'))!;
    expect((await errorEnvelope(await get(member1, `4d/draw/byId/${mg.DrawId}`), 404)).message).toBe(`Draw ${mg.DrawId} is not a draw of your location.`);
    await errorEnvelope(await get(admin, `tt/draw/byId/${mg.DrawId}`), 404);
  });

  it('adds a special draw (DrawSetting), refusing bad times, past days and duplicates', async () => {
    // The first Tuesday after the seeded calendar: free.
    let day = server.now() + 40 * DAY_MS;
    while (weekday(operatorDate(day)) !== 2) day += DAY_MS;
    const date = operatorDate(day);
    const body = { LocId: 'MG', DrawDate: date, Special: true };
    const post = (token: string, b: object) => server.app.request(`${API}/4d/draw`, postJson(token, b));

    // agent2 works at MG but is not granted DrawSetting.
    expect((await errorEnvelope(await post(agent2, body), 403)).message).toBe('Draw Setting needs the DrawSetting permission.');
    expect((await errorEnvelope(await post(admin, { ...body, DrawTime: '18:00', CutOffTime: '18:00' }), 400)).message).toBe(
      'The cut-off (18:00) must come before the draw time (18:00).',
    );
    expect((await errorEnvelope(await post(admin, { ...body, DrawDate: '2020-01-07' }), 400)).message).toBe('The draw date 2020-01-07 is in the past.');
    await errorEnvelope(await post(admin, { ...body, DrawDate: '2031-02-30' }), 400);
    await errorEnvelope(await post(admin, { ...body, DrawTime: '25:00' }), 400);

    const created = await successData(await post(admin, body), DrawSchema);
    expect(created).toMatchObject({ LocId: 'MG', DrawDate: date, Special: true, Status: 'open', HasResult: false });
    expect(created.DrawTime).toBe(new Date(Date.parse(`${date}T19:00:00+08:00`)).toISOString());
    expect(created.CutOff).toBe(new Date(Date.parse(`${date}T18:30:00+08:00`)).toISOString());
    expect((await errorEnvelope(await post(admin, body), 409)).message).toBe(`MG already has a draw on ${date}.`);
    const audit = await server.db.query('select user_id from audit_log where action = $1 and entity_id = $2', ['draw.create', String(created.DrawId)]);
    expect(audit.rows).toEqual([{ user_id: 'admin' }]);
  });

  it('changes the times of an open draw; a closed draw is not reopened', async () => {
    const draw = (await activeLatest(admin, 'TT', 'tt'))!;
    const put = (b: object, token = admin) => server.app.request(`${API}/tt/draw`, { ...putJson(b, token) });
    await errorEnvelope(await put({ LocId: 'TT', DrawId: draw.DrawId, DrawTime: '18:00', CutOffTime: '19:00' }), 400);
    await errorEnvelope(await put({ LocId: 'TT', DrawId: draw.DrawId, DrawTime: '19:00', CutOffTime: '18:15' }, member1), 403);
    await errorEnvelope(await put({ LocId: 'TT', DrawId: 999_999, DrawTime: '19:00', CutOffTime: '18:15' }), 404);
    const moved: Draw = await successData(await put({ LocId: 'TT', DrawId: draw.DrawId, DrawTime: '19:00', CutOffTime: '18:15' }), DrawSchema);
    expect(moved.CutOff).toBe(new Date(Date.parse(`${draw.DrawDate}T18:15:00+08:00`)).toISOString());
    expect(moved.DrawTime).toBe(new Date(Date.parse(`${draw.DrawDate}T19:00:00+08:00`)).toISOString());
    const audit = await server.db.query<{ before: { CutOff: string }; after: { CutOff: string } }>(
      'select before, after from audit_log where action = $1 and entity_id = $2',
      ['draw.update', String(draw.DrawId)],
    );
    expect(audit.rows.map((r) => [r.before.CutOff, r.after.CutOff])).toEqual([[draw.CutOff, moved.CutOff]]);

    // The clock passes the new cut-off: the draw is closed everywhere, and stays closed.
    server.advanceClock(Date.parse(moved.CutOff) - server.now());
    await tokens();
    const closed = await successData(await get(admin, `tt/draw/byId/${draw.DrawId}`), DrawSchema);
    expect(closed.Status).toBe('closed');
    expect((await activeLatest(admin, 'TT', 'tt'))!.DrawId).not.toBe(draw.DrawId);
    expect((await errorEnvelope(await put({ LocId: 'TT', DrawId: draw.DrawId, DrawTime: '23:30', CutOffTime: '23:00' }), 409)).message).toBe(
      `The draw of ${draw.DrawDate} closed at 18:15: a closed draw is not reopened.`,
    );
  });
});
