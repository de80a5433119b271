/**
 * The pages of a downline's statement and payment (spec 02 §2.2 Payments): off the menu, reached
 * from a row of Payments with the user's UserId, guarded by the Payments entries' rule.
 */
export const PAYMENT_FORM_PATH = '/admin/payments/payment';
export const STATEMENT_PATH = '/admin/payments/statement';
export const STATEMENT_BY_MONTH_PATH = '/admin/payments/statementByMonth';
