import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { screen } from '@testing-library/react';
import { RuntimeConfigSchema } from '../../../src/api/runtimeConfig.ts';
import { hostTheme } from '../../../src/shell/hostTheme.ts';
import { SIDE_MENU_WIDTHS, sideMenuVariables, sideMenuWidths } from '../../../src/shell/sideMenuWidths.ts';
import { AdminOnly } from '../../../src/widgets/AdminOnly.tsx';
import { centredIn, scaleToFit } from '../../../src/widgets/imageScale.ts';
import { resolveVariant } from '../../../variants/resolve.ts';
import { VARIANTS } from '../../../variants/registry.ts';
import { renderPage } from '../../support/renderPage.tsx';
import { BASE_PROFILES } from '../menu/fixtures.ts';

/** The spec's leftover rows (issue 19 "Leftover spec rows"), one block each. */

describe('side-menu widths (spec 02 §4, §9)', () => {
  it('are 220 px (80 collapsed) in the layout, 150 px on the mobile shell, 139 px for the menu component of the new layout', () => {
    expect(SIDE_MENU_WIDTHS).toEqual({ sidebar: 220, collapsed: 80, mobileShell: 150, menuComponent: 139 });
    expect(sideMenuWidths('desktop', false)).toEqual({ open: 220, collapsed: 80 });
    expect(sideMenuWidths('mobile', false)).toEqual({ open: 150, collapsed: 80 });
    expect(sideMenuWidths('mobile', true)).toEqual({ open: 150, collapsed: 80 });
    expect(sideMenuWidths('desktop', true)).toEqual({ open: 139, collapsed: 80 });
    expect(sideMenuVariables({ open: 139, collapsed: 80 })).toEqual({ '--sidebar-width': '139px', '--sidebar-collapsed-width': '80px' });
  });
});

describe('the new-layout flag (spec 02 §9)', () => {
  it('is off unless the runtime configuration turns it on', () => {
    expect(v.parse(RuntimeConfigSchema, {}).newLayout).toBe(false);
    expect(v.parse(RuntimeConfigSchema, { newLayout: true }).newLayout).toBe(true);
    expect(() => v.parse(RuntimeConfigSchema, { newLayout: 'yes' })).toThrow();
  });
});

describe('the image-scaling helper (spec 02 §2.13)', () => {
  it('fits an image whole in a box, its proportions kept, never enlarged', () => {
    expect(scaleToFit({ width: 96, height: 48 }, { width: 48, height: 48 })).toEqual({ width: 48, height: 24 });
    expect(scaleToFit({ width: 30, height: 120 }, { width: 48, height: 48 })).toEqual({ width: 12, height: 48 });
    expect(scaleToFit({ width: 16, height: 16 }, { width: 48, height: 48 })).toEqual({ width: 16, height: 16 });
    // No size known (an SVG without one): the box.
    expect(scaleToFit({ width: 0, height: 0 }, { width: 48, height: 48 })).toEqual({ width: 48, height: 48 });
    expect(centredIn({ width: 48, height: 24 }, { width: 48, height: 48 })).toEqual({ x: 0, y: 12 });
  });
});

describe('<AdminOnly> (spec 02 §6: content only for the condition admin)', () => {
  it.each([
    ['admin', true],
    ['agent', false],
    ['member', false],
  ] as const)('%s sees it: %s', (role, shown) => {
    renderPage(<AdminOnly>secret tools</AdminOnly>, { profile: BASE_PROFILES[role] });
    expect(screen.queryByText('secret tools') !== null).toBe(shown);
  });

  it('shows nothing before anyone is signed in', () => {
    renderPage(<AdminOnly>secret tools</AdminOnly>);
    expect(screen.queryByText('secret tools')).toBeNull();
  });
});

describe('per-host themes after sign-in (spec 01 §1, spec 02 §1)', () => {
  it("dresses the frame in the brand's colours on every host the registry knows", () => {
    for (const variant of VARIANTS.filter((candidate) => candidate.key !== 'default')) {
      const host = variant.hosts[0]!;
      const theme = hostTheme(resolveVariant(host));
      expect(theme['--color-primary'], host).toBe(variant.colors.primary);
      expect(theme['--color-focus'], host).toBe(variant.colors.accent);
      expect(theme['--color-primary-dark'], host).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("keeps the product's own colours on an unknown host (the default brand)", () => {
    expect(hostTheme(resolveVariant('unknown.example'))).toEqual({});
    expect(hostTheme(resolveVariant('localhost'))).toEqual({});
  });
});
