/**
 * View codes (VW) are the spec's permission attribute names (spec 02 §2.2, §6; issue 19
 * "Contradictions 6"): a page's views are named by the attribute that grants them, so a grant and a
 * link speak of the same thing. The grants themselves come with administration (permissions/).
 */
export const PERMISSION_ATTRIBUTES = [
  'RPTFULL',
  'RPTFULL2',
  'RPTOUT',
  'RPTSTAKE',
  'RPTSTRIKE',
  'RPTSTRIKE2',
  'RPTSTRIKE2RESULT',
  'RPTRESULT',
  'RPTCOL',
  'RPTGRP',
  'RPTGRP2',
  'RPTSUM',
  'RPTMEM',
  'RPTSHARE_CLAIM',
  'ADMIN',
  'AG',
  'MEM',
  'PAYMENT',
  'PAYMENTHIST',
  'BETSUMMARY',
  'BETSUMMARY2',
  'BET_ACTIVE',
  'BET_SEARCH',
  'BETPAGEBYDATE',
  'BETVIEWBYDATE',
  'BETUPLOAD',
  'BETFIXED',
  'TICKETSEARCH',
  'TICKET',
  'TICKETHIST',
  'BETOUT',
  'PLACEBET',
] as const;

export type PermissionAttribute = (typeof PERMISSION_ATTRIBUTES)[number];

/** A VW value: always a permission attribute name. */
export type ViewCode = PermissionAttribute;

/**
 * Codes of links written before views were named by attribute (issue 13's Bet Summary), read as
 * the attribute they became, so an old bookmark still opens its view.
 */
export const VIEW_CODE_ALIASES: Readonly<Record<string, ViewCode>> = {
  TYPE: 'RPTSUM',
  SHARE: 'BETSUMMARY2',
};

/** The attribute a URL's VW names (an old code read through its alias), or null for none known. */
export function viewCodeOf(vw: string | null): ViewCode | null {
  if (vw === null) return null;
  if ((PERMISSION_ATTRIBUTES as readonly string[]).includes(vw)) return vw as ViewCode;
  return VIEW_CODE_ALIASES[vw] ?? null;
}
