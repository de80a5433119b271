/** A dBase bet file written by dbffile's own writer, as a Blob to upload (files/upload/dbf tests). */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DBFFile } from 'dbffile';

/** Records of one character field LINE (a whole bet line), or of NUMBER/BIG/SMALL with an optional DAY. */
export async function dbfOf(records: string[] | { NUMBER: string; BIG: number; SMALL: number; DAY?: string }[]): Promise<Blob> {
  const dir = await mkdtemp(join(tmpdir(), 'dbf-test-'));
  const path = join(dir, 'bets.dbf');
  try {
    if (records.every((record) => typeof record === 'string')) {
      const table = await DBFFile.create(path, [{ name: 'LINE', type: 'C', size: 100 }]);
      await table.appendRecords(records.map((LINE) => ({ LINE })));
    } else {
      const table = await DBFFile.create(path, [
        { name: 'DAY', type: 'C', size: 2 },
        { name: 'NUMBER', type: 'C', size: 6 },
        { name: 'BIG', type: 'N', size: 10, decimalPlaces: 2 },
        { name: 'SMALL', type: 'N', size: 10, decimalPlaces: 0 },
      ]);
      await table.appendRecords(records.map((record) => ({ DAY: '', ...record })));
    }
    return new Blob([await readFile(path)]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A table of one character field of another layout (a record with `value`): what the upload refuses. */
export async function dbfWithField(name: string, value: string): Promise<Blob> {
  const dir = await mkdtemp(join(tmpdir(), 'dbf-test-'));
  const path = join(dir, 'other.dbf');
  try {
    const table = await DBFFile.create(path, [{ name, type: 'C', size: 20 }]);
    await table.appendRecords([{ [name]: value }]);
    return new Blob([await readFile(path)]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
