/**
 * Out Setting 3's list (GET distributors/total, spec 02 §7.8): the distributors at the location whose
 * owner is in the caller's tree (with UserId: that owner's, a user of the tree), each with its partner
 * count, rule and the users whose Out goes to it. Only a caller holding OutSet reads them.
 */
import { distributorsTotal } from '../../contract/distributors.ts';
import { mayAccessMember, visibleToCaller } from '../memberTree.ts';
import { userHolds } from '../permissions/grants.ts';
import { OUTSET_NAME, OUTSIDE } from '../distributors/store.ts';
import { pagedCall, refuse } from './pagedCall.ts';

export const distributorsTotalCall = pagedCall({
  endpoint: distributorsTotal,
  csvName: 'distributors',
  async query({ query, caller, db, location }) {
    if (!(await userHolds(db, caller.userId, OUTSET_NAME))) return refuse(403, OUTSIDE);
    if (query.UserId !== undefined && !(await mayAccessMember(db, caller.userId, query.UserId))) return refuse(403, OUTSIDE);
    const owner = query.UserId === undefined ? '' : 'and lower(d.owner_id) = lower($3)';
    return {
      columns: `d.distributor_id as "DistributorId", d.name as "Name", d.owner_id as "OwnerId", d.loc_id as "LocId", d.remarks as "Remarks",
        pc.partners as "Partners", coalesce(r.applies, 'nobody') as "Applies", sc.sent as "UsersSent"`,
      from: `distributors d left join distributor_rules r on r.distributor_id = d.distributor_id
        cross join lateral (select count(*)::int as partners from distributor_partners p where p.distributor_id = d.distributor_id) pc
        cross join lateral (select count(*)::int as sent from out_settings s where s.distributor_id = d.distributor_id) sc`,
      where: `d.loc_id = $2 and ${visibleToCaller('d.owner_id', 1)} ${owner}`,
      params: query.UserId === undefined ? [caller.userId, location] : [caller.userId, location, query.UserId],
      sortable: {
        Name: { sql: 'lower(d.name)', type: 'text' },
        DistributorId: { sql: 'd.distributor_id', type: 'integer' },
        OwnerId: { sql: 'd.owner_id', type: 'text' },
      },
      tieBreaker: [{ sql: 'd.distributor_id', type: 'integer' }],
      totals: `count(*)::int as "Distributors", coalesce(sum(sc.sent), 0)::int as "UsersSent"`,
    };
  },
});
