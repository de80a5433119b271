/**
 * Where a request came from, for the audit log (issue 20): its address and user agent, kept for the
 * whole of the request in an AsyncLocalStorage, so `writeAudit` (server/audit.ts) adds them to every
 * row a request writes without any caller passing them along. A job runs outside any request
 * (`outsideRequest`): its rows have neither.
 *
 * Decisions:
 * - The address is the socket's peer, as @hono/node-server gives it. X-Forwarded-For is read only
 *   when the server is told it stands behind proxies of its own (TRUST_PROXY_HOPS, default 0):
 *   anyone can write that header, so trusting it by default would let a client name any address.
 *   With N hops the address is the entry the Nth proxy appended (the Nth from the right); a header
 *   with fewer entries, or one that is not an address, falls back to the socket's peer.
 * - An IPv4 peer reached over an IPv6 socket (::ffff:203.0.113.7) is recorded as its IPv4 address.
 * - Both values are bounded (migration 0015): the address at 64 characters, the user agent cut at
 *   256 (a user agent is a free text the client writes).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';

export interface RequestOrigin {
  address: string | null;
  userAgent: string | null;
}

export const MAX_ADDRESS_CHARS = 64;
export const MAX_USER_AGENT_CHARS = 256;

const origins = new AsyncLocalStorage<RequestOrigin>();

/** The origin of the request under way, or null outside any request (a job, a schedule, the seed). */
export const currentRequestOrigin = (): RequestOrigin | null => origins.getStore() ?? null;

/** Runs `work` outside any request: what a job writes must not carry the address of the request that woke it. */
export const outsideRequest = <T>(work: () => T): T => origins.exit(work);

/** The socket's peer address as @hono/node-server gives it (`c.env.incoming`); null in-process (tests without one). */
export function socketAddressOf(c: Context): string | null {
  type Bindings = { incoming?: { socket?: { remoteAddress?: unknown } } };
  // As @hono/node-server's getConnInfo reads it (which throws without a socket instead).
  const env = c.env as (Bindings & { server?: Bindings }) | undefined;
  const address = (env?.server ?? env)?.incoming?.socket?.remoteAddress;
  return typeof address === 'string' && address !== '' ? address : null;
}

/** An address as recorded: IPv4-mapped IPv6 as IPv4, and nothing longer than the column takes. */
function recorded(address: string | null): string | null {
  if (address === null) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return (mapped ? mapped[1]! : address).slice(0, MAX_ADDRESS_CHARS);
}

/** The client's address: the socket's peer, or the entry the trusted proxies name (see the decisions above). */
export function addressOf(c: Context, trustProxyHops: number): string | null {
  const socket = socketAddressOf(c);
  if (trustProxyHops === 0) return recorded(socket);
  const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const named = forwarded[forwarded.length - trustProxyHops];
  return recorded(named !== undefined && isIP(named) !== 0 ? named : socket);
}

/** The user agent, cut to its column. */
export function userAgentOf(c: Context): string | null {
  const agent = c.req.header('user-agent');
  return agent ? agent.slice(0, MAX_USER_AGENT_CHARS) : null;
}

/** Mounted before every API call (server/app.ts): the rest of the request runs with its origin stored. */
export const recordRequestOrigin =
  (trustProxyHops: number): MiddlewareHandler =>
  (c, next) =>
    origins.run({ address: addressOf(c, trustProxyHops), userAgent: userAgentOf(c) }, next);
