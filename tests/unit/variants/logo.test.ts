import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGO_FILE_SIZE, logoFileSize, logoForHost, logoPath } from '../../../variants/logo.ts';
import { VARIANTS } from '../../../variants/registry.ts';
import type { Variant } from '../../../variants/types.ts';

const brand: Variant = {
  key: 'RoyalTest',
  brand: 'Royal Test',
  family: 'standard',
  hosts: ['royaltest.example', 'royaltest.agents.example.org'],
  logo: { width: 331, height: 163 },
  buttonText: 'Login',
  placeholders: { userId: 'User Id', password: 'Password' },
  stylesheet: 'royaltest.css',
  colors: { primary: '#000000', accent: '#ffffff' },
  extras: { hideLogoOnDomain: 'agents.example.org' },
};

describe('the logo a brand shows on a host (spec 01 §2)', () => {
  it('is hidden when the host name contains the brand’s hide-logo domain', () => {
    expect(logoForHost(brand, 'royaltest.agents.example.org')).toBeNull();
    expect(logoForHost(brand, 'm.royaltest.AGENTS.example.org')).toBeNull();
    expect(logoForHost(brand, 'agents.example.org')).toBeNull();
  });

  it('is the brand’s size on every other host', () => {
    expect(logoForHost(brand, 'royaltest.example')).toEqual({ width: 331, height: 163 });
    expect(logoForHost(brand, 'royaltest.localhost')).toEqual({ width: 331, height: 163 });
    expect(logoForHost(brand, 'agents.example.net')).toEqual({ width: 331, height: 163 });
  });

  it('stays hidden for a brand without a size, and is never hidden by another brand’s domain', () => {
    expect(logoForHost({ ...brand, logo: null }, 'royaltest.example')).toBeNull();
    const others = VARIANTS.filter((variant) => !variant.extras?.hideLogoOnDomain);
    for (const variant of others) expect(logoForHost(variant, 'x.agents.example.org')).toBe(variant.logo);
  });
});

describe('logo files', () => {
  it('live in the brand’s folder, named by its key in lower case', () => {
    expect(logoPath('WIN4D')).toBe('/assets/login_styles/images_win4d/logo.png');
    expect(logoPath('lucky88')).toBe('/assets/login_styles/images_lucky88/logo.png');
  });

  it('are drawn at the display size in whole pixels, the default size when the logo is hidden', () => {
    expect(logoFileSize({ width: 460, height: 175.88 })).toEqual({ width: 460, height: 176 });
    expect(logoFileSize({ width: 153, height: 40 })).toEqual({ width: 153, height: 40 });
    expect(logoFileSize(null)).toEqual(DEFAULT_LOGO_FILE_SIZE);
  });
});
