import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StatementKind } from '../../contract/statements.ts';

/** A statement line's kind as the statement names it (contract/statements.ts STATEMENT_KINDS). */
export const STATEMENT_KIND_LABELS: Record<StatementKind, MessageDescriptor> = {
  opening: msg`Opening Balance`,
  winloss: msg`Win/Loss`,
  commission: msg`Commission`,
  tax: msg`Tax`,
  share: msg`Share`,
  downline: msg`Downline`,
  payment: msg`Payment`,
};
