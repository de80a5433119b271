import type { LocationId } from './types.ts';

/** The TT location: different menus, report paths under tt/, the tt/ API prefix (spec 02 §6, §7.1). */
export const TT_LOCATION = 'TT';
/** The MG location, special-cased in the menu (spec 02 §2.4; what changes is decisions.ts's choice). */
export const MG_LOCATION = 'MG';

export const isTtLocation = (location: LocationId): boolean => location === TT_LOCATION;
export const isMgLocation = (location: LocationId): boolean => location === MG_LOCATION;
