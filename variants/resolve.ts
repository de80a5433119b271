import { DEFAULT_VARIANT_KEY, VARIANTS } from './registry.ts';
import { logoForHost } from './logo.ts';
import type { Variant } from './types.ts';

const byHost = new Map(VARIANTS.flatMap((variant) => variant.hosts.map((host) => [host.toLowerCase(), variant] as const)));
const byKey = new Map(VARIANTS.map((variant) => [variant.key.toLowerCase(), variant] as const));

/** The registry entry for a host name: a listed host, else `<key>.localhost`, else the default brand. */
export function variantForHost(hostname: string): Variant {
  const host = hostname.toLowerCase();
  const listed = byHost.get(host);
  if (listed) return listed;
  const local = /^([^.]+)\.localhost$/.exec(host);
  const byLocalKey = local ? byKey.get(local[1]!) : undefined;
  return byLocalKey ?? byKey.get(DEFAULT_VARIANT_KEY)!;
}

/**
 * The brand for a host name, chosen before the first render: a listed host, else `<key>.localhost`
 * (every brand can be tried locally), else the default brand. Its logo is the one shown on this host
 * (null where the brand hides it, variants/logo.ts).
 */
export function resolveVariant(hostname: string): Variant {
  const variant = variantForHost(hostname);
  const logo = logoForHost(variant, hostname);
  return logo === variant.logo ? variant : { ...variant, logo };
}
