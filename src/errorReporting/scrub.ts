import { maskSecrets } from '../devtools/maskSecrets.ts';

/** What replaces a secret in a report (Sentry's own word for it). */
export const FILTERED = '[Filtered]';

// A JWT (our access tokens), a bearer header, and `name=value` for secret names in URLs and text.
const SECRET_PATTERNS: readonly [RegExp, string][] = [
  [/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, FILTERED],
  [/\b(Bearer\s+)[\w.~+/-]+=*/gi, `$1${FILTERED}`],
  [/\b((?:access_token|refresh_token|token|x-token|password\d*|oldpassword|captcha|answer|secret)=)[^&\s"']+/gi, `$1${FILTERED}`],
];

function scrubText(text: string, known: readonly string[]): string {
  let scrubbed = text;
  // The secrets this page holds right now (tokens, typed passwords, the captcha answer), wherever
  // they appear: a message that quotes one is the leak no pattern foresees.
  for (const secret of known) if (secret.length >= 4) scrubbed = scrubbed.split(secret).join(FILTERED);
  for (const [pattern, replacement] of SECRET_PATTERNS) scrubbed = scrubbed.replace(pattern, replacement);
  return scrubbed;
}

function scrubStrings<T>(value: T, known: readonly string[]): T {
  if (typeof value === 'string') return scrubText(value, known) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubStrings(item, known)) as T;
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) copy[key] = scrubStrings(field, known);
    return copy as T;
  }
  return value;
}

/**
 * A copy of a report with no secret in it: fields named like secrets are masked (the inspector's
 * rule, src/devtools/maskSecrets.ts), and every text loses JWTs, bearer tokens, `password=…`-like
 * pairs and the secrets the page holds (`known`). Runs in Sentry's beforeSend, so nothing leaves
 * the browser unscrubbed.
 */
export function scrubReport<T>(report: T, known: readonly string[]): T {
  return scrubStrings(maskSecrets(report), known);
}

/** The secrets on the page now: every password and captcha input's value. */
export function typedSecrets(root: ParentNode = document): string[] {
  const inputs = root.querySelectorAll<HTMLInputElement>('input[type="password"], input[name="Token"], input[autocomplete="one-time-code"]');
  return Array.from(inputs, (input) => input.value).filter((value) => value !== '');
}
