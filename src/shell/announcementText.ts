import { sanitizeHtml } from '../widgets/sanitizeHtml.ts';

/**
 * The marquee shows announcements as plain text: each one's HTML is sanitised (the one place,
 * src/widgets/sanitizeHtml.ts), then only its text is kept; empty ones are dropped.
 */
export function announcementText(html: string): string {
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
