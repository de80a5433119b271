import { msg } from '@lingui/core/macro';
import { insertStatement2, MAX_PAYMENT_CENTS, MAX_REMARK_CHARS } from '../../../contract/statements.ts';
import type { FormDeclaration } from '../formDeclaration.ts';
import { paymentUsersSource } from '../../screens/optionSources.ts';
import { PAYMENT_FORM_PATH } from '../../screens/statementPaths.ts';

/** The server's bounds (server/ledger/paymentRequest.ts), checked as one types: more than $0.00, at most MAX_PAYMENT_CENTS. */
const amountRule = (text: string) => {
  const dollars = Number(text);
  if (!(dollars > 0)) return msg`The amount must be more than $0.00.`;
  return dollars * 100 > MAX_PAYMENT_CENTS ? msg`The amount is at most $10,000,000.00.` : null;
};

/**
 * Record a payment (spec 02 §2.2 Payments; §7.12 insertStatement2): from a downline (received: its
 * AccBal rises) or to it (paid: its AccBal falls), in dollars sent as cents, with a remark. Opened
 * from a row of Payments with the user chosen (UserId in the URL). The save carries an
 * Idempotency-Key (the contract marks it idempotent), so a retry after a lost answer records once;
 * the form empties after "Payment recorded." so a second click is a new payment only if meant.
 */
export const payment: FormDeclaration = {
  id: 'payment',
  path: PAYMENT_FORM_PATH,
  title: msg`Payment`,
  menuItem: 'payments',
  fields: [
    { name: 'UserId', label: msg`User Id`, kind: 'dropdown', source: paymentUsersSource, required: msg`Choose the user.`, fromUrl: true },
    { name: 'AmountCents', label: msg`Amount`, kind: 'money', required: msg`Enter the amount.`, rule: amountRule },
    {
      name: 'Direction',
      label: msg`Direction`,
      kind: 'choice',
      choices: [
        { value: 'received', label: msg`Received from the user` },
        { value: 'paid', label: msg`Paid to the user` },
      ],
      required: msg`Choose received or paid.`,
    },
    { name: 'Remark', label: msg`Remark`, kind: 'text', maxLength: MAX_REMARK_CHARS },
  ],
  save: { endpoint: insertStatement2, params: [] },
  savedMessage: msg`Payment recorded.`,
  resetAfterSave: true,
};
