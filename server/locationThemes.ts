import type { Queryable } from './db/database.ts';
import type { Location } from '../contract/locations.ts';

type LocationTheme = Omit<Location, 'Loc'>;

const THEME_COLUMNS = `l.loc_id as "LocId", l.vip_left_css as "VipLeftCss", l.vip_top_bg_image as "VipTopBGImage",
  l.color_tbl01 as "ColorTbl01", l.color_tbl02 as "ColorTbl02"`;

/** Every location with its display name and theme (GET loc), in menu order. */
export async function allLocations(db: Queryable): Promise<Location[]> {
  const { rows } = await db.query<Location>(
    `select l.loc_id as "LocId", l.name as "Loc", l.vip_left_css as "VipLeftCss", l.vip_top_bg_image as "VipTopBGImage",
       l.color_tbl01 as "ColorTbl01", l.color_tbl02 as "ColorTbl02"
     from locations l order by l.sort_order, l.loc_id`,
  );
  return rows;
}

/** The theme of `locId` when `userId` may work there (user_locations), else null. */
export async function themeWhereUserWorks(db: Queryable, userId: string, locId: string): Promise<LocationTheme | null> {
  const { rows } = await db.query<LocationTheme>(
    `select ${THEME_COLUMNS}
     from user_locations ul join locations l on l.loc_id = ul.loc_id
     where ul.user_id = $1 and ul.loc_id = $2`,
    [userId, locId],
  );
  return rows[0] ?? null;
}
