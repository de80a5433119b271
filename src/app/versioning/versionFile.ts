/**
 * What a production build publishes about itself, shared by the build (scripts/vite/appVersion.ts)
 * and the running app (checkVersion.ts): the version file next to index.html, and the meta tag
 * that tells the running app which version it is.
 */

/** Written to dist/ at every production build: `{ "version": "<hash>", "builtAt": "<ISO>" }`. */
export const VERSION_FILE_NAME = 'version.json';

/** `<meta name="app-version" content="<hash>" data-label="sg-1.0.0">` in index.html. */
export const APP_VERSION_META = 'app-version';

/** The application version label (spec 01 §9). */
export const APP_VERSION_LABEL = 'sg-1.0.0';

export interface VersionFile {
  /** A short hash over the names of the build's content-hashed JS and CSS files. */
  version: string;
  builtAt: string;
}
