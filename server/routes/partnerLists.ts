/**
 * getPartnerWeb, catType and catTypeDistinct (spec 02 §7.3; contract/partnerLists.ts, where their
 * answers are decided).
 */
import { catType, catTypeDistinct, partnerWeb } from '../../contract/partnerLists.ts';
import type { Queryable } from '../db/database.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { visibleToCaller } from '../memberTree.ts';

/** The ticket bet types each location's game sells, in bet entry's order (TT sells TOTO only, issue 19). */
const CATEGORIES_4D = ['straight', 'roll', 'iBet', 'kBet'] as const;
const categoriesAt = (locId: string): readonly string[] => (locId === 'TT' ? ['toto'] : CATEGORIES_4D);

async function locationsOf(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ loc_id: string }>('select loc_id from user_locations where user_id = $1 order by loc_id', [userId]);
  return rows.map((row) => row.loc_id);
}

export function mountPartnerListRoutes(router: ApiRouter, { db }: RouteDeps) {
  router.implement(partnerWeb, async ({ caller, location }) => {
    const { rows } = await db.query<{ DistributorId: number; Name: string; OwnerId: string }>(
      `select d.distributor_id as "DistributorId", d.name as "Name", d.owner_id as "OwnerId" from distributors d
       where d.loc_id = $2 and ${visibleToCaller('d.owner_id', 1)}
       order by lower(d.name), d.distributor_id`,
      [caller.userId, location],
    );
    return rows;
  });

  router.implement(catType, ({ location }) => Promise.resolve(categoriesAt(location).map((CatType) => ({ CatType }))));

  router.implement(catTypeDistinct, async ({ caller }) => {
    const seen = new Set((await locationsOf(db, caller.userId)).flatMap((locId) => categoriesAt(locId)));
    return [...CATEGORIES_4D, 'toto'].filter((category) => seen.has(category)).map((CatType) => ({ CatType }));
  });
}
