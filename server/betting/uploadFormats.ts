/**
 * The upload formats of spec 02 §7.10 turned into the one thing file processing reads: bet lines as
 * text. `ttt` is that already; `ara` is the UserId's section of a Backup ARA file
 * (domain/bets/araFormat.ts); `dbf` is a dBase table (dbfLines.ts). Whatever the format, the lines are
 * then counted, stored and processed exactly as a typed file's (routes/files.ts), so one set of rules
 * (StrictNumber, AcceptDecimals, limits, credit, the chain) applies to every upload.
 */
import { araSectionOf } from '../../domain/bets/araFormat.ts';
import type { FileKind } from '../../contract/files.ts';
import { dbfLines } from './dbfLines.ts';

export type BetText = { ok: true; text: Blob } | { ok: false; message: string };

const NOT_TEXT = 'The file is not a text file: save it as plain text (UTF-8), one bet per line.';

export async function betTextOf(kind: FileKind, file: Blob, userId: string): Promise<BetText> {
  if (kind === 'ttt') return { ok: true, text: file };
  if (kind === 'dbf') {
    const lines = await dbfLines(file);
    return lines.ok ? { ok: true, text: new Blob([lines.lines.join('\n')]) } : lines;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return { ok: false, message: NOT_TEXT };
  }
  const section = araSectionOf(text, userId);
  if (section === null) {
    return { ok: false, message: `The ARA file has no section for ${userId} (a line "#UserId ${userId}"): choose the UserId whose bets it holds.` };
  }
  return { ok: true, text: new Blob([section]) };
}
