import { resolve } from 'node:path';

/** Everything the server reads from the environment, in one place (the README lists these). */
export interface ServerConfig {
  port: number;
  /** PGlite data directory (DATA_DIR, default ./.data); unused with DATABASE_URL. */
  dataDir: string;
  databaseUrl?: string;
  /** Folder of the built app to serve (STATIC_DIR, default ./dist). */
  staticDir: string;
  jwtSecret?: string;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 4173),
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenSeconds: Number(env.ACCESS_TOKEN_SECONDS ?? 15 * 60),
    refreshTokenSeconds: Number(env.REFRESH_TOKEN_SECONDS ?? 7 * 24 * 60 * 60),
  };
}
