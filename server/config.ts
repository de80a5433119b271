import { SETTLEMENT_BATCH_TICKETS } from './settlement/batchSize.ts';
import { resolve } from 'node:path';

/** Everything the server reads from the environment, in one place (the README lists these). */
export interface ServerConfig {
  port: number;
  /** PGlite data directory (DATA_DIR, default ./.data); unused with DATABASE_URL. */
  dataDir: string;
  databaseUrl?: string;
  /** Folder of the built app to serve (STATIC_DIR, default ./dist). */
  staticDir: string;
  jwtSecret?: string;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  /** CAPTCHA=on: every sign-in needs a captcha (default off: only after repeated failures). */
  captchaAlways: boolean;
  /** CAPTCHA_AFTER_FAILURES (default 3): the failed sign-in of a user id that switches its captcha on. */
  captchaAfterFailures: number;
  /** CAPTCHA_TTL_SECONDS (default 120): how long a captcha can be answered. */
  captchaTtlSeconds: number;
  /**
   * SIGN_IN_BURST, SIGN_IN_REFILL_MS (default 60, 1000): password sign-ins one address may try at
   * once, and the time for one more to come back (server/http/addressLimiter.ts).
   */
  signInsPerAddress: { capacity: number; refillMs: number };
  /**
   * DEMO_CAPTCHA_ANSWER: every captcha shows and accepts this text. For automated tests only; never
   * set by default, and the server warns loudly when it is.
   */
  demoCaptchaAnswer?: string;
  /** The job engine's timings (server/jobs/engine.ts). */
  jobs: JobTimings;
  /**
   * SETTLEMENT_BATCH_TICKETS (default 20 000): tickets a settlement transaction takes (server/settlement/
   * settleDraw.ts). Tests make it small so a run can be cut off between batches.
   */
  settlementBatchTickets: number;
  /**
   * SETTLEMENT_SLICES (default 2 on PostgreSQL, 1 on PGlite): slices a draw's tickets are cut into when
   * its settlement starts, settled at once, each on a connection (a backend, a core) of its own
   * (server/settlement/slices.ts).
   */
  settlementSlices?: number;
  /**
   * TRUST_PROXY_HOPS (default 0): how many reverse proxies of our own stand in front of the server.
   * 0 records the socket's peer as a request's address (the audit log); N takes the address the Nth
   * proxy from us appended to X-Forwarded-For. Only set it behind such proxies: anyone can write the header.
   */
  trustProxyHops: number;
  /**
   * BOT_POLLING (on/off, default off): fetch the bots' Updates with getUpdates once a minute, for a
   * server Telegram cannot reach with setWebhook (server/messaging/inbound/botPolling.ts).
   */
  botPolling: boolean;
  /** The delivery worker of outgoing SMS and bot messages (server/messaging/worker.ts). */
  messages: DeliveryTimings;
}

/** How the delivery worker sends the outbox (README "Messaging"); tests make these small. */
export interface DeliveryTimings {
  /** MESSAGES_POLL_SECONDS (default 1): how often it looks for due messages; 0 runs no worker in this instance. */
  pollSeconds: number;
  /** MESSAGES_TIMEOUT_SECONDS (default 10): how long one send may take before it counts as failed (and is retried). */
  timeoutSeconds: number;
  /**
   * MESSAGES_LEASE_SECONDS (default 60, more than the timeout): how long a claimed message is the claimer's;
   * a message still 'sending' after it (its instance was killed) is sent again, with the same key.
   */
  leaseSeconds: number;
  /** MESSAGES_MAX_ATTEMPTS (default 8): sends before a message that keeps failing for a passing cause is 'failed'. */
  maxAttempts: number;
  /** MESSAGES_RETRY_SECONDS (default 5): the wait after a first passing failure, doubled each time (at most 15 min). */
  retrySeconds: number;
}

/** How often the job engine looks for work and for dead runs; tests make these small. */
export interface JobTimings {
  /** JOBS_POLL_SECONDS (default 0.5, pg-boss's least): how often an idle worker looks for a job. */
  pollSeconds: number;
  /** JOBS_MAINTENANCE_SECONDS (default 30): how often pg-boss's maintenance (archiving finished jobs) runs. */
  maintenanceSeconds: number;
  /**
   * JOBS_HEARTBEAT_SECONDS (default 5): how often a running job renews its claim, and every instance
   * looks for dead runs. A run silent for 3 beats is dead (its instance crashed) and is taken over, by
   * any instance, from where it stopped; a live run keeps its claim however long it takes.
   */
  heartbeatSeconds: number;
  /** JOBS_RETRY_DELAY_SECONDS (default 5): the first wait before a failed run is retried (doubling after). */
  retryDelaySeconds: number;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 4173),
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenSeconds: Number(env.ACCESS_TOKEN_SECONDS ?? 15 * 60),
    refreshTokenSeconds: Number(env.REFRESH_TOKEN_SECONDS ?? 7 * 24 * 60 * 60),
    captchaAlways: onOff('CAPTCHA', env.CAPTCHA),
    captchaAfterFailures: positiveInteger('CAPTCHA_AFTER_FAILURES', env.CAPTCHA_AFTER_FAILURES, 3),
    captchaTtlSeconds: positiveInteger('CAPTCHA_TTL_SECONDS', env.CAPTCHA_TTL_SECONDS, 120),
    signInsPerAddress: {
      capacity: positiveInteger('SIGN_IN_BURST', env.SIGN_IN_BURST, 60),
      refillMs: positiveInteger('SIGN_IN_REFILL_MS', env.SIGN_IN_REFILL_MS, 1_000),
    },
    demoCaptchaAnswer: demoAnswer(env.DEMO_CAPTCHA_ANSWER),
    jobs: {
      pollSeconds: Math.max(0.5, positiveNumber('JOBS_POLL_SECONDS', env.JOBS_POLL_SECONDS, 0.5)),
      maintenanceSeconds: positiveInteger('JOBS_MAINTENANCE_SECONDS', env.JOBS_MAINTENANCE_SECONDS, 30),
      heartbeatSeconds: positiveNumber('JOBS_HEARTBEAT_SECONDS', env.JOBS_HEARTBEAT_SECONDS, 5),
      retryDelaySeconds: wholeNumber('JOBS_RETRY_DELAY_SECONDS', env.JOBS_RETRY_DELAY_SECONDS, 5),
    },
    settlementBatchTickets: positiveInteger('SETTLEMENT_BATCH_TICKETS', env.SETTLEMENT_BATCH_TICKETS, SETTLEMENT_BATCH_TICKETS),
    settlementSlices: env.SETTLEMENT_SLICES?.trim() ? positiveInteger('SETTLEMENT_SLICES', env.SETTLEMENT_SLICES, 1) : undefined,
    trustProxyHops: wholeNumber('TRUST_PROXY_HOPS', env.TRUST_PROXY_HOPS, 0),
    botPolling: onOff('BOT_POLLING', env.BOT_POLLING),
    messages: readDeliveryTimings(env),
  };
}

function readDeliveryTimings(env: NodeJS.ProcessEnv): DeliveryTimings {
  const timeoutSeconds = positiveNumber('MESSAGES_TIMEOUT_SECONDS', env.MESSAGES_TIMEOUT_SECONDS, 10);
  const leaseSeconds = positiveNumber('MESSAGES_LEASE_SECONDS', env.MESSAGES_LEASE_SECONDS, 60);
  // A lease shorter than a send would let another instance send the same message while the first still waits.
  if (leaseSeconds <= timeoutSeconds) throw new Error('MESSAGES_LEASE_SECONDS must be more than MESSAGES_TIMEOUT_SECONDS.');
  const poll = env.MESSAGES_POLL_SECONDS;
  return {
    pollSeconds: poll !== undefined && poll.trim() === '0' ? 0 : positiveNumber('MESSAGES_POLL_SECONDS', poll, 1),
    timeoutSeconds,
    leaseSeconds,
    maxAttempts: positiveInteger('MESSAGES_MAX_ATTEMPTS', env.MESSAGES_MAX_ATTEMPTS, 8),
    retrySeconds: wholeNumber('MESSAGES_RETRY_SECONDS', env.MESSAGES_RETRY_SECONDS, 5),
  };
}

// The security settings below refuse a value they cannot read rather than guess: a typo must not
// quietly switch a protection off.

function onOff(name: string, value: string | undefined): boolean {
  const normalized = (value ?? '').trim().toLowerCase();
  if (normalized === '' || normalized === 'off') return false;
  if (normalized === 'on') return true;
  throw new Error(`${name} must be "on" or "off", not ${JSON.stringify(value)}.`);
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number of at least 1, not ${JSON.stringify(value)}.`);
  return number;
}

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a number above 0, not ${JSON.stringify(value)}.`);
  return number;
}

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number of at least 0, not ${JSON.stringify(value)}.`);
  return number;
}

function demoAnswer(value: string | undefined): string | undefined {
  if (!value) return undefined;
  // Letters and digits only: the text is drawn with the captcha font and typed into the Token field
  // (at most 32 characters). The value itself is never echoed: it is a captcha answer.
  if (!/^[A-Za-z0-9]{1,32}$/.test(value)) throw new Error('DEMO_CAPTCHA_ANSWER must be 1 to 32 letters or digits.');
  return value;
}
