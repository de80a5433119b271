import { DEFAULT_RUNTIME_CONFIG, readRuntimeConfig, type RuntimeConfig } from './startupReaders.ts';

/**
 * Reads /app-config.json; a missing or broken file leaves the defaults (and says so). Plain fetch:
 * the first render waits for this, and ky loads later with the API client (src/api/deferredApi.ts).
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/app-config.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`app-config.json: HTTP ${response.status}`);
    return readRuntimeConfig(await response.json());
  } catch (error) {
    console.warn('[config] app-config.json could not be read; using defaults', error);
    return DEFAULT_RUNTIME_CONFIG;
  }
}
