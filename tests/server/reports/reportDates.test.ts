/**
 * The report dates (contract/reportDates.ts): the location's settled draws (reportDate) and their
 * days (reportDate2), newest first. Checked against the calendar as the operator sees it: the seed
 * settles every past draw but each location's latest, which awaits its result. A result saved but not
 * inserted is on draw/resultDate and not on the report dates; inserted, it is first on both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawDates, drawResultDates } from '../../../contract/draws.ts';
import { createDrawResult, insertProcess, insertProcessStatus } from '../../../contract/drawResults.ts';
import { reportDates, reportDays } from '../../../contract/reportDates.ts';
import { apiAs, type ApiClient } from '../apiClient.ts';
import { signIn, startTestServer, type TestServer } from '../testServer.ts';
import { fourDResult } from '../fuzz/examples.ts';

let server: TestServer;
let admin: ApiClient;
let member: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = apiAs(server, (await signIn(server.app, 'admin')).access_token);
  member = apiAs(server, (await signIn(server.app, 'member1')).access_token);
});
afterAll(async () => {
  await server?.close();
});

/** The oracle: from the location's calendar (draw/dateAll), the draws whose Status is finalised, newest first. */
const settledOf = async (locId: 'SG' | 'MG' | 'TT') =>
  (await admin.data(drawDates, { query: { LocId: locId } })).filter((draw) => draw.Status === 'finalised').sort((a, b) => b.DrawDate.localeCompare(a.DrawDate));

describe('report dates', () => {
  it.each(['SG', 'MG', 'TT'] as const)('%s: the settled draws and their days, newest first, for anyone working there', async (locId) => {
    const settled = await settledOf(locId);
    expect(settled.length).toBeGreaterThan(0);
    // member1 works at SG, agent2 at SG and MG, ttagent at TT.
    const client = locId === 'SG' ? member : apiAs(server, (await signIn(server.app, locId === 'TT' ? 'ttagent' : 'agent2')).access_token);
    const draws = await client.data(reportDates, { query: { LocId: locId } });
    expect(draws).toEqual(settled.map((draw) => ({ DrawId: draw.DrawId, DrawDate: draw.DrawDate, IsFinalised: true })));
    expect(await client.data(reportDays, { query: { LocId: locId } })).toEqual(settled.map((draw) => ({ DrawDate: draw.DrawDate })));
  });

  it('leaves out a draw whose result is saved but not inserted, and lists it first once settled', async () => {
    const calendar = await admin.data(drawDates, { query: { LocId: 'SG' } });
    const awaiting = calendar.filter((draw) => draw.Status === 'closed').sort((a, b) => b.DrawDate.localeCompare(a.DrawDate))[0]!;
    expect(awaiting).toBeDefined();
    await admin.data(createDrawResult, { body: { LocId: 'SG', DrawId: awaiting.DrawId, Result: fourDResult } });

    expect((await member.data(drawResultDates, { query: { LocId: 'SG' } }))[0]!.DrawId).toBe(awaiting.DrawId);
    expect((await member.data(reportDates, { query: { LocId: 'SG' } })).map((draw) => draw.DrawId)).not.toContain(awaiting.DrawId);
    expect((await member.data(reportDays, { query: { LocId: 'SG' } })).map((day) => day.DrawDate)).not.toContain(awaiting.DrawDate);

    await admin.data(insertProcess, { body: { LocId: 'SG', DrawId: awaiting.DrawId } });
    await server.jobs.drain();
    expect(await admin.data(insertProcessStatus, { params: { DrawId: awaiting.DrawId }, query: { LocId: 'SG' } })).toMatchObject({ Status: 'succeeded' });
    expect((await member.data(reportDates, { query: { LocId: 'SG' } }))[0]).toEqual({ DrawId: awaiting.DrawId, DrawDate: awaiting.DrawDate, IsFinalised: true });
    expect((await member.data(reportDays, { query: { LocId: 'SG' } }))[0]).toEqual({ DrawDate: awaiting.DrawDate });
  });

  it('refuses a location the caller does not work at', async () => {
    await member.refused(reportDates, 403, { query: { LocId: 'TT' }, game: 'tt' });
    await member.refused(reportDays, 403, { query: { LocId: 'TT' }, game: 'tt' });
  });
});
