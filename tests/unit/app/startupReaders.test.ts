import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { RuntimeConfigSchema } from '../../../src/api/runtimeConfig.ts';
import { DEFAULT_RUNTIME_CONFIG, readRuntimeConfig, readSession, readVersionFile } from '../../../src/app/startupReaders.ts';

describe('readRuntimeConfig', () => {
  const samples: unknown[] = [
    {},
    { apiRoot: '/other/v2/', captchaEnabled: true },
    { newLayout: true, messageFeedUrl: 'https://feed.example/msg', errorReportingDsn: 'https://k@sentry.example/1' },
    { errorReportingTunnel: '/tunnel', unknownField: 3 },
  ];

  it('reads what RuntimeConfigSchema reads, defaults included', () => {
    for (const sample of samples) expect(readRuntimeConfig(sample)).toEqual(v.parse(RuntimeConfigSchema, sample));
    expect(DEFAULT_RUNTIME_CONFIG).toEqual(v.parse(RuntimeConfigSchema, {}));
  });

  it('refuses what RuntimeConfigSchema refuses', () => {
    for (const bad of [null, 'x', { apiRoot: 3 }, { captchaEnabled: 'yes' }, { newLayout: null }]) {
      expect(() => v.parse(RuntimeConfigSchema, bad)).toThrow();
      expect(() => readRuntimeConfig(bad)).toThrow();
    }
  });
});

describe('readSession', () => {
  const session = { accessToken: 'a', refreshToken: 'r', expiresAt: 1, userId: 'admin', locId: 'SG', termsAccepted: true };

  it('keeps a whole session, with or without its refresh token, and only its fields', () => {
    expect(readSession(session)).toEqual(session);
    const { refreshToken: _, ...withoutRefresh } = session;
    expect(readSession(withoutRefresh)).toEqual(withoutRefresh);
    expect(readSession({ ...session, extra: 1 })).toEqual(session);
  });

  it('is null for anything else', () => {
    for (const bad of [null, 'session', { ...session, expiresAt: '1' }, { ...session, locId: undefined }, { ...session, refreshToken: 5 }])
      expect(readSession(bad)).toBeNull();
  });
});

describe('readVersionFile', () => {
  it('is the non-empty version, and throws otherwise', () => {
    expect(readVersionFile({ version: 'abc', builtAt: '2026-11-27' })).toBe('abc');
    for (const bad of [null, {}, { version: '' }, { version: 1 }]) expect(() => readVersionFile(bad)).toThrow();
  });
});
