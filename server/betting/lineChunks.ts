/**
 * An uploaded file's text cut into chunks of whole lines, so that it is stored and parsed a chunk at a
 * time (a few milliseconds each, the event loop free in between) rather than all at once on the
 * request path. Lines are split as the parser splits them: on \n, \r\n or \r.
 */
import { isWhitespace } from '../../domain/bets/charCodes.ts';

/**
 * Characters a chunk aims at: a chunk is stored in one statement and parsed in one call, each well
 * under 20 ms on the embedded database. A chunk ends at the first line end after this many characters,
 * so a line longer than that stays whole in a bigger chunk.
 */
export const CHUNK_CHARS = 64 * 1024;

export interface LineChunk {
  /** The number of the chunk's first line in the whole file (1-based). */
  readonly firstLine: number;
  readonly text: string;
}

/** What the upload needs to know of a chunk's lines. */
export interface ChunkLines {
  /** Line ends in the chunk: the next chunk starts that many lines further. */
  readonly lineEnds: number;
  /** Lines with something other than whitespace (the parser skips the others). */
  readonly nonBlankLines: number;
  /** The first of those, with its number in the whole file. */
  readonly firstNonBlank: { readonly lineNumber: number; readonly text: string } | null;
}

const LF = 10;
const CR = 13;

export function linesOf(chunk: LineChunk): ChunkLines {
  const { text } = chunk;
  let lineEnds = 0;
  let nonBlankLines = 0;
  let firstNonBlank: ChunkLines['firstNonBlank'] = null;
  let lineStart = 0;
  let blank = true;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : -1;
    if (c !== LF && c !== CR && c !== -1) {
      if (blank && !isWhitespace(c)) blank = false;
      continue;
    }
    if (!blank) {
      nonBlankLines++;
      firstNonBlank ??= { lineNumber: chunk.firstLine + lineEnds, text: text.slice(lineStart, i) };
    }
    if (c === -1) break;
    if (c === CR && text.charCodeAt(i + 1) === LF) i++;
    lineEnds++;
    lineStart = i + 1;
    blank = true;
  }
  return { lineEnds, nonBlankLines, firstNonBlank };
}

/**
 * Cuts text that arrives in pieces (decoded from the upload's bytes) into chunks of whole lines.
 * `push` answers the chunks completed by a piece; `end` the last one.
 */
export class LineChunker {
  #pending = '';
  #nextLine = 1;

  /** `chunkChars` is CHUNK_CHARS but in tests, which cut small texts into many chunks. */
  constructor(private readonly chunkChars = CHUNK_CHARS) {}

  push(piece: string): LineChunk[] {
    this.#pending += piece;
    const chunks: LineChunk[] = [];
    while (this.#pending.length >= this.chunkChars) {
      const cut = cutAfterLineEnd(this.#pending, this.chunkChars);
      if (cut < 0) break;
      chunks.push(this.#take(cut));
    }
    return chunks;
  }

  end(): LineChunk[] {
    return this.#pending.length > 0 ? [this.#take(this.#pending.length)] : [];
  }

  #take(length: number): LineChunk {
    const chunk = { firstLine: this.#nextLine, text: this.#pending.slice(0, length) };
    this.#pending = this.#pending.slice(length);
    this.#nextLine += linesOf(chunk).lineEnds;
    return chunk;
  }
}

/**
 * Where to cut `text` so the part before ends with a whole line: after the first \n at or after `from`,
 * else after a lone \r whose next character has arrived (a \r at the very end may be the first half of
 * \r\n). -1 when there is no such place yet.
 */
function cutAfterLineEnd(text: string, from: number): number {
  const lf = text.indexOf('\n', from - 1);
  const cr = text.indexOf('\r', from - 1);
  if (cr >= 0 && cr < text.length - 1 && (lf < 0 || cr < lf) && text.charCodeAt(cr + 1) !== LF) return cr + 1;
  return lf >= 0 ? lf + 1 : -1;
}
