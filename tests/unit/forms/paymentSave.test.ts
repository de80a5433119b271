/**
 * The payment form's save (src/forms/formCalls.ts for a declaration whose call is idempotent): the
 * body the contract takes (dollars typed, cents sent; the direction and remark), with one
 * Idempotency-Key per submission, the same when the same payment is sent again after no answer came,
 * and a new one once the server answered, so a retried payment is recorded once and a second payment
 * is a new one.
 */
import { describe, expect, it, vi } from 'vitest';
import { insertStatement2 } from '../../../contract/statements.ts';
import type { ApiClient } from '../../../src/api/client.ts';
import { saveForm } from '../../../src/forms/formCalls.ts';
import { payment } from '../../../src/forms/declarations/payment.ts';

const VALUES = { UserId: 'member1', AmountCents: '12.50', Direction: 'received', Remark: ' cash ' };

describe('the payment form save', () => {
  it('sends cents, the direction and the remark, with a key kept across a retry and renewed after an answer', async () => {
    const call = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({});
    const save = saveForm({ call } as unknown as ApiClient, payment);
    await expect(save({ values: VALUES, params: { UserId: 'member1' } })).rejects.toThrow('Failed to fetch');
    await save({ values: VALUES, params: { UserId: 'member1' } });
    await save({ values: VALUES, params: { UserId: 'member1' } });
    expect(call).toHaveBeenCalledTimes(3);
    const [first, retry, next] = call.mock.calls.map(([endpoint, input]) => ({ endpoint, input }));
    expect(first!.endpoint).toBe(insertStatement2);
    expect(first!.input.body).toEqual({ UserId: 'member1', AmountCents: 1250, Direction: 'received', Remark: 'cash' });
    expect(first!.input.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    // No answer came: the same submission again is a retry with the same key.
    expect(retry!.input.idempotencyKey).toBe(first!.input.idempotencyKey);
    // The server answered: the next submission is a new payment.
    expect(next!.input.idempotencyKey).not.toBe(first!.input.idempotencyKey);
  });
});
