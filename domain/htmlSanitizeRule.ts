import type { Config, DOMPurify } from 'dompurify';

/**
 * THE rule that makes announcement and banner HTML safe (design: "HTML from the server is sanitised
 * with DOMPurify in one place"), shared by both ends so they agree to the character: the server runs
 * it on the way in (server/announcements/sanitize.ts, DOMPurify on a jsdom window, the stored HTML is
 * the sanitised one) and the client on the way out (src/widgets/sanitizeHtml.ts), in case anything
 * else ever wrote the table.
 *
 * DOMPurify's defaults already drop <script>, event-handler attributes (onerror, onclick, …) and
 * javascript:/data: URLs. On top of them: HTML only (no SVG or MathML), no elements that could
 * restyle the whole page or post a form, links that open a new tab cannot reach back to the app, and
 * an image without alt text is marked decorative (alt="").
 */
export const SANITIZE_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'link', 'meta', 'base'],
  FORBID_ATTR: ['srcset', 'action', 'formaction'],
  // Announcement links may open a new tab; the hook below cuts that tab off from the app.
  ADD_ATTR: ['target'],
};

/** The window DOMPurify runs on: the browser's, or jsdom's on the server. */
type PurifyWindow = Parameters<typeof import('dompurify').default>[0] & {
  HTMLAnchorElement: typeof HTMLAnchorElement;
  HTMLImageElement: typeof HTMLImageElement;
};

/**
 * A DOMPurify instance of our own on `window` with the rule's hook, so the hook cannot leak into (or
 * be undone by) another user of DOMPurify.
 */
export function createSanitizer(createDOMPurify: (window: PurifyWindow) => DOMPurify, window: PurifyWindow): (html: string) => string {
  const purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof window.HTMLAnchorElement && node.getAttribute('target')) {
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // An image posted without a text alternative is decoration to a screen reader (WCAG 1.1.1):
    // the announcement's words carry its message, and a reader would otherwise spell out the file name.
    if (node instanceof window.HTMLImageElement && !node.hasAttribute('alt')) {
      node.setAttribute('alt', '');
    }
  });
  return (html) => purifier.sanitize(html, { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false });
}
