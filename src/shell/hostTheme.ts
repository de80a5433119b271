import { DEFAULT_VARIANT_KEY } from '../../variants/defaultKey.ts';
import type { Variant } from '../../variants/types.ts';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A hex colour darkened by `amount` (0..1), for the pressed and hover shades of the brand colour. */
function darken(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - amount)));
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The per-host theme after sign-in (spec 01 §1, spec 02 §1): a brand the variant registry knows by
 * its host dresses the signed-in frame in its colours (header, buttons, focus), as its sign-in screen
 * is. The default brand (an unknown host) keeps the product's own colours. Only hex colours from the
 * registry are taken, as CSS variables of the frame.
 */
export function hostTheme(variant: Variant): Record<string, string> {
  if (variant.key === DEFAULT_VARIANT_KEY) return {};
  const { primary, accent } = variant.colors;
  if (!HEX.test(primary) || !HEX.test(accent)) return {};
  return { '--color-primary': primary, '--color-primary-dark': darken(primary, 0.25), '--color-focus': accent, '--brand-primary': primary, '--brand-accent': accent };
}
