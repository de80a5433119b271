/**
 * A big upload is stored and parsed a chunk of whole lines at a time (issue 14, finding 11). Parsing
 * the chunks one by one, each told its first line number and the file's first non-blank line, must give
 * exactly what parsing the whole file at once gives: the same lines, numbers, draws (a header day on
 * the first line governs every chunk), errors and columns; and the upload's count of bet lines must be
 * the parser's.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileParser, type ParseContext } from '../../../domain/bets/index.ts';
import { LineChunker, linesOf, type LineChunk } from '../../../server/betting/lineChunks.ts';
import { betLineCount, readUploadedText, type UploadedText } from '../../../server/betting/uploadedText.ts';

const CONTEXT: ParseContext = { location: 'SG', nextDraw: ['Sat'] };
const parser = fileParser({ strictNumber: true, acceptDecimals: false });

/** Lines of every kind the header and counting rules care about. */
const LINE = fc.constantFrom('3', '9', '0 1234 1-1', '1234 2-', 'R234 1-1', '12 1-1', '1234 1.5-1', '6', '', '  ', '\t\u3000', 'x', '1234 1-1  ');
const END = fc.constantFrom('\n', '\r\n', '\r');

const textOf = (lines: string[], ends: string[]) => lines.map((line, i) => line + (i < lines.length - 1 ? ends[i % ends.length] : '')).join('');

function chunked(text: string, chunkChars: number, pieceChars: number): LineChunk[] {
  const chunker = new LineChunker(chunkChars);
  const chunks: LineChunk[] = [];
  for (let at = 0; at < text.length; at += pieceChars) chunks.push(...chunker.push(text.slice(at, at + pieceChars)));
  return [...chunks, ...chunker.end()];
}

function parsedByChunks(chunks: LineChunk[]) {
  const leadingLine = chunks.map((chunk) => linesOf(chunk).firstNonBlank).find((line) => line !== null) ?? null;
  return chunks.flatMap((chunk) => parser.parseBetMessage(chunk.text, CONTEXT, { firstLineNumber: chunk.firstLine, leadingLine }).lines);
}

const counted = (chunks: LineChunk[]): UploadedText => {
  const lines = chunks.map(linesOf);
  return {
    chunks,
    nonBlankLines: lines.reduce((sum, line) => sum + line.nonBlankLines, 0),
    firstNonBlank: lines.map((line) => line.firstNonBlank).find((line) => line !== null) ?? null,
  };
};

describe('a file parsed a chunk of whole lines at a time', () => {
  it('reads as the whole file at once, and its bet lines are counted as the parser counts them', () => {
    fc.assert(
      fc.property(
        fc.array(LINE, { maxLength: 40 }),
        fc.array(END, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 7 }),
        (lines, ends, chunkChars, pieceChars) => {
          const text = textOf(lines, ends);
          const chunks = chunked(text, chunkChars, pieceChars);
          expect(chunks.map((chunk) => chunk.text).join('')).toBe(text);
          const whole = parser.parseBetMessage(text, CONTEXT).lines;
          expect(JSON.stringify(parsedByChunks(chunks))).toBe(JSON.stringify(whole));
          expect(betLineCount(counted(chunks), parser, CONTEXT)).toBe(whole.length);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps the header day of line 1 for the lines of later chunks, and its line number in their errors', () => {
    const text = ['', '3', ...Array.from({ length: 50 }, (_, i) => (i === 40 ? '1234 1-1 x' : '1234 1-1'))].join('\n');
    const chunks = chunked(text, 64, 10);
    expect(chunks.length).toBeGreaterThan(3);
    const lines = parsedByChunks(chunks);
    expect(lines.at(-1)).toMatchObject({ ok: true, lineNumber: 52, draws: ['Wed'] });
    const invalidHeader = chunked(text.replace('\n3\n', '\n9\n'), 64, 10);
    expect(parsedByChunks(invalidHeader).at(-1)).toMatchObject({
      ok: false, lineNumber: 52, message: 'This line has no day code and the header day on line 2 is invalid: fix the header or add a day code',
    });
  });
});

describe('an uploaded file read as text', () => {
  it('is decoded slice by slice, characters and line ends across slices kept whole, a BOM dropped', async () => {
    // Over 64 KB slices: three-byte characters and \r\n land on every boundary somewhere.
    const lines = Array.from({ length: 30_000 }, (_, i) => (i % 3 === 0 ? '1234 1-1 备注' : i % 3 === 1 ? '5678 2-' : ''));
    const text = lines.join('\r\n');
    const read = await readUploadedText(new Blob([`\uFEFF${text}`]));
    expect(read).not.toBeNull();
    expect(read!.chunks.length).toBeGreaterThan(1);
    expect(read!.chunks.map((chunk) => chunk.text).join('')).toBe(text);
    expect(betLineCount(read!, parser, CONTEXT)).toBe(parser.parseBetMessage(text, CONTEXT).lines.length);
  });

  it('is refused when it is not UTF-8 or holds a NUL', async () => {
    expect(await readUploadedText(new Blob([new Uint8Array([0x31, 0x32, 0xff, 0xfe])]))).toBeNull();
    expect(await readUploadedText(new Blob([`${'1234 1-1\n'.repeat(10_000)}\u0000`]))).toBeNull();
    // A character cut by the end of the file.
    expect(await readUploadedText(new Blob([new Uint8Array([0x31, 0xe5, 0xa4])]))).toBeNull();
  });
});
