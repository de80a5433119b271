import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { jsonInteger, urlInteger } from './fields.ts';
import { LocIdSchema } from './locations.ts';

/**
 * Bin burst (spec 02 §4 "bin burst and bin confirm results", §7.7 binBurstImport, binBurstImportAdmin,
 * generateBurstImportPayOut, §7.9 binBurst, binConfirm with status polls; issue 21). The spec names the
 * calls only. Decision (README "Bet Special and bin burst (issue 21)"): paying out a settled draw's
 * bursts (winning tickets) in cash, in three steps:
 * - POST binBurstImport (DrawId): a job (kind bin-burst) stages, per user the caller may pay (its
 *   direct downlines; an admin everyone), the tickets that struck in the draw and what they struck;
 *   GET binBurst?ImportId= polls it;
 * - PUT generateBurstImportPayOut (ImportId): fixes each line's payout (what it struck);
 * - POST binConfirm (ImportId): a job (kind bin-confirm) posts each payout as a payment line paid to
 *   the user (AccBal falls by it, server/ledger/payments.ts), all or none, once; GET binConfirm polls it.
 * GET binBurstImport lists the caller's imports, binBurstImportAdmin every importer's (admins).
 * One import per importer and draw: asking again answers it. Money in integer cents.
 */

export const BIN_BURST_STATUSES = ['queued', 'running', 'resuming', 'staged', 'computed', 'confirming', 'confirmed', 'failed'] as const;

export const BinBurstLineSchema = v.object({
  UserId: v.string(),
  Tickets: v.number(),
  StrikeCents: v.number(),
  /** Fixed by generateBurstImportPayOut; null before. */
  PayoutCents: v.nullable(v.number()),
  /** The payment line binConfirm posted; null before. */
  EntryId: v.nullable(v.number()),
});
export type BinBurstLine = v.InferOutput<typeof BinBurstLineSchema>;

export const BinBurstImportSchema = v.object({
  ImportId: v.number(),
  DrawId: v.number(),
  DrawDate: v.string(),
  ImportedBy: v.string(),
  Status: v.picklist(BIN_BURST_STATUSES),
  /** Why the last step failed (staging, or a confirmation refused: nothing posted); null otherwise. */
  Failure: v.nullable(v.string()),
  StrikeCents: v.number(),
  PayoutCents: v.number(),
  CreatedAt: v.string(),
  ConfirmedAt: v.nullable(v.string()),
  Lines: v.array(BinBurstLineSchema),
});
export type BinBurstImport = v.InferOutput<typeof BinBurstImportSchema>;

const ImportBody = v.object({ LocId: v.optional(LocIdSchema), ImportId: jsonInteger('ImportId') });
const ImportQuery = v.object({ LocId: v.optional(LocIdSchema), ImportId: urlInteger('ImportId') });
const ListQuery = v.object({ LocId: v.optional(LocIdSchema), DrawId: v.optional(urlInteger('DrawId')) });

/** POST {4d|tt}/binBurstImport: stages a settled draw's bursts of the users the caller pays (a job). */
export const startBinBurstImport = endpoint({
  method: 'POST',
  path: 'binBurstImport',
  scope: 'data',
  attribute: 'PAYMENT',
  summary: "Import a settled draw's bursts (winning tickets) to pay out (a job)",
  body: v.object({ LocId: v.optional(LocIdSchema), DrawId: jsonInteger('DrawId') }),
  answer: BinBurstImportSchema,
});

/** GET {4d|tt}/binBurstImport: the caller's imports at the location, newest first (DrawId narrows). */
export const binBurstImports = endpoint({
  method: 'GET',
  path: 'binBurstImport',
  scope: 'data',
  attribute: 'PAYMENT',
  summary: "The caller's bin burst imports",
  query: ListQuery,
  answer: v.array(BinBurstImportSchema),
});

/** GET {4d|tt}/binBurstImportAdmin: every importer's imports at the location (admins only). */
export const binBurstImportsAdmin = endpoint({
  method: 'GET',
  path: 'binBurstImportAdmin',
  scope: 'data',
  attribute: 'PAYMENT',
  summary: 'Every bin burst import (admins)',
  query: ListQuery,
  answer: v.array(BinBurstImportSchema),
});

/** PUT {4d|tt}/generateBurstImportPayOut: fixes each staged line's payout. */
export const generateBurstImportPayOut = endpoint({
  method: 'PUT',
  path: 'generateBurstImportPayOut',
  scope: 'data',
  attribute: 'PAYMENT',
  summary: "Fix the payouts of a bin burst import's lines",
  body: ImportBody,
  answer: BinBurstImportSchema,
});

/** GET {4d|tt}/binBurst?ImportId=: the import's staging, polled. */
export const binBurstStatus = endpoint({
  method: 'GET',
  path: 'binBurst',
  scope: 'data',
  attribute: 'PAYMENT',
  summary: 'The status of a bin burst import',
  query: ImportQuery,
  answer: BinBurstImportSchema,
});

/** POST {4d|tt}/binConfirm: posts the payouts as payment lines (a job; all or none, once). */
export const startBinConfirm = endpoint({
  method: 'POST',
  path: 'binConfirm',
  scope: 'data',
  attribute: 'PAYMENT',
  summary: "Pay out a bin burst import's payouts (a job)",
  body: ImportBody,
  answer: BinBurstImportSchema,
});

/** GET {4d|tt}/binConfirm?ImportId=: the confirmation, polled. */
export const binConfirmStatus = endpoint({
  method: 'GET',
  path: 'binConfirm',
  scope: 'data',
  attribute: 'PAYMENT',
  summary: 'The status of a bin burst confirmation',
  query: ImportQuery,
  answer: BinBurstImportSchema,
});
