/** What the inspector shows instead of a secret. */
export const MASK = '••••••';

// Passwords (Password, OldPassword, Password1…), tokens (access, refresh, x-token, the captcha
// answer field `Token`), captcha answers, secrets and authorization headers.
const SECRET_KEY = /pass(word)?\d*$|token|answer|secret|authorization/i;

// Form events carry the secret in a generic `value`: { type: 'CHANGE_PASSWORD', value } or
// { type: 'CHANGE', field: 'Password1', value } or the captcha's { type: 'ANSWER', value }.
const namesSecret = (object: Record<string, unknown>) =>
  ['type', 'field'].some((key) => typeof object[key] === 'string' && SECRET_KEY.test(object[key] as string));

/**
 * A copy of `value` with every secret-looking field masked, at any depth. The inspector sees only
 * this copy: events (SIGN_IN credentials) and machine context (stored tokens) alike.
 */
export function maskSecrets<T>(value: T, seen = new WeakMap<object, unknown>()): T {
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return seen.get(value) as T;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(maskSecrets(item, seen));
    return copy as T;
  }
  // Only plain objects are copied; class instances (errors, dates, actor refs) pass through.
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  const secretValue = namesSecret(value as Record<string, unknown>);
  for (const [key, field] of Object.entries(value)) {
    // Empty values and flags (updatePassword: true) reveal nothing and help reading the flow.
    const revealsNothing = field === null || field === undefined || field === '' || typeof field === 'boolean';
    const secret = SECRET_KEY.test(key) || (secretValue && key === 'value');
    copy[key] = secret && !revealsNothing ? MASK : maskSecrets(field, seen);
  }
  return copy as T;
}
