/**
 * Issue 19, contradiction 1: the menu shows Draw Setting to anyone granted DrawSetting (spec 02 §6),
 * so the server lets them do what the page offers, whatever their role: change a draw's times, add a
 * special draw, save a result, insert it and reset it. Checked from the database on every call (not
 * the token), and only at the locations the caller works at: draws are per location.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { DrawSchema } from '../../contract/draws.ts';
import { DrawResultSchema } from '../../contract/drawResults.ts';
import { bearer, errorEnvelope, putJson, signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { API, postJson } from './betting.ts';
import { closedDraw } from './settlementSupport.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const operatorDate = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
const FOUR_D = {
  Game: '4D', First: '1123', Second: '1122', Third: '1112',
  Starters: ['1234', '4321', '5678', '0000', '0012', '9087', '3456', '7777', '2468', '1357'],
  Consolations: ['1111', '8642', '0246', '9999', '3141', '2718', '1618', '4040', '6060', '8080'],
};

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'agent1', 'agent2', 'agent3']) tokens[user] = (await signIn(server.app, user)).access_token;
});
afterAll(async () => {
  await server?.close();
});

const get = (user: string, path: string) => server.app.request(`${API}/${path}`, bearer(tokens[user]!));
const openDraw = async (locId: string, game = '4d') =>
  (await successData(await get('admin', `${game}/draw/activeLatest?LocId=${locId}`), v.nullable(DrawSchema)))!;
const putTimes = (user: string, body: object, game = '4d') => server.app.request(`${API}/${game}/draw`, putJson(body, tokens[user]!));
const auditOf = async (action: string, drawId: number) =>
  (await server.db.query<{ user_id: string }>('select user_id from audit_log where action = $1 and entity_id = $2', [action, String(drawId)])).rows;

describe('a DrawSetting holder who is not an admin (agent1: SG and MG)', () => {
  it('changes the times of an open draw at its location, with its audit row', async () => {
    const draw = await openDraw('SG');
    const moved = await successData(await putTimes('agent1', { LocId: 'SG', DrawId: draw.DrawId, DrawTime: '19:10', CutOffTime: '18:40' }), DrawSchema);
    expect(moved.DrawTime).toBe(new Date(Date.parse(`${draw.DrawDate}T19:10:00+08:00`)).toISOString());
    expect(await auditOf('draw.update', draw.DrawId)).toEqual([{ user_id: 'agent1' }]);
  });

  it('adds a special draw at its location', async () => {
    let day = server.now() + 45 * DAY_MS;
    while (new Date(`${operatorDate(day)}T00:00:00Z`).getUTCDay() !== 2) day += DAY_MS;
    const created = await successData(await server.app.request(`${API}/4d/draw`, postJson(tokens.agent1!, { LocId: 'MG', DrawDate: operatorDate(day), Special: true })), DrawSchema);
    expect(created).toMatchObject({ LocId: 'MG', Special: true, Status: 'open' });
    expect(await auditOf('draw.create', created.DrawId)).toEqual([{ user_id: 'agent1' }]);
  });

  it('saves, inserts and resets a result of a closed draw at its location', async () => {
    const drawId = await closedDraw(server.db, 'SG', '2003-03-01');
    const saved = await successData(await server.app.request(`${API}/4d/draw/result`, postJson(tokens.agent1!, { LocId: 'SG', DrawId: drawId, Result: FOUR_D })), DrawResultSchema);
    expect(saved).toMatchObject({ EnteredBy: 'agent1', Result: { Game: '4D', First: '1123' } });
    expect((await server.app.request(`${API}/4d/insertProcess`, postJson(tokens.agent1!, { LocId: 'SG', DrawId: drawId }))).status).toBe(200);
    await server.jobs.drain();
    const reset = await successData(await server.app.request(`${API}/4d/reset7/${drawId}`, postJson(tokens.agent1!, { LocId: 'SG' })), DrawResultSchema);
    expect(reset.Result).toBeNull();
  });

  it('is refused at a location it does not work at, by LocId or by the draw’s id', async () => {
    const tt = await openDraw('TT', 'tt');
    await errorEnvelope(await putTimes('agent1', { LocId: 'TT', DrawId: tt.DrawId, DrawTime: '19:10', CutOffTime: '18:40' }, 'tt'), 403);
    // A TT draw named under 4d/ with a LocId agent1 works at: not a draw of its locations.
    await errorEnvelope(await putTimes('agent1', { LocId: 'SG', DrawId: tt.DrawId, DrawTime: '19:10', CutOffTime: '18:40' }), 404);
    const ttClosed = await closedDraw(server.db, 'TT', '2003-03-03');
    await errorEnvelope(await server.app.request(`${API}/4d/draw/result`, postJson(tokens.agent1!, { LocId: 'SG', DrawId: ttClosed, Result: FOUR_D })), 404);
    expect(await auditOf('draw.update', tt.DrawId)).toEqual([]);
  });

  it('an MG-only holder cannot change an SG draw', async () => {
    await server.db.query(`update users set granted = granted || '{DrawSetting}' where user_id = 'agent3'`);
    const sg = await openDraw('SG');
    await errorEnvelope(await putTimes('agent3', { LocId: 'MG', DrawId: sg.DrawId, DrawTime: '19:20', CutOffTime: '18:50' }), 404);
    const mg = await openDraw('MG');
    expect((await putTimes('agent3', { LocId: 'MG', DrawId: mg.DrawId, DrawTime: '19:20', CutOffTime: '18:50' })).status).toBe(200);
  });

  it('without DrawSetting (agent2, or agent1 once it is taken away, same token) every write is 403', async () => {
    const draw = await openDraw('SG');
    const body = { LocId: 'SG', DrawId: draw.DrawId, DrawTime: '19:30', CutOffTime: '18:45' };
    expect((await errorEnvelope(await putTimes('agent2', body), 403)).message).toBe('Draw Setting needs the DrawSetting permission.');
    await server.db.query(`update users set granted = array_remove(granted, 'DrawSetting') where user_id = 'agent1'`);
    await errorEnvelope(await putTimes('agent1', body), 403);
    const drawId = await closedDraw(server.db, 'SG', '2003-03-05');
    await errorEnvelope(await server.app.request(`${API}/4d/draw/result`, postJson(tokens.agent1!, { LocId: 'SG', DrawId: drawId, Result: FOUR_D })), 403);
    await errorEnvelope(await get('agent1', '4d/draw/week?LocId=SG'), 403);
  });
});
