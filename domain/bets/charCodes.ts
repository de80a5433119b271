/** Character codes and classes for the scanner, which reads char codes instead of matching regexes. */
export const LF = 10;
export const CR = 13;
export const STAR = 42;
export const DASH = 45;
export const DOT = 46;
export const SLASH = 47;
export const ZERO = 48;

export const isDigit = (c: number) => c >= 48 && c <= 57;

/**
 * The same set String.prototype.trim removes (ECMAScript WhiteSpace and LineTerminator), so a line
 * padded with any of it (a tab, a no-break space, an ideographic space from a Chinese keyboard) reads
 * the same as without.
 */
export function isWhitespace(c: number): boolean {
  if (c === 32 || c === 9) return true;
  if (c < 0xa0) return c >= 10 && c <= 13;
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

export const isAsciiLetter = (c: number) => (c | 0x20) >= 97 && (c | 0x20) <= 122;

/** Whether c is the letter `letter` (a char code of an ASCII letter), in either case when ignoreCase. */
export const isLetter = (c: number, letter: number, ignoreCase: boolean) =>
  c === letter || (ignoreCase && (c | 0x20) === (letter | 0x20));

/** 1-based column of index in text[lineStart..], counting a surrogate pair (an emoji) as one character. */
export function columnOf(text: string, lineStart: number, index: number): number {
  let column = 1;
  for (let i = lineStart; i < index; i++) {
    const c = text.charCodeAt(i);
    const isLowAfterHigh = c >= 0xdc00 && c <= 0xdfff && i > lineStart && isHighSurrogate(text.charCodeAt(i - 1));
    if (!isLowAfterHigh) column++;
  }
  return column;
}

/** Characters of text as a person (and an SMS) counts them: a surrogate pair is one. */
export function characterCount(text: string): number {
  let pairs = 0;
  for (let i = 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xdc00 && c <= 0xdfff && isHighSurrogate(text.charCodeAt(i - 1))) pairs++;
  }
  return text.length - pairs;
}

const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;
