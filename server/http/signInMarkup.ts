import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Variant } from '../../variants/types.ts';

/** Where `npm run build` writes each brand's sign-in screen (scripts/prerenderSignIn.ts), under dist/. */
export const SIGN_IN_MARKUP_DIR = 'signin';

/** Query parameters the screen shows something for (a message, and the landing box opened for it): the markup has neither. */
const SHOWN_PARAMETERS = ['Msg', 'MsgSuccess'];

/**
 * /login's page with the host brand's sign-in screen already in it, as the app draws it for a
 * signed-out visitor in English (Lighthouse, issue 24: the first and largest paints came only after
 * the main script had loaded and run). The file (scripts/prerenderSignIn.ts) wraps it in an inert
 * element over the app's root, which the app removes in the frame it draws its own form
 * (src/prerender/staticSignIn.ts): nothing moves, and a click or a key before the script has run
 * does nothing rather than something else. None when the runtime config turns the captcha on (the
 * markup has no captcha), when the URL asks for a message, or when the build wrote none.
 */
export function staticSignIn(staticDir: string, path: string, search: string, variant: Variant): string {
  if (path !== '/login') return '';
  const params = new URLSearchParams(search);
  if (SHOWN_PARAMETERS.some((name) => params.get(name))) return '';
  if (captchaFromStart(staticDir)) return '';
  const file = join(staticDir, SIGN_IN_MARKUP_DIR, signInMarkupFile(variant));
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8');
}

/**
 * The file of the screen a brand shows on this host: its own, or, on the domain where the brand
 * hides its logo (spec 01 §2, variants/logo.ts: `variant` is the host's, logo null there), its
 * copy without the logo. The copy must match what the app then draws, or the logo would show until
 * the script had run and then vanish.
 */
export function signInMarkupFile(variant: Pick<Variant, 'key' | 'logo' | 'extras'>): string {
  const logoHiddenHere = Boolean(variant.extras?.hideLogoOnDomain) && variant.logo === null;
  return logoHiddenHere ? `${variant.key}.without-logo.html` : `${variant.key}.html`;
}

/** The deployment's app-config.json asks for the captcha from the start (the app reads the same file). */
function captchaFromStart(staticDir: string): boolean {
  try {
    return (JSON.parse(readFileSync(join(staticDir, 'app-config.json'), 'utf8')) as { captchaEnabled?: unknown }).captchaEnabled === true;
  } catch {
    return false;
  }
}

/**
 * index.html with the static screen at the start of the body, no start-up preloader over it, and the
 * app's script asked for at low priority: the screen paints without it (it only makes the form
 * work), so the stylesheets and the logo, the largest paint, go first on a slow link. At Chrome's
 * default (High, as for a blocking script) Lighthouse's simulation counts the script as blocking
 * the paint whenever it happened to arrive first on the fast local run, and the simulated first
 * paint then waited for all of its bytes (1.8 s instead of ~1 s).
 */
export function withStaticSignIn(html: string, markup: string): string {
  if (!markup) return html;
  return html
    .replace(/(<!--[^>]*-->\s*)?<div id="preloader"[\s\S]*?<\/style>\s*<\/div>/, '')
    .replace('<div id="root">', `${markup}\n    <div id="root">`)
    .replace(/<script type="module"|<link rel="modulepreload"/g, '$& fetchpriority="low"');
}
