/**
 * `npm run maintenance -- on [time] | off`: switches maintenance on or off through the real API.
 * Signs in as an administrator (POST /api/v1/oauth/token), then PUT /api/v1/maintenance.
 *
 *   API_URL               the server's base URL (default http://localhost:${PORT ?? 4173})
 *   MAINTENANCE_USER      the administrator's user id (default admin)
 *   MAINTENANCE_PASSWORD  its password (default the demo password Demo@1234)
 *
 * `on` without a time sets now + 1 hour (ISO). Prints what it did; exits 1 with a message on any failure.
 */
import { pathToFileURL } from 'node:url';
import * as v from 'valibot';
import { issueToken, logout } from '../contract/auth.ts';
import { ErrorBodySchema, type ErrorBody } from '../contract/envelope.ts';
import { MaintenanceRequestSchema, setMaintenance } from '../contract/feed.ts';

export const USAGE = 'Usage: npm run maintenance -- on [time] | off   (time: ISO, e.g. 2030-01-31T18:00:00+08:00; default now + 1 hour)';
const DEFAULT_PASSWORD = 'Demo@1234';
const ONE_HOUR_MS = 60 * 60 * 1000;
/** A request that takes longer than this is reported as a failure rather than left hanging. */
const REQUEST_TIMEOUT_MS = 15_000;
/** Where the server's versioned API lives (the calls' paths are their contract declarations'). */
const API_ROOT = '/api/v1/';

/** A failure the script reports as it is (one readable line) and exits non-zero on. */
export class MaintenanceScriptError extends Error {
  override readonly name = 'MaintenanceScriptError';
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** What the command line asks for: the value to store ('' for off). */
export function parseArgs(args: readonly string[], now: number): { t: string } | 'help' {
  const [command, ...rest] = args;
  if (command !== undefined && ['help', '-h', '--help'].includes(command) && rest.length === 0) return 'help';
  if (command === 'off' && rest.length === 0) return { t: '' };
  if (command === 'on') {
    const t = rest.length === 0 ? new Date(now + ONE_HOUR_MS).toISOString() : rest.join(' ').trim();
    if (t === '') throw new MaintenanceScriptError(`"on" needs a time, or none for now + 1 hour ("off" ends maintenance). ${USAGE}`);
    const checked = v.safeParse(MaintenanceRequestSchema, { t });
    if (!checked.success) throw new MaintenanceScriptError(`${checked.issues[0].message} ${USAGE}`);
    return { t: checked.output.t };
  }
  throw new MaintenanceScriptError(command === undefined ? USAGE : `Cannot read ${JSON.stringify(args.join(' '))}. ${USAGE}`);
}

/** The server's base URL: API_URL, else http://localhost:${PORT ?? 4173}. */
export function baseUrlOf(env: NodeJS.ProcessEnv): string {
  const raw = env.API_URL?.trim() || `http://localhost:${env.PORT?.trim() || 4173}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new MaintenanceScriptError(`API_URL is not a URL: ${JSON.stringify(raw)}.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new MaintenanceScriptError(`API_URL must be http or https, not ${JSON.stringify(raw)}.`);
  return url.href.replace(/\/+$/, '');
}

/**
 * The whole command: parses `args`, signs in and switches. Resolves with the line to print;
 * rejects with a MaintenanceScriptError whose message says what went wrong.
 */
export async function runMaintenance(args: readonly string[], env: NodeJS.ProcessEnv, fetchFn: Fetch, now: () => number = Date.now): Promise<string> {
  const asked = parseArgs(args, now());
  if (asked === 'help') return USAGE;
  const { t } = asked;
  const base = baseUrlOf(env);
  const user = env.MAINTENANCE_USER?.trim() || 'admin';
  const password = env.MAINTENANCE_PASSWORD || DEFAULT_PASSWORD;

  const call = async (path: string, init: RequestInit, what: string) => {
    let response: Response;
    try {
      response = await fetchFn(`${base}${path}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      throw new MaintenanceScriptError(`Cannot reach the server at ${base} to ${what} (${reason}). Is it running? Set API_URL or PORT.`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new MaintenanceScriptError(`${base} did not answer JSON to ${what} (HTTP ${response.status}). Is API_URL the back-office server?`);
    }
    return { status: response.status, body };
  };

  const signIn = await call(
    `${API_ROOT}${issueToken.path}`,
    {
      method: issueToken.method,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: user, password }).toString(),
    },
    `sign in as "${user}"`,
  );
  if (signIn.status !== 200) {
    const error = errorBody(signIn.body);
    const detail = error?.error?.message || error?.message || 'no message';
    const hint = error?.captchaRequired
      ? ' The server wants a captcha for this sign-in (CAPTCHA=on, or too many failed sign-ins), which this script cannot answer.'
      : ' Check MAINTENANCE_USER and MAINTENANCE_PASSWORD.';
    throw new MaintenanceScriptError(`Sign-in as "${user}" failed (HTTP ${signIn.status}): ${detail}${hint}`);
  }
  const tokens = successData(signIn.body, issueToken.answer, 'the sign-in');
  // A user whose password must be changed gets no session (no token to switch with).
  if (tokens.updatePassword) {
    throw new MaintenanceScriptError(`"${user}" must change its password first: sign in to the app once, or set MAINTENANCE_USER to another administrator.`);
  }

  const switched = await call(
    `${API_ROOT}${setMaintenance.path}`,
    {
      method: setMaintenance.method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.access_token}` },
      body: JSON.stringify({ t }),
    },
    'switch maintenance',
  );
  if (switched.status !== 200) {
    const detail = errorBody(switched.body)?.message || 'no message';
    const hint = switched.status === 403 ? ` "${user}" is not an administrator: set MAINTENANCE_USER to one.` : '';
    throw new MaintenanceScriptError(`Switching maintenance ${t ? 'on' : 'off'} failed (HTTP ${switched.status}): ${detail}${hint}`);
  }
  const { t: inForce } = successData(switched.body, setMaintenance.answer, 'the switch');

  if (inForce === '') {
    // Ends the session the script opened. (After "on" the gate would refuse the logout; that
    // session's access token simply expires.)
    await fetchFn(`${base}${API_ROOT}${logout.path}`, {
      method: logout.method,
      headers: { authorization: `Bearer ${tokens.access_token}` },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }).catch(() => undefined);
    return `Maintenance is off at ${base} (switched by "${user}").`;
  }
  return `Maintenance is on at ${base} until ${inForce} (switched by "${user}"); the app now shows the maintenance page.`;
}

function errorBody(body: unknown): ErrorBody | null {
  const parsed = v.safeParse(ErrorBodySchema, body);
  return parsed.success ? parsed.output : null;
}

function successData<S extends v.GenericSchema>(body: unknown, schema: S, what: string): v.InferOutput<S> {
  const envelope = v.safeParse(v.object({ success: v.literal(true), data: schema }), body);
  if (!envelope.success) throw new MaintenanceScriptError(`Unexpected answer to ${what}: ${JSON.stringify(body).slice(0, 200)}`);
  return envelope.output.data;
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  runMaintenance(process.argv.slice(2), process.env, fetch).then(
    (done) => console.log(done),
    (error: unknown) => {
      console.error(error instanceof MaintenanceScriptError ? error.message : error);
      process.exitCode = 1;
    },
  );
}
