import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { calendarDate, urlInteger, UserIdSchema } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { REPORT_PAGE_SIZE, pageQueryEntries, pageSchema } from './paging.ts';
import { RoleCodeSchema } from './profile.ts';

/**
 * The Collection report (spec 02 §2.2 /report/collection, §6 RPTCOL, §7.13 reportCollectionFull;
 * DOMAIN.md "The life of a bet" 7): what each direct downline is payable or receivable for a draw
 * range, read from the ledger (ledger_entries), and what the subject's upline owes it.
 *
 * Signs are the statement's (contract/statements.ts): a positive figure is owed TO the row's user by
 * its upline (the subject pays it: payable), a negative one is owed BY the user (receivable).
 * Rows: each direct downline of the subject (the caller, or UserId of its tree), and, when the
 * subject has an upline, the subject's own row (Own: its own win/loss, commission, tax, share and
 * transfers, without its pass-through 'downline' line, which is the sum of its downlines' results).
 * So the totals row's Net is the subject's own settled movement for the range: what its upline owes
 * it (negative: what it owes its upline), to the cent. Money in integer cents.
 */

const CollectionFigures = {
  WinLossCents: v.number(),
  CommissionCents: v.number(),
  /** Tax lines are negative (the user pays them). */
  TaxCents: v.number(),
  ShareCents: v.number(),
  /** The pass-through of the user's own branch (0 on the subject's own row). */
  DownlineCents: v.number(),
  /** The settled result: WinLoss + Commission + Tax + Share + Downline. */
  NetCents: v.number(),
  /** Sub shares, share claims and group expenses of the range (statement kinds moved after settlement). */
  TransfersCents: v.number(),
  /** Payments recorded in the range (shown apart: money that already changed hands). */
  PaymentsCents: v.number(),
  /** Still to collect (or pay) for the range: Net + Transfers + Payments. */
  OutstandingCents: v.number(),
};

export const CollectionRowSchema = v.object({
  UserId: v.string(),
  UserName: v.string(),
  Role: RoleCodeSchema,
  /** True for the subject's own row (grey, the upline row of spec 02 §2.13). */
  Own: v.boolean(),
  ...CollectionFigures,
});
export type CollectionRow = v.InferOutput<typeof CollectionRowSchema>;
export const CollectionTotalsSchema = v.object(CollectionFigures);

export const COLLECTION_SORTABLE = ['UserId', 'NetCents', 'TransfersCents', 'PaymentsCents', 'OutstandingCents'] as const;

/** GET {4d|tt}/reportCollectionFull: per direct downline, payable or receivable for DrawFrom..DrawTo (or one DrawId). */
export const reportCollectionFull = endpoint({
  method: 'GET',
  path: 'reportCollectionFull',
  scope: 'data',
  summary: 'Collection report: what each direct downline is payable or receivable for a draw range, from the ledger',
  query: v.object({
    LocId: v.optional(LocIdSchema),
    UserId: v.optional(UserIdSchema),
    /** One draw (its lines only; payments have no draw and count 0); with it the range is not read. */
    DrawId: v.optional(urlInteger('DrawId')),
    DrawFrom: v.optional(calendarDate('DrawFrom')),
    DrawTo: v.optional(calendarDate('DrawTo')),
    ...pageQueryEntries(COLLECTION_SORTABLE, { sortBy: 'UserId', sortDir: 'asc', pageSize: REPORT_PAGE_SIZE }),
  }),
  answer: pageSchema(CollectionRowSchema, CollectionTotalsSchema),
  csv: true,
  attribute: 'RPTCOL',
});
