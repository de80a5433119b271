import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt parameters: N=2^14, r=8, p=1 is the widely used interactive-login setting (~50 ms here).
const PARAMS: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 64;

/**
 * At most this many scrypt derivations at once. scrypt runs on libuv's threadpool (4 threads by
 * default), and so does WebCrypto, which signs and checks every access token (hono/jwt): measured in
 * the load bench, during a burst of 200 sign-ins every token check of every other request waited
 * behind all the queued hashes, and all 200 sign-ins were answered together at the end. Two at a
 * time leave threads for the token checks and still keep two cores busy hashing. (A few lines here
 * rather than a dependency: only an old p-limit is in the tree, through ESLint.)
 */
const MAX_CONCURRENT_DERIVATIONS = 2;
let derivations = 0;
const waitingDerivations: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (derivations < MAX_CONCURRENT_DERIVATIONS) derivations++;
  else await new Promise<void>((resolve) => waitingDerivations.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so no newcomer can take it in between.
    const next = waitingDerivations.shift();
    if (next) next();
    else derivations--;
  }
}

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return inTurn(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, PARAMS, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

/** Hash as `scrypt$<salt b64>$<key b64>`; the salt is random per password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | null = null;

/**
 * Spends the same time as a real check for a user id that does not exist, so the answer's timing
 * does not tell which user ids are real.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('decoy password');
  await verifyPassword(password, await decoy);
  return false;
}
