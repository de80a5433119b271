import ky from 'ky';
import * as v from 'valibot';
import { DEFAULT_RUNTIME_CONFIG, RuntimeConfigSchema, type RuntimeConfig } from '../api/runtimeConfig.ts';

/** Reads /app-config.json; a missing or broken file leaves the defaults (and says so). */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const raw = await ky.get('/app-config.json', { retry: 0, cache: 'no-cache' }).json();
    return v.parse(RuntimeConfigSchema, raw);
  } catch (error) {
    console.warn('[config] app-config.json could not be read; using defaults', error);
    return DEFAULT_RUNTIME_CONFIG;
  }
}
