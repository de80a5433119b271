/**
 * The permission attribute names of spec 02 §6, declared once: the client's view codes (VW,
 * src/menu/viewCodes.ts) and the calls that require one (`attribute` on an endpoint) speak of the same
 * names, and the server checks a call's attribute against the caller's grants in the database.
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
