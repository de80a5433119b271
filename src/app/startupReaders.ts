/**
 * Readers of the three things the app reads before its first render or on the sign-in page without
 * the API client: app-config.json, the stored session, version.json. Written by hand, not with
 * valibot: valibot loads with the API client, after the first render (src/api/deferredApi.ts), and
 * these readers were its only users on the sign-in page's first load (issue 24: ~2.4 KB gzip).
 * Each follows the schema beside its type; tests/unit/app/startupReaders.test.ts holds them to it.
 */

import type { StoredSession } from '../../machines/session.machine.ts';

type Field = 'string' | 'boolean' | 'number';

/** A plain object's fields of the given types; undefined when the value is not such an object. */
function fieldsOf(raw: unknown, fields: Record<string, Field>, optional: readonly string[] = []): Record<string, unknown> | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const source = raw as Record<string, unknown>;
  const read: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(fields)) {
    const value = source[name];
    if (value === undefined && optional.includes(name)) continue;
    if (typeof value !== kind) return undefined;
    read[name] = value;
  }
  return read;
}

/** app-config.json (RuntimeConfigSchema in src/api/runtimeConfig.ts): every field optional, with its default. */
export interface RuntimeConfig {
  apiRoot: string;
  captchaEnabled: boolean;
  newLayout: boolean;
  messageFeedUrl: string;
  errorReportingDsn: string;
  errorReportingTunnel: string;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiRoot: '/api/v1/',
  captchaEnabled: false,
  newLayout: false,
  messageFeedUrl: '/api/feed',
  errorReportingDsn: '',
  errorReportingTunnel: '/api/error-reports',
};

const CONFIG_FIELDS: Record<keyof RuntimeConfig, Field> = {
  apiRoot: 'string',
  captchaEnabled: 'boolean',
  newLayout: 'boolean',
  messageFeedUrl: 'string',
  errorReportingDsn: 'string',
  errorReportingTunnel: 'string',
};

/** The configuration, defaults for the fields left out; throws when a field has the wrong type. */
export function readRuntimeConfig(raw: unknown): RuntimeConfig {
  const read = fieldsOf(raw, CONFIG_FIELDS, Object.keys(CONFIG_FIELDS));
  if (!read) throw new TypeError('app-config.json is not an object of the expected fields');
  return { ...DEFAULT_RUNTIME_CONFIG, ...read };
}

/** The stored session's fields (StoredSession, machines/session.machine.ts); null when any is wrong. */
export function readSession(raw: unknown): StoredSession | null {
  const read = fieldsOf(
    raw,
    { accessToken: 'string', refreshToken: 'string', expiresAt: 'number', userId: 'string', locId: 'string', termsAccepted: 'boolean' },
    ['refreshToken'],
  );
  return (read as StoredSession | undefined) ?? null;
}

/** version.json's version: a non-empty string; throws otherwise. */
export function readVersionFile(raw: unknown): string {
  const read = fieldsOf(raw, { version: 'string' });
  const version = read?.version as string | undefined;
  if (!version) throw new TypeError('version.json has no version');
  return version;
}
