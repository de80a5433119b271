import { createHash } from 'node:crypto';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { APP_VERSION_LABEL, APP_VERSION_META, VERSION_FILE_NAME, type VersionFile } from '../../src/app/versioning/versionFile.ts';

type OutputBundle = Rolldown.OutputBundle;

/** Characters of the version hash: short to read, long enough never to repeat by chance. */
export const VERSION_HASH_LENGTH = 12;

/** The emitted JS and CSS files: their names carry their content hash. */
const isCode = (fileName: string) => /\.(?:m?js|css)$/.test(fileName);

/** A short hash over the names of the build's JS and CSS files: any change of code changes it. */
export function versionOf(bundle: OutputBundle): string {
  const names = Object.keys(bundle).filter(isCode).sort();
  return createHash('sha256').update(names.join('\n')).digest('hex').slice(0, VERSION_HASH_LENGTH);
}

export interface AppVersionOptions {
  /** The version label of spec 01 §9, in the meta tag's data-label. */
  label?: string;
  /** The build time (tests pin it). */
  now?: () => Date;
}

/**
 * Production builds only: writes dist/version.json `{ version, builtAt }` and tells index.html its
 * version with `<meta name="app-version" content="<hash>" data-label="sg-1.0.0">`; the running app
 * compares the two to find a new deployment (src/app/versioning/checkVersion.ts).
 *
 * index.html is transformed inside Vite's own generateBundle, once every chunk is in the bundle;
 * the version is computed there once and the same value goes into version.json afterwards (order
 * 'post'), so the page and the file can never disagree.
 */
export function appVersion({ label = APP_VERSION_LABEL, now = () => new Date() }: AppVersionOptions = {}): Plugin {
  let version: string | null = null;
  const versionFor = (bundle: OutputBundle) => (version ??= versionOf(bundle));

  return {
    name: 'app-version',
    apply: 'build',
    buildStart() {
      version = null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx): HtmlTagDescriptor[] {
        if (!ctx.bundle) return [];
        return [
          {
            tag: 'meta',
            attrs: { name: APP_VERSION_META, content: versionFor(ctx.bundle), 'data-label': label },
            injectTo: 'head',
          },
        ];
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const file: VersionFile = { version: versionFor(bundle), builtAt: now().toISOString() };
        this.emitFile({ type: 'asset', fileName: VERSION_FILE_NAME, source: `${JSON.stringify(file, null, 2)}\n` });
      },
    },
  };
}
