import { describe, expect, it } from 'vitest';
import { MASK, maskSecrets } from '../../../src/devtools/maskSecrets.ts';

describe('maskSecrets', () => {
  it.each([
    ['password', { password: 'Demo@1234' }],
    ['form passwords', { OldPassword: 'a', Password1: 'b', Password2: 'c' }],
    ['tokens', { accessToken: 'a', refresh_token: 'b', access_token: 'c' }],
    ['the captcha answer field Token', { Token: 'x7k2p' }],
    ['captcha answer and its x-token', { captchaAnswer: 'x7k2p', captchaToken: 'abc', 'x-token': 'abc' }],
    ['authorization headers and secrets', { Authorization: 'Bearer abc', jwtSecret: 's' }],
  ])('masks %s', (_, value) => {
    const masked = maskSecrets(value) as Record<string, unknown>;
    for (const key of Object.keys(value)) expect(masked[key]).toBe(MASK);
  });

  it('masks at any depth, in arrays too, and leaves other fields alone', () => {
    const event = { type: 'SIGN_IN', credentials: { userId: 'admin', password: 'Demo@1234' }, list: [{ token: 't' }] };
    expect(maskSecrets(event)).toEqual({
      type: 'SIGN_IN',
      credentials: { userId: 'admin', password: MASK },
      list: [{ token: MASK }],
    });
  });

  it.each([
    [{ type: 'CHANGE_PASSWORD', value: 'Demo@1234' }],
    [{ type: 'CHANGE', field: 'Password1', value: 'NewPass#123' }],
    [{ type: 'CHANGE', field: 'OldPassword', value: 'Demo@1234' }],
    [{ type: 'ANSWER', value: 'AB12C' }],
  ])('masks the value of a form event that names a secret: %j', (event) => {
    expect(maskSecrets(event)).toEqual({ ...event, value: MASK });
  });

  it('leaves the value of other form events visible', () => {
    const event = { type: 'CHANGE', field: 'UserId', value: 'admin' };
    expect(maskSecrets(event)).toEqual(event);
    expect(maskSecrets({ type: 'CHANGE_USER_ID', value: 'admin' })).toEqual({ type: 'CHANGE_USER_ID', value: 'admin' });
  });

  it('masks the captcha answer in a captcha context', () => {
    expect(maskSecrets({ image: null, answer: 'AB12C' })).toEqual({ image: null, answer: MASK });
  });

  it('keeps flags visible: they reveal nothing', () => {
    expect(maskSecrets({ updatePassword: true, password: 'x' })).toEqual({ updatePassword: true, password: MASK });
  });

  it('does not change the original, and keeps empty values visible as empty', () => {
    const context = { session: { accessToken: 'abc', userId: 'admin' }, password: '' };
    const masked = maskSecrets(context);
    expect(context.session.accessToken).toBe('abc');
    expect(masked).toEqual({ session: { accessToken: MASK, userId: 'admin' }, password: '' });
  });

  it('copes with cycles', () => {
    const value: Record<string, unknown> = { password: 'p' };
    value.self = value;
    const masked = maskSecrets(value) as Record<string, unknown>;
    expect(masked.password).toBe(MASK);
    expect(masked.self).toBe(masked);
  });
});
