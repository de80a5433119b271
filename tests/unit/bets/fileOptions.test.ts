/**
 * StrictNumber and AcceptDecimals of an uploaded file (spec 02 §5) as parser decisions
 * (domain/bets/fileOptions.ts): what each option accepts and rejects, with the messages a person reads.
 */
import { describe, expect, it } from 'vitest';
import {
  BET_NOTATION_DECISIONS,
  DEFAULT_FILE_PROCESSING_OPTIONS,
  fileParser,
  fileProcessingDecisions,
  parseBetLine,
  type ParseContext,
  type ParsedLine,
} from '../../../domain/bets/index.ts';

const SG: ParseContext = { location: 'SG', nextDraw: ['Wed'] };
const TT: ParseContext = { location: 'TT', nextDraw: ['Mon'] };
const SHORT = 'A number has 4 digits (0-9); to roll one position write R in its place, e.g. R234';
const DECIMALS = 'Big amount must be a whole number (H- is 0.5, Q- is 0.25)';
const TOTO_DECIMALS = 'The TOTO ticket amount must be a whole number';

const STRICT = { strictNumber: true, acceptDecimals: false };
const LOOSE = { strictNumber: false, acceptDecimals: true };

const line = (text: string, options = STRICT, context = SG): ParsedLine => fileParser(options).parseBetLine(text, context);
const summary = (parsed: ParsedLine) =>
  parsed.ok ? { number: parsed.number, bigCents: parsed.bigCents, totoAmountCents: parsed.totoAmountCents } : parsed.message;

describe('file processing options', () => {
  it('default to StrictNumber true and AcceptDecimals false, and change nothing else of the notation', () => {
    expect(DEFAULT_FILE_PROCESSING_OPTIONS).toEqual(STRICT);
    expect(fileProcessingDecisions(STRICT)).toEqual({ ...BET_NOTATION_DECISIONS, shortNumbers: 'reject', bigDecimalPlaces: 0 });
    expect(fileProcessingDecisions(LOOSE)).toEqual({ ...BET_NOTATION_DECISIONS, shortNumbers: 'pad-with-zeros', bigDecimalPlaces: 2 });
  });

  it.each([
    ['123 1-1', SHORT, { number: '0123', bigCents: 100, totoAmountCents: 0 }],
    ['0 12 1-1', SHORT, { number: '0012', bigCents: 100, totoAmountCents: 0 }],
    ['0 7 2-', SHORT, { number: '0007', bigCents: 200, totoAmountCents: 0 }],
    ['12k 1-1', SHORT, { number: '0012', bigCents: 100, totoAmountCents: 0 }],
  ])('StrictNumber: %s is rejected when true and read with leading zeros when false', (text, strict, loose) => {
    expect(summary(line(text, STRICT))).toBe(strict);
    expect(summary(line(text, { ...STRICT, strictNumber: false }))).toEqual(loose);
  });

  it('never pads a roll, a number glued to its amount, or a first token of one digit (a day code)', () => {
    const loose = { ...STRICT, strictNumber: false };
    expect(summary(line('R23 1-1', loose))).toBe(SHORT);
    expect(summary(line('123-1', loose))).toBe(SHORT);
    expect(summary(line('5 1-1', loose))).toBe('Day code 5 does not exist at SG: use 0, 2, 3, 6, 7');
    expect(summary(line('12345 1-1', loose))).toBe('A number has exactly 4 digits');
  });

  it('pads a short TOTO number when StrictNumber is false', () => {
    expect(summary(line('1 123/-2', { ...STRICT, strictNumber: false }, TT))).toEqual({ number: '0123', bigCents: 0, totoAmountCents: 200 });
    expect(summary(line('1 123/-2', STRICT, TT))).toBe(SHORT);
  });

  it.each([
    ['1234 1.5-1', DECIMALS, { number: '1234', bigCents: 150, totoAmountCents: 0 }],
    ['1234 2.25-', DECIMALS, { number: '1234', bigCents: 225, totoAmountCents: 0 }],
    ['1 1234/-1.5', TOTO_DECIMALS, { number: '1234', bigCents: 0, totoAmountCents: 150 }],
  ])('AcceptDecimals: %s is rejected when false and read to the cent when true', (text, rejection, accepted) => {
    const context = text.includes('/') ? TT : SG;
    expect(summary(line(text, STRICT, context))).toBe(rejection);
    expect(summary(line(text, { ...STRICT, acceptDecimals: true }, context))).toEqual(accepted);
  });

  it('keeps the H- and Q- forms and the whole small amount whatever AcceptDecimals says', () => {
    for (const options of [STRICT, LOOSE]) {
      expect(summary(line('1234 H-1', options))).toEqual({ number: '1234', bigCents: 50, totoAmountCents: 0 });
      expect(summary(line('1234 Q-', options))).toEqual({ number: '1234', bigCents: 25, totoAmountCents: 0 });
      expect(summary(line('1234 1-1.5', options))).toBe('Small amount must be a whole number');
    }
  });

  it('leaves the product parser (Place Bets) as it was: 4-digit numbers, amounts to the cent', () => {
    expect(summary(parseBetLine('123 1-1', SG))).toBe(SHORT);
    expect(summary(parseBetLine('1234 1.5-1', SG))).toEqual({ number: '1234', bigCents: 150, totoAmountCents: 0 });
  });

  it('compiles one parser per combination of options', () => {
    expect(fileParser({ ...STRICT })).toBe(fileParser(STRICT));
    expect(fileParser(LOOSE)).not.toBe(fileParser(STRICT));
  });
});
