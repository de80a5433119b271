/**
 * The text of an uploaded bet file, decoded a slice at a time into chunks of whole lines (lineChunks.ts),
 * with a pause for the event loop between slices: decoding and scanning a 10 MB file at once held
 * every other request for a good part of a second.
 */
import type { BetParser, ParseContext } from '../../domain/bets/index.ts';
import { yieldToEventLoop } from '../eventLoop.ts';
import { LineChunker, linesOf, type ChunkLines, type LineChunk } from './lineChunks.ts';

/** Bytes decoded per step: about a millisecond of work. */
const SLICE_BYTES = 64 * 1024;

export interface UploadedText {
  readonly chunks: readonly LineChunk[];
  /** Non-blank lines of the whole file. */
  readonly nonBlankLines: number;
  /** The file's first non-blank line: a header day there is not a bet line. */
  readonly firstNonBlank: ChunkLines['firstNonBlank'];
}

/**
 * The file as text in chunks, or null when it is not UTF-8 text (a spreadsheet, an image) or holds a
 * NUL. A byte-order mark is dropped.
 */
export async function readUploadedText(file: Blob): Promise<UploadedText | null> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const chunker = new LineChunker();
  const chunks: LineChunk[] = [];
  let nonBlankLines = 0;
  let firstNonBlank: UploadedText['firstNonBlank'] = null;
  const count = (done: LineChunk[]) => {
    for (const chunk of done) {
      const lines = linesOf(chunk);
      nonBlankLines += lines.nonBlankLines;
      firstNonBlank ??= lines.firstNonBlank;
      chunks.push(chunk);
    }
  };
  try {
    for (let at = 0; at < bytes.length; at += SLICE_BYTES) {
      const last = at + SLICE_BYTES >= bytes.length;
      const piece = decoder.decode(bytes.subarray(at, at + SLICE_BYTES), { stream: !last });
      if (piece.includes('\u0000')) return null;
      count(chunker.push(piece));
      await yieldToEventLoop();
    }
  } catch {
    return null;
  }
  count(chunker.end());
  return { chunks, nonBlankLines, firstNonBlank };
}

/**
 * The bet lines of the file, as the parser will number them: its non-blank lines, less the first one
 * when that holds only a valid header day (the parser takes it as the day of the lines after it).
 */
export function betLineCount(text: UploadedText, parser: BetParser, context: ParseContext): number {
  const first = text.firstNonBlank;
  const header = first !== null && parser.parseBetMessage(first.text, context).lines.length === 0;
  return text.nonBlankLines - (header ? 1 : 0);
}
