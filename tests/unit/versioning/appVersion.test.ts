import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin, Rolldown } from 'vite';
import { appVersion, versionOf } from '../../../scripts/vite/appVersion.ts';

type Bundle = Rolldown.OutputBundle;

/** A bundle as Vite hands it to plugins: only the file names matter here. */
function fakeBundle(fileNames: string[]): Bundle {
  return Object.fromEntries(
    fileNames.map((fileName) => [fileName, fileName.endsWith('.js') ? { type: 'chunk', fileName, code: '' } : { type: 'asset', fileName, source: '' }]),
  ) as unknown as Bundle;
}

const BUILD = ['assets/index-BX3FK-ed.js', 'assets/messages-Dr9dKt-K.js', 'assets/index-DOd6iTCy.css', 'favicon.svg', 'assets/logo-1a2b3c4d.png'];
const BUILT_AT = new Date('2026-11-22T06:23:00.000Z');

interface Emitted {
  type: string;
  fileName?: string;
  source?: string | Uint8Array;
}

/** Runs the plugin's hooks in Vite's order: index.html is transformed, then the bundle generated. */
function build(plugin: Plugin, bundle: Bundle) {
  const hooks = plugin as unknown as {
    buildStart(): void;
    transformIndexHtml: { order: string; handler(html: string, ctx: IndexHtmlTransformContext): HtmlTagDescriptor[] };
    generateBundle: { order: string; handler(this: { emitFile(file: Emitted): string }, options: unknown, bundle: Bundle, isWrite: boolean): void };
  };
  const emitted: Emitted[] = [];
  hooks.buildStart();
  const tags = hooks.transformIndexHtml.handler('<html><head></head><body></body></html>', {
    path: '/index.html',
    filename: '/work/index.html',
    bundle,
  });
  hooks.generateBundle.handler.call({ emitFile: (file) => (emitted.push(file), file.fileName ?? '') }, {}, bundle, true);
  return { tags, emitted };
}

function versionFileOf(emitted: Emitted[]) {
  const files = emitted.filter((file) => file.fileName === 'version.json');
  expect(files).toHaveLength(1);
  expect(files[0]!.type).toBe('asset');
  return JSON.parse(String(files[0]!.source)) as { version: string; builtAt: string };
}

describe('appVersion Vite plugin', () => {
  it('runs in builds only, transforming index.html after everything else', () => {
    const plugin = appVersion() as unknown as { apply: string; transformIndexHtml: { order: string }; generateBundle: { order: string } };
    expect(plugin.apply).toBe('build');
    expect(plugin.transformIndexHtml.order).toBe('post');
    expect(plugin.generateBundle.order).toBe('post');
  });

  it('writes version.json with a short hash over the JS and CSS file names and the build time', () => {
    const { emitted } = build(appVersion({ now: () => BUILT_AT }), fakeBundle(BUILD));
    const expected = createHash('sha256')
      .update(['assets/index-BX3FK-ed.js', 'assets/index-DOd6iTCy.css', 'assets/messages-Dr9dKt-K.js'].join('\n'))
      .digest('hex')
      .slice(0, 12);
    expect(versionFileOf(emitted)).toEqual({ version: expected, builtAt: '2026-11-22T06:23:00.000Z' });
  });

  it('tells index.html the same version, with the spec label', () => {
    const { tags, emitted } = build(appVersion({ now: () => BUILT_AT }), fakeBundle(BUILD));
    const { version } = versionFileOf(emitted);
    expect(tags).toEqual([
      { tag: 'meta', attrs: { name: 'app-version', content: version, 'data-label': 'sg-1.0.0' }, injectTo: 'head' },
    ]);
  });

  it('changes the version when any JS or CSS file changes, and only then', () => {
    const base = versionOf(fakeBundle(BUILD));
    expect(versionOf(fakeBundle([...BUILD].reverse()))).toBe(base);
    expect(versionOf(fakeBundle([...BUILD, 'robots.txt', 'assets/photo-9f8e7d6c.jpg']))).toBe(base);
    expect(versionOf(fakeBundle(BUILD.map((name) => name.replace('BX3FK-ed', 'Zq81mN0p'))))).not.toBe(base);
    expect(versionOf(fakeBundle(BUILD.map((name) => name.replace('DOd6iTCy', 'C4fe91aa'))))).not.toBe(base);
    expect(versionOf(fakeBundle([...BUILD, 'assets/HomePage-8d7c6b5a.js']))).not.toBe(base);
    expect(base).toMatch(/^[0-9a-f]{12}$/);
  });

  it('keeps the page and the file in agreement even when a file is added after index.html was written', () => {
    const bundle = fakeBundle(BUILD);
    const hooks = appVersion({ now: () => BUILT_AT }) as unknown as {
      buildStart(): void;
      transformIndexHtml: { handler(html: string, ctx: IndexHtmlTransformContext): HtmlTagDescriptor[] };
      generateBundle: { handler(this: { emitFile(file: Emitted): string }, options: unknown, bundle: Bundle, isWrite: boolean): void };
    };
    hooks.buildStart();
    const [tag] = hooks.transformIndexHtml.handler('', { path: '/index.html', filename: 'index.html', bundle });
    Object.assign(bundle, fakeBundle(['assets/late-00aa11bb.js']));
    const emitted: Emitted[] = [];
    hooks.generateBundle.handler.call({ emitFile: (file) => (emitted.push(file), '') }, {}, bundle, true);
    expect(versionFileOf(emitted).version).toBe(tag!.attrs!.content);
  });

  it('computes a fresh version for every build (watch mode)', () => {
    const plugin = appVersion({ now: () => BUILT_AT });
    const first = versionFileOf(build(plugin, fakeBundle(BUILD)).emitted).version;
    const second = versionFileOf(build(plugin, fakeBundle(['assets/index-00000000.js'])).emitted).version;
    expect(second).not.toBe(first);
    expect(second).toBe(versionOf(fakeBundle(['assets/index-00000000.js'])));
  });

  it('adds no tag when there is no bundle to describe', () => {
    const hooks = appVersion() as unknown as { transformIndexHtml: { handler(html: string, ctx: IndexHtmlTransformContext): unknown } };
    expect(hooks.transformIndexHtml.handler('', { path: '/index.html', filename: 'index.html' })).toEqual([]);
  });
});
