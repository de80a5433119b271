import type { PermissionAttribute } from '../../contract/permissionAttributes.ts';
import { DESTINATIONS } from './destinations.ts';
import { hasPermission } from './permissions.ts';
import type { MenuRule, RouteItemId } from './types.ts';

/**
 * The attributes (spec 02 §6) a menu entry's page is opened with: the server refuses its calls to a
 * user granted none of them (an endpoint's `attribute`), so the menu hides the entry and the route
 * guard refuses it too. An entry whose link carries VW needs that attribute; the pages whose link has
 * none are listed here: the attributes of every screen the entry guards (its own page and those it
 * guards off the menu). tests/unit/menu/entryAttributes.test.ts checks the list against the declared
 * screens' calls.
 */
const PAGE_ATTRIBUTES: Partial<Record<RouteItemId, readonly PermissionAttribute[]>> = {
  betUpload: ['BETUPLOAD'],
  viewTickets: ['TICKET'],
  historyTickets: ['TICKETHIST'],
  // Its views and its pages off the menu (Bets By Day, Bets By Number; issue 21): the entry opens for a
  // holder of any (each page's switch offers the views it holds).
  betSummary: ['BETSUMMARY', 'RPTSUM', 'BETSUMMARY2', 'BET_ACTIVE', 'BET_SEARCH', 'BETPAGEBYDATE', 'BETVIEWBYDATE'],
  drawResultReport: ['RPTRESULT'],
  fixedBets: ['BETFIXED'],
  betsOut: ['BETOUT'],
  outBets: ['BETOUT'],
  // Its own page and the share claim reports it guards off the menu (issue 22).
  collectionReport: ['RPTCOL', 'RPTSHARE_CLAIM'],
  // Its three views (issue 22): the entry opens for a holder of any.
  summaryReport: ['RPTSUM', 'RPTMEM', 'PAYMENTHIST'],
  // The Stake report's views (issue 22): Stake, Out, the strikes on the intake.
  stakeReport: ['RPTSTAKE', 'RPTOUT', 'RPTSTRIKE'],
  // The 4D call's and the TT call's (issue 22): the entry opens for a holder of either.
  groupReport: ['RPTGRP', 'RPTGRP2'],
  // Its two views (issue 22): by downline (RPTFULL, the menu link's VW) and by location (RPTFULL2).
  fullReport: ['RPTFULL', 'RPTFULL2'],
  // The strike report and its summaries (issue 22); the old layout's two views.
  strikeReport: ['RPTSTRIKE'],
  strikeReportOld: ['RPTSTRIKE2', 'RPTSTRIKE2RESULT'],
};

export function entryAttributes(id: RouteItemId): readonly PermissionAttribute[] {
  const vw = DESTINATIONS[id].vw;
  return PAGE_ATTRIBUTES[id] ?? (vw ? [vw] : []);
}

/** The entry is shown to a user granted one of its attributes (every user, for an entry without any). */
export const holdsEntryAttribute =
  (id: RouteItemId): MenuRule =>
  ({ profile }) => {
    const attributes = entryAttributes(id);
    return attributes.length === 0 || attributes.some((attribute) => hasPermission(profile, attribute));
  };
