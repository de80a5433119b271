import createDOMPurify from 'dompurify';
import { createSanitizer } from '../../domain/htmlSanitizeRule.ts';

/**
 * Where HTML from the server (announcements, alert banners) is made safe to insert, in the browser.
 * Every view that shows server HTML goes through `sanitizeHtml`; nothing else sets innerHTML. The
 * rule is domain/htmlSanitizeRule.ts, the one the server applies before it stores an announcement.
 */
let sanitize: ((html: string) => string) | null = null;

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  sanitize ??= createSanitizer(createDOMPurify, window);
  return sanitize(html);
}

/** The text of server HTML once sanitised (a list cell that shows an announcement in one line). */
export function htmlText(html: string | null | undefined): string {
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}
