/**
 * The layer features the payment screens added (issue 20): a view's fixed query (Payment History is
 * the statement call with Kind=payment, whatever the URL says), a link to a page by its own path with
 * the trail back (a row's Payment form and Statement), and screens at their own paths.
 */
import { describe, expect, it } from 'vitest';
import { parseScreenUrl } from '../../../machines/rules/screenUrl.ts';
import { trailSteps } from '../../../machines/rules/screenTrail.ts';
import { statementByUserId } from '../../../contract/statements.ts';
import { paymentHistory } from '../../../src/screens/declarations/paymentHistory.ts';
import { payments } from '../../../src/screens/declarations/payments.ts';
import { statement } from '../../../src/screens/declarations/statement.ts';
import { drillHref, queryOf, screenPaths, viewOf } from '../../../src/screens/screenQuery.ts';
import type { StatementSumRow } from '../../../contract/statements.ts';
import type { RowAction } from '../../../src/screens/rowActions.ts';

const MEMBER1: StatementSumRow = { UserId: 'member1', UserName: '', Role: 'MEM', OpeningCents: 0, ResultsCents: 0, PaymentsCents: 0, BalanceCents: 0, AccBalCents: 0, Payable: true };

describe('the payment screens on the layer', () => {
  it('Payment History always asks for payment lines, whatever Kind the URL names', () => {
    const url = parseScreenUrl('/admin/paymentHist?LocId=SG&Kind=winloss&DrawFrom=2026-11-01&DrawTo=2026-11-30');
    expect(queryOf(statementByUserId, url, viewOf(paymentHistory, url))).toEqual({ LocId: 'SG', Kind: 'payment', DrawFrom: '2026-11-01', DrawTo: '2026-11-30' });
    // The statement screen reads every kind.
    expect(queryOf(statementByUserId, url, viewOf(statement, url)).Kind).toBe('winloss');
  });

  it("a row's Payment and Statement lead to their pages for that user, with the trail back to the rows", () => {
    const from = parseScreenUrl('/admin/payments?LocId=SG&VW=PAYMENT&UserId=agent1&DrawFrom=2026-11-01&DrawTo=2026-11-30');
    const actions = viewOf(payments, from).actions as readonly RowAction<StatementSumRow>[];
    const hrefOf = (id: string) => {
      const action = actions.find((candidate) => candidate.id === id);
      if (action?.kind !== 'link') throw new Error(`no link ${id}`);
      return drillHref(from, action.to(MEMBER1), 'SG');
    };
    const payment = parseScreenUrl(hrefOf('payment'));
    expect(payment.path).toBe('/admin/payments/payment');
    expect(new URLSearchParams(hrefOf('payment').split('?')[1]).get('UserId')).toBe('member1');
    expect(trailSteps(payment).map((step) => step.href)).toEqual(['/admin/payments?LocId=SG&VW=PAYMENT&UserId=agent1&DrawFrom=2026-11-01&DrawTo=2026-11-30']);
    expect(parseScreenUrl(hrefOf('statement')).path).toBe('/admin/payments/statement');
    expect(parseScreenUrl(hrefOf('byMonth')).path).toBe('/admin/payments/statementByMonth');
  });

  it('offers Payment only on a row the server would take it for; Statement and By Month on every row', () => {
    const actions = viewOf(payments, parseScreenUrl('/admin/payments?LocId=SG')).actions as readonly RowAction<StatementSumRow>[];
    const offered = (row: StatementSumRow) => actions.filter((action) => !action.when || action.when(row)).map((action) => action.id);
    expect(offered(MEMBER1)).toEqual(['payment', 'statement', 'byMonth']);
    expect(offered({ ...MEMBER1, Payable: false })).toEqual(['statement', 'byMonth']);
  });

  it('a screen at its own path is routed there only', () => {
    expect(screenPaths(statement)).toEqual(['/admin/payments/statement']);
    expect(screenPaths(payments)).toEqual(['/admin/payments']);
  });
});
