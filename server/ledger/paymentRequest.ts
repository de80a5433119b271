/**
 * What a payment request must hold (contract/statements.ts PaymentRequestSchema checks only its
 * shape): a user, an amount of whole positive cents within MAX_PAYMENT_CENTS, a direction. Every
 * problem at once, each on its field (a 400's data.Problems), so the form shows each where it belongs.
 */
import { MAX_PAYMENT_CENTS, PAYMENT_DIRECTIONS, type PaymentDirection, type PaymentRequest } from '../../contract/statements.ts';
import type { FieldProblem } from '../../contract/envelope.ts';

export interface CheckedPayment {
  userId: string;
  /** The statement line's amount: + received from the user, - paid to it. */
  amountCents: number;
  remark: string | null;
}

const dollars = (cents: number) => `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;
export { dollars as formatDollars };

/** The problems of one request; `prefix` names its place in a list (`Payments[2].`). */
export function paymentProblems(request: Omit<PaymentRequest, 'LocId'>, prefix = ''): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const problem = (field: string, code: string, message: string) => problems.push({ Field: `${prefix}${field}`, Code: code, Message: message });
  if (!request.UserId?.trim()) problem('UserId', 'required', 'Choose the user.');
  const amount = request.AmountCents;
  if (amount === null || amount === undefined) problem('AmountCents', 'required', 'Enter the amount.');
  else if (!Number.isInteger(amount)) problem('AmountCents', 'wholeCents', 'Enter an amount in dollars, with at most two decimals.');
  else if (amount <= 0) problem('AmountCents', 'positive', 'The amount must be more than $0.00.');
  else if (amount > MAX_PAYMENT_CENTS) problem('AmountCents', 'tooLarge', `The amount is at most ${dollars(MAX_PAYMENT_CENTS)}.`);
  if (!(PAYMENT_DIRECTIONS as readonly string[]).includes(request.Direction ?? '')) problem('Direction', 'required', 'Choose received or paid.');
  return problems;
}

/** The checked payment of a request without problems. */
export function checkedPayment(request: Omit<PaymentRequest, 'LocId'>): CheckedPayment {
  const direction = request.Direction as PaymentDirection;
  const amount = request.AmountCents!;
  return { userId: request.UserId!.trim(), amountCents: direction === 'received' ? amount : -amount, remark: request.Remark?.trim() || null };
}

/** The problem of a payment that would take the user's Credit Left below zero. */
export const creditLeftProblem = (field: string, userId: string, creditLeftCents: number): FieldProblem => ({
  Field: field,
  Code: 'creditLeft',
  Message: `This would leave ${userId}'s Credit Left at ${dollars(creditLeftCents)}: it can never be below $0.00.`,
});
