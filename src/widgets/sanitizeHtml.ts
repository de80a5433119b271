import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * THE one place where HTML from the server (announcements, alert banners) is made safe to insert
 * (design: "HTML from the server is sanitised with DOMPurify in one place"). Every view that shows
 * server HTML goes through `sanitizeHtml`; nothing else sets innerHTML.
 *
 * DOMPurify's defaults already drop <script>, event-handler attributes (onerror, onclick, …) and
 * javascript:/data: URLs. On top of them: HTML only (no SVG or MathML), no elements that could
 * restyle the whole page or post a form, and links that open a new tab cannot reach back to the app.
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'link', 'meta', 'base'],
  FORBID_ATTR: ['srcset', 'action', 'formaction'],
  // Announcement links may open a new tab; the hook below cuts that tab off from the app.
  ADD_ATTR: ['target'],
};

let purifier: DOMPurify | null = null;

function instance(): DOMPurify {
  if (purifier) return purifier;
  // Our own instance, so the hook below cannot leak into (or be undone by) another user of DOMPurify.
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof window.HTMLAnchorElement && node.getAttribute('target')) {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return instance().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}
