import { describe, expect, it } from 'vitest';
import { DEFAULT_VARIANT_KEY, VARIANTS } from '../../../variants/registry.ts';
import { resolveVariant, variantForHost } from '../../../variants/resolve.ts';

const byKey = (key: string) => VARIANTS.find((variant) => variant.key === key)!;
const hidingBrand = VARIANTS.find((variant) => variant.extras?.hideLogoOnDomain)!;

describe('choosing the brand from the host name', () => {
  it('gives every listed host its brand, in any case', () => {
    const wrong = VARIANTS.flatMap((variant) =>
      variant.hosts.flatMap((host) =>
        [host, host.toUpperCase()].filter((name) => variantForHost(name) !== variant).map((name) => `${name} -> ${variantForHost(name).key}, not ${variant.key}`),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('serves every brand locally at <key>.localhost, in any case', () => {
    for (const variant of VARIANTS) {
      expect(variantForHost(`${variant.key.toLowerCase()}.localhost`).key).toBe(variant.key);
      expect(variantForHost(`${variant.key.toUpperCase()}.LOCALHOST`).key).toBe(variant.key);
    }
    expect(variantForHost('win4d.localhost').key).toBe('WIN4D');
  });

  it('gives the default brand to any other host', () => {
    for (const host of [
      'unknown-brand.localhost',
      'a.lucky88.localhost',
      'lucky88.localhost.example',
      'lucky88.example.evil',
      'notlucky88.example',
      'lucky88',
      '',
      'localhost',
      '127.0.0.1',
    ]) {
      expect(variantForHost(host).key, host).toBe(DEFAULT_VARIANT_KEY);
    }
  });

  it('returns the registry entry itself when the brand shows its logo on this host', () => {
    expect(resolveVariant('lucky88.example')).toBe(byKey('lucky88'));
    expect(resolveVariant('lucky88.localhost')).toBe(byKey('lucky88'));
  });

  it('applies the brand’s hide-logo domain to the host it was chosen for', () => {
    const [hidingHost] = hidingBrand.hosts.filter((host) => host.includes(hidingBrand.extras!.hideLogoOnDomain!));
    expect(hidingHost, 'the brand lists a host on its hide-logo domain').toBeDefined();
    const resolved = resolveVariant(hidingHost!);
    expect(resolved.key).toBe(hidingBrand.key);
    expect(resolved.logo).toBeNull();
    expect(hidingBrand.logo, 'the registry entry itself is unchanged').not.toBeNull();
    const [otherHost] = hidingBrand.hosts.filter((host) => !host.includes(hidingBrand.extras!.hideLogoOnDomain!));
    expect(resolveVariant(otherHost!).logo).toEqual(hidingBrand.logo);
  });
});
