import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { createSanitizer } from '../../domain/htmlSanitizeRule.ts';

/**
 * The server's end of the one sanitising rule (domain/htmlSanitizeRule.ts): DOMPurify on a jsdom
 * window, made once (a window costs a few ms). An announcement is stored as this answers it.
 */
let window: (Window & typeof globalThis) | null = null;
let sanitize: ((html: string) => string) | null = null;

export interface SanitizedHtml {
  html: string;
  /** Nothing is left to show: no text and no image (e.g. it was only a script). */
  empty: boolean;
}

export function sanitizeAnnouncementHtml(html: string): SanitizedHtml {
  window ??= new JSDOM('').window;
  sanitize ??= createSanitizer(createDOMPurify, window);
  const clean = sanitize(html).trim();
  const template = window.document.createElement('template');
  template.innerHTML = clean;
  const empty = (template.content.textContent ?? '').trim() === '' && template.content.querySelector('img') === null;
  return { html: clean, empty };
}
