/**
 * Sentry's envelope format (newline-separated): an envelope header (JSON), then per item an item
 * header (JSON, with its `type`) and its payload. The browser SDK sends events as one JSON line
 * each; other items (client reports, sessions) are not kept. Nothing here trusts the sender: every
 * field is read as unknown and bounded.
 */

/** One event of an envelope, as the tunnel stores it. */
export interface ReportedEvent {
  eventId: string;
  release: string;
  /** `Type: message` of the first exception, else the event's message. */
  message: string;
}

const MAX_FIELD = 2000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** PostgreSQL text refuses NUL, and UTF-8 has no lone surrogates: both become U+FFFD, then bounded. */
export function storableText(value: string, max = Number.POSITIVE_INFINITY): string {
  // eslint-disable-next-line no-control-regex -- NUL is exactly what must go
  const clean = value.replace(/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  return clean.length > max ? clean.slice(0, max) : clean;
}

const text = (value: unknown) => (typeof value === 'string' ? storableText(value, MAX_FIELD) : '');

function parseJson(line: string | undefined): unknown {
  if (line === undefined || line.trim() === '') return undefined;
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

function messageOf(event: Record<string, unknown>): string {
  const exception = isRecord(event.exception) && Array.isArray(event.exception.values) ? event.exception.values : [];
  // Sentry lists linked errors innermost first; the last value is the error that was thrown.
  const thrown: unknown = exception.at(-1);
  if (isRecord(thrown)) return text([thrown.type, thrown.value].filter((part) => typeof part === 'string' && part !== '').join(': '));
  if (typeof event.message === 'string') return text(event.message);
  if (isRecord(event.message)) return text(event.message.formatted ?? event.message.message);
  return '';
}

/** The events of an envelope, or null when the text is not an envelope at all. */
export function readSentryEnvelope(body: string): ReportedEvent[] | null {
  const lines = body.split('\n');
  const header = parseJson(lines[0]);
  if (!isRecord(header)) return null;
  const events: ReportedEvent[] = [];
  for (let index = 1; index < lines.length; index += 2) {
    const itemHeader = parseJson(lines[index]);
    if (itemHeader === undefined && lines[index]?.trim() === '') continue;
    if (!isRecord(itemHeader)) return null;
    if (itemHeader.type !== 'event') continue;
    const event = parseJson(lines[index + 1]);
    if (!isRecord(event)) return null;
    events.push({ eventId: text(event.event_id ?? header.event_id), release: text(event.release), message: messageOf(event) });
  }
  return events;
}
