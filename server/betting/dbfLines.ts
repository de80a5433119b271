/**
 * A dBase (.dbf) bet file (spec 02 §7.10 files/upload/dbf), read with `dbffile`. Record layout
 * (decision, documented in the README): either a character field LINE holding a whole bet line as
 * Place Bets takes it, or the fields NUMBER (character: 1234, R234, 1234i, 1234k), BIG and SMALL
 * (numeric, dollars), with an optional DAY (character day code). A record becomes one line
 * ("[DAY ]NUMBER BIG-SMALL"); deleted records are skipped. The lines are then processed as any upload.
 * dbffile reads from a path only, so the upload is written to a private temporary file first.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DBFFile } from 'dbffile';

export type DbfLines = { ok: true; lines: string[] } | { ok: false; message: string };

const NOT_DBF = 'The file is not a dBase (.dbf) table: save it as dBase III/IV, or upload the bets as a text file.';
const NO_LAYOUT = 'The dBase table has neither a LINE field nor NUMBER, BIG and SMALL fields: see Bet Upload\'s help for the layout.';

/** Dollars as the notation's amount: 1, 0.5 (a field's number, at most to the cent). */
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(Math.round(value * 100) / 100) : '');
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export async function dbfLines(file: Blob): Promise<DbfLines> {
  const dir = await mkdtemp(join(tmpdir(), 'bet-dbf-'));
  const path = join(dir, 'upload.dbf');
  try {
    await writeFile(path, new Uint8Array(await file.arrayBuffer()));
    let table: DBFFile;
    try {
      table = await DBFFile.open(path, { readMode: 'loose' });
    } catch {
      return { ok: false, message: NOT_DBF };
    }
    const names = new Set(table.fields.map((field) => field.name.toUpperCase()));
    const byLine = names.has('LINE');
    if (!byLine && !(names.has('NUMBER') && names.has('BIG') && names.has('SMALL'))) return { ok: false, message: NO_LAYOUT };
    const lines: string[] = [];
    try {
      for await (const record of table) {
        const field = (name: string) => record[Object.keys(record).find((key) => key.toUpperCase() === name) ?? name];
        if (byLine) {
          lines.push(textOf(field('LINE')));
          continue;
        }
        const day = textOf(field('DAY'));
        lines.push(`${day ? `${day} ` : ''}${textOf(field('NUMBER'))} ${amount(field('BIG'))}-${amount(field('SMALL'))}`);
      }
    } catch {
      return { ok: false, message: NOT_DBF };
    }
    return { ok: true, lines };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
