import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../server/db/pglite.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data directory (tar), or '' on a PostgreSQL server. */
    pgliteTemplate: string;
  }
}

/**
 * On PGlite, every test server used to run initdb, the migrations and the seed itself (about 4 s
 * each). They are done once here and dumped; each test server restores the dump (see testServer.ts).
 * On a PostgreSQL server each test file migrates and seeds its own schema, as before.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const db = await openPglite();
  await migrate(db);
  await seed(db);
  const dump = await db.dump!();
  await db.close();
  const dir = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
