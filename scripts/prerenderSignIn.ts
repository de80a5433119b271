/**
 * After `vite build`: the sign-in screen of every brand as HTML (dist/signin/<brand>.html), rendered
 * by the app's own views (src/prerender/signInMarkup.tsx) through a Vite SSR build, so their Lingui
 * macros are compiled as the app's are and the server needs no compiler at run time. The server puts
 * the host brand's file into /login's page (server/http/signInMarkup.ts). A build with the captcha on
 * from the start (VITE_CAPTCHA=on) writes none: the files show the form without one.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { VARIANTS } from '../variants/registry.ts';
import { SIGN_IN_MARKUP_DIR, signInMarkupFile } from '../server/http/signInMarkup.ts';
import { STATIC_SIGN_IN_ID } from '../src/prerender/staticSignIn.ts';

/**
 * React's server render puts a preload of the high-priority logo before the markup; the page names
 * it in its head already (server/http/loginPreload.ts), so only the screen itself is kept.
 */
const withoutResourceHints = (html: string) => html.replace(/^(<link [^>]*>)+/, '');

/**
 * The copy the page carries until the app draws its own: over the app's root (app.css
 * `.signin-static`) and `inert`, so a click or a key before the script has run reaches nothing
 * (rather than a field whose text the app's form would drop), and `aria-hidden` as well, which
 * inert implies, for the tools that read only the attribute (Playwright's roles among them): the
 * app's form is the one screen a user or a test can reach. Its fields are not disabled: they would
 * look greyed and change look when the app's form takes their place.
 */
const asStaticCopy = (html: string) => `<div id="${STATIC_SIGN_IN_ID}" class="signin-static" inert aria-hidden="true">${html}</div>`;

export async function prerenderSignIn(distDir = 'dist') {
  const outDir = join(distDir, SIGN_IN_MARKUP_DIR);
  rmSync(outDir, { recursive: true, force: true });
  if (process.env.VITE_CAPTCHA === 'on') return;
  // Inside the project: the bundle imports React and the rest from node_modules.
  const ssrDir = resolve('.data/signin-ssr');
  try {
    await build({
      logLevel: 'warn',
      build: { ssr: resolve('src/prerender/signInMarkup.tsx'), outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false, rolldownOptions: { output: { codeSplitting: false } } },
    });
    const { renderSignInMarkup } = (await import(pathToFileURL(join(ssrDir, 'signInMarkup.js')).href)) as typeof import('../src/prerender/signInMarkup.tsx');
    mkdirSync(outDir, { recursive: true });
    // Each brand as the registry has it, and a brand that hides its logo on a domain as it shows there.
    const screens = VARIANTS.flatMap((variant) => (variant.extras?.hideLogoOnDomain ? [variant, { ...variant, logo: null }] : [variant]));
    for (const screen of screens) writeFileSync(join(outDir, signInMarkupFile(screen)), asStaticCopy(withoutResourceHints(await renderSignInMarkup(screen))));
    console.log(`sign-in markup: ${VARIANTS.length} brands (${screens.length} screens) in ${outDir}`);
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}

await prerenderSignIn();
