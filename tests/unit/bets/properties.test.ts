/**
 * Properties of the bet notation parser over generated lines: costs add up to the cent, rolls and
 * permutations expand as the rules say, any string at all is answered (never thrown on) with entries
 * or a column inside the line, and padding a line with whitespace changes nothing but the column.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { patterned } from '../../support/patternedNumber.ts';
import {
  parseBetLine,
  parseBetMessage,
  type BetType,
  type DrawDay,
  type Location,
  type ParseContext,
  type ParsedLine,
} from '../../../domain/bets/index.ts';

const CONTEXTS: Record<Location, ParseContext> = {
  SG: { location: 'SG', nextDraw: ['Wed'] },
  MG: { location: 'MG', nextDraw: ['Sat'] },
  TT: { location: 'TT', nextDraw: ['Thu'] },
};

/** The day codes of spec 02 §5, restated: a change to the decisions table must be seen here. */
const DAY_CODES: Record<Location, Record<string, DrawDay[]>> = {
  SG: { '0': ['Wed', 'Sat', 'Sun'], '2': ['Sat', 'Sun'], '3': ['Wed'], '6': ['Sat'], '7': ['Sun'] },
  MG: {
    '0M': ['Wed', 'Sat', 'Sun'],
    '2m': ['Sat', 'Sun'],
    '3M': ['Wed'],
    '6M': ['Sat'],
    '7M': ['Sun'],
    '9M': ['Tue'],
  },
  TT: { '1': ['Mon'], '4': ['Thu'] },
};

const WHITESPACE = [' ', '\t', '\u00a0', '\u3000', '\u2003', '\ufeff', '\r', '\n'];
const gap = (minLength: number) => fc.string({ unit: fc.constantFrom(...WHITESPACE), minLength, maxLength: 3 });
const digits = (count: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: count, maxLength: count });

interface Amount {
  text: string;
  cents: number;
}
const wholeAmount = fc.integer({ min: 0, max: 999_999 }).map((whole): Amount => ({ text: String(whole), cents: whole * 100 }));
const amount = fc.oneof(
  wholeAmount,
  fc
    .tuple(fc.integer({ min: 0, max: 9_999 }), fc.integer({ min: 0, max: 99 }))
    .map(([whole, cents]): Amount => ({ text: `${whole}.${String(cents).padStart(2, '0')}`, cents: whole * 100 + cents })),
  fc
    .tuple(fc.integer({ min: 0, max: 9_999 }), fc.integer({ min: 0, max: 9 }))
    .map(([whole, tenth]): Amount => ({ text: `${whole}.${tenth}`, cents: whole * 100 + tenth * 10 })),
);
const big = fc.oneof(amount, fc.constantFrom<Amount>({ text: 'H', cents: 50 }, { text: 'q', cents: 25 }));
const small = fc.oneof(fc.constant<Amount>({ text: '', cents: 0 }), wholeAmount);
const stake = fc.tuple(big, small).filter(([b, s]) => b.cents + s.cents > 0);

interface Target {
  text: string;
  betType: BetType;
}
const number4 = digits(4).map((ds) => ds.join(''));
const withTwoDigits = number4.filter((n) => new Set(n).size > 1);
const roll = fc
  .tuple(digits(3), fc.integer({ min: 0, max: 3 }), fc.constantFrom('R', 'r'))
  .map(([ds, position, marker]) => [...ds.slice(0, position), marker, ...ds.slice(position)].join(''));
const target = fc.oneof(
  number4.map((text): Target => ({ text, betType: 'straight' })),
  roll.map((text): Target => ({ text, betType: 'roll' })),
  fc.tuple(withTwoDigits, fc.constantFrom('i', 'I')).map(([n, s]): Target => ({ text: n + s, betType: 'iBet' })),
  fc.tuple(withTwoDigits, fc.constantFrom('k', 'K')).map(([n, s]): Target => ({ text: n + s, betType: 'kBet' })),
);

const TOTO_FORMS = ['/', '/2', '/3', '/4', '/5', '/6', '/7', '2*', '3*', '4*', '*2', '*3', '*4', 'TO', 'TE', 'TT', 'to'];

interface GeneratedLine {
  context: ParseContext;
  text: string;
  betType: BetType;
  draws: DrawDay[];
  /** Stake of one unit: big + small, or the TOTO amount. */
  unitCents: number;
}

const dayCode = (location: Location) =>
  fc.option(fc.constantFrom(...Object.keys(DAY_CODES[location])), { nil: null }).map((code) => ({
    prefix: code === null ? '' : code,
    draws: code === null ? [...CONTEXTS[location].nextDraw] : DAY_CODES[location][code]!,
  }));

const fourDLine = (location: Location) =>
  fc.tuple(dayCode(location), gap(1), target, gap(0), stake, gap(0)).map(
    ([day, afterDay, t, beforeStake, [b, s], trailing]): GeneratedLine => ({
      context: CONTEXTS[location],
      text: `${day.prefix ? day.prefix + afterDay : ''}${t.text}${beforeStake}${b.text}-${s.text}${trailing}`,
      betType: t.betType,
      draws: day.draws,
      unitCents: b.cents + s.cents,
    }),
  );

const totoLine = fc
  .tuple(dayCode('TT'), gap(1), number4, gap(0), fc.constantFrom(...TOTO_FORMS), amount.filter((a) => a.cents > 0))
  .map(
    ([day, afterDay, n, beforeForm, form, a]): GeneratedLine => ({
      context: CONTEXTS.TT,
      text: `${day.prefix ? day.prefix + afterDay : ''}${n}${beforeForm}${form}-${a.text}`,
      betType: 'toto',
      draws: day.draws,
      unitCents: a.cents,
    }),
  );

// No 4D line at TT: a TT draw takes a TOTO result only (domain/bets/decisions.ts bigSmallLocations).
const validLine = fc.oneof(fourDLine('SG'), fourDLine('MG'), totoLine);

const entriesOf = (line: ParsedLine) => {
  if (!line.ok) throw new Error(`expected a valid line, got: ${line.message} (column ${line.column})`);
  return line.entries;
};

describe('valid lines', () => {
  it('cost is the sum of the entry costs, to the cent, and tickets × one unit', () => {
    fc.assert(
      fc.property(validLine, ({ context, text, betType, draws, unitCents }) => {
        const parsed = parseBetLine(text, context);
        const entries = entriesOf(parsed);
        expect(parsed).toMatchObject({ betType, draws });
        const sum = entries.reduce((total, entry) => total + entry.costCents, 0);
        expect(Number.isInteger(sum)).toBe(true);
        expect(parsed.ok && parsed.costCents).toBe(sum);
        expect(parsed.ok && parsed.costCents).toBe((parsed.ok ? parsed.tickets : 0) * unitCents);
      }),
      { numRuns: 500 },
    );
  });

  it('a roll expands to exactly 10 distinct numbers, the rolled position taking 0..9', () => {
    fc.assert(
      fc.property(roll, stake, (written, [b, s]) => {
        const numbers = entriesOf(parseBetLine(`${written} ${b.text}-${s.text}`, CONTEXTS.SG)).map((e) => e.number);
        expect(numbers).toHaveLength(10);
        expect(new Set(numbers).size).toBe(10);
        const position = written.search(/[Rr]/);
        const pattern = new RegExp(`^${written.slice(0, position)}[0-9]${written.slice(position + 1)}$`);
        for (const number of numbers) expect(number).toMatch(pattern);
      }),
    );
  });

  it('a kBet has 24 / 12 / 6 / 4 entries for ABCD / AABC / AABB / AAAB, each a distinct permutation', () => {
    fc.assert(
      fc.property(patterned, ({ number, count }) => {
        const numbers = entriesOf(parseBetLine(`${number}k 1-1`, CONTEXTS.SG)).map((e) => e.number);
        expect(numbers).toHaveLength(count);
        expect(new Set(numbers).size).toBe(count);
        const sorted = (n: string) => [...n].sort().join('');
        for (const permutation of numbers) expect(sorted(permutation)).toBe(sorted(number));
      }),
    );
  });

  it('an iBet covers the same permutations for the cost of one unit', () => {
    fc.assert(
      fc.property(patterned, ({ number, count }) => {
        const parsed = parseBetLine(`0 ${number}i 1-1`, CONTEXTS.SG);
        const [entry] = entriesOf(parsed);
        expect(entry?.betType === 'iBet' && entry.permutations).toHaveLength(count);
        expect(parsed).toMatchObject({ tickets: 3, costCents: 600 });
      }),
    );
  });

  it("a message's totals are the sums of its lines", () => {
    fc.assert(
      fc.property(fc.array(fourDLine('SG'), { maxLength: 12 }), (generated) => {
        const lines = generated.map((line) => line.text.replace(/[\r\n]/g, ' '));
        const message = parseBetMessage(lines.join('\n'), CONTEXTS.SG);
        const one = lines.map((line) => parseBetLine(line, CONTEXTS.SG));
        expect(message.validLines).toBe(lines.length);
        expect(message.tickets).toBe(one.reduce((total, line) => total + (line.ok ? line.tickets : 0), 0));
        expect(message.costCents).toBe(one.reduce((total, line) => total + (line.ok ? line.costCents : 0), 0));
        expect(message.smsLimit.setsExceeded).toBe(lines.length > 10);
      }),
    );
  });
});

describe('any input', () => {
  const NOTATION_CHARACTERS = [...'0123456789RrIiKkHhQqMm-./*TtOoEe x', '\t', '\u3000', '\ud83d'];
  const notationSoup = fc.string({ unit: fc.constantFrom(...NOTATION_CHARACTERS), maxLength: 16 });
  const utf16Soup = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) });
  const inputs = {
    'fc.string (printable ASCII)': fc.string(),
    'fc.string binary (full Unicode; fast-check 4 has no fullUnicodeString)': fc.string({ unit: 'binary' }),
    'fc.string grapheme': fc.string({ unit: 'grapheme' }),
    'UTF-16 code units, lone surrogates included': utf16Soup,
    'characters of the notation': notationSoup,
    'valid lines': validLine.map((line) => line.text),
  };
  const characters = (text: string) => [...text].length;

  it.each(Object.entries(inputs))('never throws, and gives entries or a column within the line: %s', (_, input) => {
    fc.assert(
      fc.property(input, fc.constantFrom(...Object.values(CONTEXTS)), (line, context) => {
        const parsed = parseBetLine(line, context);
        if (parsed.ok) {
          expect(parsed.entries.length).toBeGreaterThan(0);
          expect(parsed.costCents).toBeGreaterThan(0);
        } else {
          expect(parsed.lineNumber).toBe(1);
          expect(parsed.column).toBeGreaterThanOrEqual(1);
          expect(parsed.column).toBeLessThanOrEqual(characters(line) + 1);
          expect(parsed.message.length).toBeGreaterThan(0);
        }
        expect(() => parseBetMessage(`${line}\n${line}`, context)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it.each(Object.entries(inputs))('is insensitive to leading and trailing whitespace: %s', (_, input) => {
    fc.assert(
      fc.property(input, gap(0), gap(0), fc.constantFrom(...Object.values(CONTEXTS)), (line, before, after, context) => {
        const plain = parseBetLine(line, context);
        const padded = parseBetLine(`${before}${line}${after}`, context);
        if (plain.ok) {
          expect(JSON.stringify(padded)).toBe(JSON.stringify(plain));
        } else if (plain.code === 'empty-line') {
          expect(padded).toEqual(plain);
        } else {
          expect(padded).toEqual({ ...plain, column: plain.column + characters(before) });
        }
      }),
      { numRuns: 300 },
    );
  });
});
