import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { DEFAULT_VARIANT_KEY, VARIANTS } from '../../../variants/registry.ts';
import { registryIssues } from '../../../variants/schema.ts';
import { imagesFolder, logoFileSize, logoPath } from '../../../variants/logo.ts';
import type { Variant } from '../../../variants/types.ts';
import { translateKnown } from '../../../src/i18n/knownMessages.ts';
import { messages as zhMessages } from '../../../src/locales/zh/messages.po';

/** Logo sizes seen in the brands (spec 01 §2), width x height. */
const SPEC_LOGO_SIZES = ['331x163', '270x204', '151x217', '229x197', '374x193', '446x213', '460x175.88', '460x227', '153x40', '76x163'];

const sizeOf = (variant: Variant) => (variant.logo ? `${variant.logo.width}x${variant.logo.height}` : 'unset');
const publicFile = (path: string) => `public${path}`;

/** Width and height from a PNG's IHDR chunk (bytes 16-23), after checking the signature. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  const signature = bytes.subarray(0, 8).toString('hex');
  if (signature !== '89504e470d0a1a0a' || bytes.subarray(12, 16).toString('latin1') !== 'IHDR') throw new Error(`${file} is not a PNG`);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the brand registry', () => {
  it('is valid against its schema: shapes, unique keys, each host mapped once', () => {
    expect(registryIssues(VARIANTS)).toEqual([]);
  });

  it('holds about 75 brands and the default one', () => {
    expect(VARIANTS.length).toBeGreaterThanOrEqual(70);
    expect(VARIANTS.length).toBeLessThanOrEqual(80);
    expect(VARIANTS.filter((variant) => variant.key === DEFAULT_VARIANT_KEY)).toHaveLength(1);
  });

  it('rejects duplicate keys (in any case), a host mapped twice, and unreserved hosts', () => {
    const [first, second] = VARIANTS as [Variant, Variant];
    expect(registryIssues([first, { ...second, key: first.key.toUpperCase() }])).toContainEqual(expect.stringMatching(/^key ".+" is used by more than one brand$/));
    expect(registryIssues([first, { ...second, hosts: [...second.hosts, first.hosts[0]!] }])).toContainEqual(
      `host "${first.hosts[0]}" is mapped more than once`,
    );
    expect(registryIssues([{ ...first, hosts: ['lucky88.com'] }]).join('\n')).toMatch(/reserved example host/);
    expect(registryIssues([{ ...first, hosts: ['lucky88.localhost'] }]).join('\n')).toMatch(/served by the resolver/);
    expect(registryIssues([{ ...first, buttonText: 'Log in' }]).join('\n')).toMatch(/buttonText/);
    expect(registryIssues([{ ...first, key: 'lucky.88' }]).join('\n')).toMatch(/key/);
  });

  it('uses only the logo sizes of the spec, 331 x 163 the most, and leaves a few unset', () => {
    const counts = new Map<string, number>();
    for (const variant of VARIANTS) counts.set(sizeOf(variant), (counts.get(sizeOf(variant)) ?? 0) + 1);
    expect([...counts.keys()].filter((size) => size !== 'unset' && !SPEC_LOGO_SIZES.includes(size))).toEqual([]);
    const [mostCommon] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
    expect(mostCommon![0]).toBe('331x163');
    for (const size of SPEC_LOGO_SIZES) expect(counts.get(size), size).toBeGreaterThan(0);
    const unsetStandard = VARIANTS.filter((variant) => variant.family === 'standard' && variant.logo === null);
    expect(unsetStandard.length).toBeGreaterThanOrEqual(2);
  });

  it('uses every button text of the spec, and usually the placeholders User Id / Password', () => {
    expect(new Set(VARIANTS.map((variant) => variant.buttonText))).toEqual(new Set(['Login', 'LOGIN', 'SignIn', 'Sign in']));
    const usual = VARIANTS.filter((variant) => variant.placeholders.userId === 'User Id' && variant.placeholders.password === 'Password');
    expect(usual.length / VARIANTS.length).toBeGreaterThan(0.9);
  });

  it('has the families of the spec: one dropdown, two landing pages, one with a language selector', () => {
    const of = (family: Variant['family']) => VARIANTS.filter((variant) => variant.family === family);
    const [dropdown] = of('dropdown');
    expect(of('dropdown')).toHaveLength(1);
    expect(dropdown!.logo).toBeNull();
    expect(dropdown!.placeholders).toEqual({ userId: 'User ID', password: 'Password' });

    const landing = [...of('landing'), ...of('landingOverlay')];
    expect(of('landing')).toHaveLength(1);
    expect(of('landingOverlay')).toHaveLength(1);
    const withBottomImage = VARIANTS.filter((variant) => variant.extras?.bottomImage);
    expect(withBottomImage).toHaveLength(1);
    expect(landing).toContain(withBottomImage[0]);
    expect(withBottomImage[0]!.placeholders.userId).toBe('Email');
    expect(withBottomImage[0]!.buttonText).toBe('SignIn');

    expect(of('languageSelector')).toHaveLength(1);
    expect(VARIANTS.filter((variant) => variant.extras?.hideLogoOnDomain)).toHaveLength(1);
  });

  it('has every brand’s logo file, a PNG of its size in whole pixels', () => {
    const wrong = VARIANTS.flatMap((variant) => {
      const file = publicFile(logoPath(variant.key));
      if (!existsSync(file)) return [`${variant.key}: ${file} is missing`];
      const actual = pngSize(file);
      const expected = logoFileSize(variant.logo);
      return actual.width === expected.width && actual.height === expected.height
        ? []
        : [`${variant.key}: ${file} is ${actual.width}x${actual.height}, not ${expected.width}x${expected.height}`];
    });
    expect(wrong).toEqual([]);
  });

  it('keeps each logo small (a flat banner of a few KB)', () => {
    const heavy = VARIANTS.filter((variant) => readFileSync(publicFile(logoPath(variant.key))).length > 16 * 1024).map((variant) => variant.key);
    expect(heavy).toEqual([]);
  });

  it('has every image extra a brand names, and no image folder without a brand', () => {
    const missing = VARIANTS.flatMap((variant) =>
      [variant.extras?.backgroundImage, variant.extras?.bottomImage]
        .filter((file): file is string => Boolean(file))
        .map((file) => publicFile(`${imagesFolder(variant.key)}/${file}`))
        .filter((file) => !existsSync(file)),
    );
    expect(missing).toEqual([]);
    const folders = readdirSync('public/assets/login_styles').sort();
    expect(folders).toEqual(VARIANTS.map((variant) => imagesFolder(variant.key).split('/').at(-1)!).sort());
  });

  it('has every brand’s stylesheet, declaring the brand’s colours, and no stylesheet without a brand', () => {
    const wrong = VARIANTS.flatMap((variant) => {
      const file = `variants/styles/${variant.stylesheet}`;
      if (!existsSync(file)) return [`${variant.key}: ${file} is missing`];
      const css = readFileSync(file, 'utf8');
      const problems: string[] = [];
      if (!css.includes(`--brand-primary: ${variant.colors.primary};`)) problems.push(`${file} does not declare --brand-primary: ${variant.colors.primary}`);
      if (!css.includes(`--brand-accent: ${variant.colors.accent};`)) problems.push(`${file} does not declare --brand-accent: ${variant.colors.accent}`);
      const background = variant.extras?.backgroundImage;
      if (background && !css.includes(`${imagesFolder(variant.key)}/${background}`)) problems.push(`${file} does not draw ${background}`);
      return problems;
    });
    expect(wrong).toEqual([]);
    const files = readdirSync('variants/styles').filter((file) => file.endsWith('.css')).sort();
    expect(files).toEqual(VARIANTS.map((variant) => variant.stylesheet).sort());
  });

  it('has a Chinese translation of every button text and placeholder', () => {
    const zh = setupI18n({ locale: 'zh', messages: { zh: zhMessages } });
    const texts = new Set(VARIANTS.flatMap((variant) => [variant.buttonText, variant.placeholders.userId, variant.placeholders.password]));
    expect([...texts].filter((text) => translateKnown(zh, text) === text)).toEqual([]);
  });
});
