/**
 * Distributors and Out Setting 3 (spec 02 §3, §7.8; contract/distributors.ts): only the owner's tree sees
 * and changes a distributor (and only a user granted OutSet, the tab's rule), bad input is a 400 with
 * the problem on its field and writes nothing, every write leaves its audit row, a distributor some
 * user's Out goes to is not deleted, and Setting6 sends an agent's Out to a distributor of its own line.
 * The seed's tree: admin ── agent1 ── member1 …; admin ── agent2 ── member3, agent3 ── member4.
 * agent3 is given SG here so that agent2's tree has two agents at SG.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDistributor, deleteDistributor, distributorById, distributorRule, distributorsOfUser, distributorsTotal,
  updateDistributor, updateDistributorPartners, updateDistributorRule, updateUserOutSetting,
} from '../../contract/distributors.ts';
import { catType, catTypeDistinct, partnerWeb } from '../../contract/partnerLists.ts';
import { apiAs, type ApiClient } from './apiClient.ts';
import { signIn, startTestServer, type TestServer } from './testServer.ts';

let server: TestServer;
const as: Record<string, ApiClient> = {};

beforeAll(async () => {
  server = await startTestServer();
  await server.db.query(`insert into user_locations (user_id, loc_id) values ('agent3', 'SG') on conflict do nothing`);
  // agent1 holds OutSet here, so that what refuses it below is the tree, not the grant.
  await server.db.query(`update users set granted = array_append(granted, 'OutSet') where user_id in ('agent1', 'agent3')`);
  for (const user of ['admin', 'agent1', 'agent2', 'agent3', 'member3']) as[user] = apiAs(server, (await signIn(server.app, user)).access_token);
});
afterAll(async () => {
  await server?.close();
});

async function problems(response: Response) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { data: { Problems: { Field: string; Message: string }[] } };
  return body.data.Problems.map((p) => `${p.Field}: ${p.Message}`);
}
const audits = async (action: string, entityId: string | number) =>
  (await server.db.query<{ user_id: string | null; before: unknown; after: unknown }>(
    'select user_id, before, after from audit_log where action = $1 and entity_id = $2 order by audit_id',
    [action, String(entityId)],
  )).rows;
const outSettings = async (locId = 'SG') =>
  (await server.db.query<{ user_id: string; distributor_id: number }>('select user_id, distributor_id from out_settings where loc_id = $1 order by user_id', [locId])).rows;
const count = async (table: string) => Number((await server.db.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);

const create = (who: string, body: Record<string, unknown>) => as[who]!.data(createDistributor, { body: { LocId: 'SG', Remarks: '', ...body } });

describe('a distributor', () => {
  let north: number;

  it('is created for the caller at the call’s location, answered with no partners and the rule nobody, with an audit row', async () => {
    const made = await create('agent2', { Name: '  North Co ', Remarks: 'tel 6123' });
    north = made.DistributorId;
    expect(made).toEqual({
      DistributorId: north, Name: 'North Co', OwnerId: 'agent2', LocId: 'SG', Remarks: 'tel 6123', Partners: [], PartnerIds: '',
      Rule: { DistributorId: north, Applies: 'nobody', TakeOver: false },
    });
    expect(await audits('distributor.create', north)).toEqual([{ user_id: 'agent2', before: null, after: made }]);
    expect(await as.agent2!.data(distributorById, { params: { DistributorId: north }, query: { LocId: 'SG' } })).toEqual(made);
  });

  it('is seen by its owner’s tree above it and no one else', async () => {
    expect((await as.admin!.data(distributorById, { params: { DistributorId: north } })).Name).toBe('North Co');
    for (const outsider of ['agent1', 'agent3']) {
      expect((await as[outsider]!.refused(distributorById, 403, { params: { DistributorId: north } })).message).toBe('Unauthorized Access');
      expect((await as[outsider]!.data(distributorsTotal, { query: { LocId: 'SG' } })).Rows.map((row) => row.DistributorId)).not.toContain(north);
      await as[outsider]!.refused(updateDistributor, 403, { body: { DistributorId: north, Name: 'Taken', Remarks: '' } });
      await as[outsider]!.refused(deleteDistributor, 403, { params: { DistributorId: north } });
      await as[outsider]!.refused(distributorRule, 403, { params: { DistributorId: north } });
    }
    await as.agent1!.refused(distributorsTotal, 403, { query: { LocId: 'SG', UserId: 'agent2' } });
    expect((await as.admin!.data(distributorsTotal, { query: { LocId: 'SG', UserId: 'agent2' } })).Rows.map((row) => row.Name)).toEqual(['North Co']);
    await as.agent2!.refused(distributorById, 404, { params: { DistributorId: 999_999 } });
  });

  it('is refused to a user without OutSet, and to a member', async () => {
    const agent2Granted = (await server.db.query<{ granted: string[] }>(`select granted from users where user_id = 'agent2'`)).rows[0]!.granted;
    await server.db.query(`update users set granted = array_remove(granted, 'OutSet') where user_id = 'agent2'`);
    try {
      await as.agent2!.refused(distributorById, 403, { params: { DistributorId: north } });
      await as.agent2!.refused(distributorsTotal, 403, { query: { LocId: 'SG' } });
    } finally {
      await server.db.query(`update users set granted = $1 where user_id = 'agent2'`, [agent2Granted]);
    }
    await as.member3!.refused(createDistributor, 403, { body: { LocId: 'SG', Name: 'Mine', Remarks: '' } });
  });

  it('refuses a missing or repeated name, an owner outside the tree or a member, each on its field, writing nothing', async () => {
    const before = await count('distributors');
    const post = (who: string, body: Record<string, unknown>) => as[who]!.request(createDistributor, { body: { LocId: 'SG', Remarks: '', ...body } });
    expect(await problems(await post('agent2', { Name: '  ' }))).toEqual(['Name: Name is required.']);
    expect(await problems(await post('agent2', { Name: 'north co' }))).toEqual(['Name: agent2 already has a distributor named north co at SG.']);
    expect(await problems(await post('agent2', { Name: 'Member Co', OwnerId: 'member3' }))).toEqual(['OwnerId: member3 is a member: only an agent passes bets out.']);
    expect((await post('agent2', { Name: 'Other Co', OwnerId: 'agent1' })).status).toBe(403);
    expect((await as.agent2!.request(createDistributor, { body: { LocId: 'SG', Name: 'x'.repeat(65), Remarks: '' } })).status).toBe(400);
    expect(await count('distributors')).toBe(before);
  });

  it('is renamed with its remarks, the audit row holding before and after', async () => {
    const renamed = await as.agent2!.data(updateDistributor, { body: { LocId: 'SG', DistributorId: String(north), Name: 'North Company', Remarks: '' } });
    expect(renamed).toMatchObject({ Name: 'North Company', Remarks: '' });
    const [row] = await audits('distributor.update', north);
    expect(row).toMatchObject({ user_id: 'agent2', before: { Name: 'North Co', Remarks: 'tel 6123' }, after: { Name: 'North Company', Remarks: '' } });
    expect(await problems(await as.agent2!.request(updateDistributor, { body: { DistributorId: 'abc', Name: 'X', Remarks: '' } }))).toEqual([
      'DistributorId: DistributorId must be a distributor id.',
    ]);
  });

  it('takes as partners only agents of the owner’s tree at its location', async () => {
    const put = (PartnerIds: string) => as.agent2!.request(updateDistributorPartners, { params: { DistributorId: north }, body: { LocId: 'SG', PartnerIds } });
    expect(await problems(await put('agent3, member3'))).toEqual(['PartnerIds: member3 is a member: only an agent passes bets out.']);
    expect(await problems(await put('agent1'))).toEqual(["PartnerIds: agent1 is not a user of agent2's tree."]);
    expect(await problems(await put('nobody9'))).toEqual(["PartnerIds: nobody9 is not a user of agent2's tree."]);
    expect((await as.agent2!.data(distributorById, { params: { DistributorId: north } })).Partners).toEqual([]);
    const set = await as.agent2!.data(updateDistributorPartners, { params: { DistributorId: north }, body: { LocId: 'SG', PartnerIds: ' AGENT3 ,agent2,agent3,' } });
    expect(set.Partners).toEqual(['agent2', 'agent3']);
    expect(set.PartnerIds).toBe('agent2,agent3');
    expect(await audits('distributor.partners', north)).toEqual([{ user_id: 'agent2', before: { Partners: [] }, after: { Partners: ['agent2', 'agent3'] } }]);
  });

  it('keeps a rule of the three kinds, refusing any other', async () => {
    expect(await problems(await as.agent2!.request(updateDistributorRule, { params: { DistributorId: north }, body: { Applies: 'everyone' } }))).toEqual([
      'Applies: Choose whose Out the rule sends to the distributor.',
    ]);
    expect(await as.agent2!.data(updateDistributorRule, { params: { DistributorId: north }, body: { LocId: 'SG', Applies: 'partners', TakeOver: true } })).toEqual({
      DistributorId: north, Applies: 'partners', TakeOver: true,
    });
    expect(await as.admin!.data(distributorRule, { params: { DistributorId: north } })).toEqual({ DistributorId: north, Applies: 'partners', TakeOver: true });
    expect(await audits('distributor.rule.update', north)).toEqual([
      { user_id: 'agent2', before: { DistributorId: north, Applies: 'nobody', TakeOver: false }, after: { DistributorId: north, Applies: 'partners', TakeOver: true } },
    ]);
  });

  describe('Setting6 and deleting', () => {
    let adminCo: number;
    beforeAll(async () => {
      adminCo = (await create('admin', { Name: 'Admin Co' })).DistributorId;
    });

    it('sends an agent’s Out to a distributor of its own line and back to its upline, with an audit row each', async () => {
      const put = (who: string, body: Record<string, unknown>) => as[who]!.request(updateUserOutSetting, { body: { LocId: 'SG', ...body } });
      const answer = await as.agent2!.data(updateUserOutSetting, { body: { LocId: 'SG', UserId: 'agent3', OutTo: 'distributor', DistributorId: String(north) } });
      expect(answer.Settings).toContainEqual({ LocId: 'SG', OutTo: 'distributor', DistributorId: north, DistributorName: 'North Company' });
      expect(await outSettings()).toEqual([{ user_id: 'agent3', distributor_id: north }]);
      expect((await as.agent2!.data(distributorsOfUser, { params: { UserId: 'agent3' } })).Settings).toEqual([
        { LocId: 'MG', OutTo: 'upline', DistributorId: null, DistributorName: null },
        { LocId: 'SG', OutTo: 'distributor', DistributorId: north, DistributorName: 'North Company' },
      ]);
      expect(await audits('outSetting.destination', 'agent3:SG')).toEqual([
        { user_id: 'agent2', before: { LocId: 'SG', OutTo: 'upline', DistributorId: null, DistributorName: null }, after: answer.Settings.find((s) => s.LocId === 'SG') },
      ]);
      // The admin's distributor is above agent2's line but outside agent2's tree; a member has no Out.
      expect(await problems(await put('agent2', { UserId: 'agent3', OutTo: 'distributor', DistributorId: adminCo }))).toEqual([
        'DistributorId: Choose a distributor at SG of agent3 or of its uplines in your tree.',
      ]);
      // agent1's line may not use agent2's distributor, even through the admin.
      expect(await problems(await put('admin', { UserId: 'agent1', OutTo: 'distributor', DistributorId: north }))).toEqual([
        'DistributorId: Choose a distributor at SG of agent1 or of its uplines in your tree.',
      ]);
      expect(await problems(await put('agent2', { UserId: 'member3', OutTo: 'upline' }))).toEqual(['UserId: member3 is a member: its bets go to its upline.']);
      expect(await problems(await put('agent2', { UserId: 'agent3', OutTo: 'sideways' }))).toEqual(['OutTo: Choose where the Out goes.']);
      expect(await problems(await put('agent2', { UserId: 'agent3', OutTo: 'distributor', DistributorId: '' }))).toEqual(['DistributorId: Choose a distributor.']);
      expect((await put('agent2', { UserId: 'agent1', OutTo: 'upline' })).status).toBe(403);
      expect(await outSettings()).toEqual([{ user_id: 'agent3', distributor_id: north }]);
    });

    it('is not deleted while a user’s Out goes to it, and is once none does, with its partners and rule', async () => {
      const refusal = await as.agent2!.refused(deleteDistributor, 409, { params: { DistributorId: north } });
      expect(refusal.message).toBe('North Company cannot be deleted: the Out of agent3 goes to it. Send them back to their upline first.');
      await as.agent2!.data(updateUserOutSetting, { body: { LocId: 'SG', UserId: 'agent3', OutTo: 'upline', DistributorId: '' } });
      expect(await outSettings()).toEqual([]);
      expect(await as.agent2!.data(deleteDistributor, { params: { DistributorId: north } })).toEqual({ DistributorId: north });
      await as.agent2!.refused(distributorById, 404, { params: { DistributorId: north } });
      expect((await server.db.query('select 1 from distributor_partners where distributor_id = $1 union all select 1 from distributor_rules where distributor_id = $1', [north])).rows).toEqual([]);
      const [row] = await audits('distributor.delete', north);
      expect(row).toMatchObject({ user_id: 'agent2', before: { Name: 'North Company', Partners: ['agent2', 'agent3'] }, after: null });
    });
  });
});

describe('the lists of the forms (spec 02 §7.3)', () => {
  it('getPartnerWeb answers the distributors of the caller’s tree at the location', async () => {
    const south = (await create('agent2', { Name: 'South Co' })).DistributorId;
    const mine = await as.agent2!.data(partnerWeb, { query: { LocId: 'SG' } });
    expect(mine).toContainEqual({ DistributorId: south, Name: 'South Co', OwnerId: 'agent2' });
    expect(mine.every((row) => row.OwnerId === 'agent2' || row.OwnerId === 'agent3')).toBe(true);
    expect((await as.agent1!.data(partnerWeb, { query: { LocId: 'SG' } })).map((row) => row.DistributorId)).not.toContain(south);
    expect((await as.admin!.data(partnerWeb, { query: { LocId: 'SG' } })).map((row) => row.DistributorId)).toContain(south);
    expect(await as.agent2!.data(partnerWeb, { query: { LocId: 'MG' } })).toEqual([]);
  });

  it('catType answers the bet types of the location’s game; catTypeDistinct those of every location of the caller', async () => {
    expect(await as.agent1!.data(catType, { query: { LocId: 'SG' } })).toEqual(['straight', 'roll', 'iBet', 'kBet'].map((CatType) => ({ CatType })));
    expect(await as.admin!.data(catType, { query: { LocId: 'TT' } })).toEqual([{ CatType: 'toto' }]);
    expect(await as.agent1!.data(catTypeDistinct, { query: { LocId: 'SG' } })).toEqual(['straight', 'roll', 'iBet', 'kBet'].map((CatType) => ({ CatType })));
    expect(await as.admin!.data(catTypeDistinct)).toEqual(['straight', 'roll', 'iBet', 'kBet', 'toto'].map((CatType) => ({ CatType })));
  });
});
