/**
 * The bet notation by example (design/BET-NOTATION.md, spec 02 §5 and §2.9): exact entries, tickets
 * and cost of valid lines at each location, exact column and message of invalid ones, and messages.
 */
import { describe, expect, it } from 'vitest';
import {
  BET_NOTATION_DECISIONS,
  createBetParser,
  expandEntries,
  parseBetLine,
  parseBetMessage,
  type BetEntry,
  type BetType,
  type DrawDay,
  type FourDEntry,
  type ParseContext,
  type ParsedLine,
  type TotoForm,
} from '../../../domain/bets/index.ts';

const SG: ParseContext = { location: 'SG', nextDraw: ['Wed'] };
const MG: ParseContext = { location: 'MG', nextDraw: ['Sat'] };
const TT: ParseContext = { location: 'TT', nextDraw: ['Thu'] };

const WED_SAT_SUN: DrawDay[] = ['Wed', 'Sat', 'Sun'];
const SAT_SUN: DrawDay[] = ['Sat', 'Sun'];

/** Entries of one stake on each number; costCents is each entry's cost, written out. */
const stakeEntries = (
  betType: FourDEntry['betType'],
  numbers: string[],
  draws: DrawDay[],
  bigCents: number,
  smallCents: number,
  costCents: number,
): BetEntry[] => numbers.map((number) => ({ betType, number, draws, bigCents, smallCents, costCents }));

const ROLL_R234 = ['0234', '1234', '2234', '3234', '4234', '5234', '6234', '7234', '8234', '9234'];
const ROLL_1R34 = ['1034', '1134', '1234', '1334', '1434', '1534', '1634', '1734', '1834', '1934'];
const ROLL_12R4 = ['1204', '1214', '1224', '1234', '1244', '1254', '1264', '1274', '1284', '1294'];
const ROLL_123R = ['1230', '1231', '1232', '1233', '1234', '1235', '1236', '1237', '1238', '1239'];
// Distinct permutations, ascending.
const PERMS_1234 = [
  '1234', '1243', '1324', '1342', '1423', '1432', '2134', '2143', '2314', '2341', '2413', '2431',
  '3124', '3142', '3214', '3241', '3412', '3421', '4123', '4132', '4213', '4231', '4312', '4321',
]; // prettier-ignore
const PERMS_1123 = ['1123', '1132', '1213', '1231', '1312', '1321', '2113', '2131', '2311', '3112', '3121', '3211'];
const PERMS_1122 = ['1122', '1212', '1221', '2112', '2121', '2211'];
const PERMS_1112 = ['1112', '1121', '1211', '2111'];

interface ValidExample {
  context: ParseContext;
  line: string;
  betType: BetType;
  draws: DrawDay[];
  entries: BetEntry[];
  tickets: number;
  costCents: number;
}

const straight = (context: ParseContext, line: string, draws: DrawDay[], big: number, small: number): ValidExample => ({
  context,
  line,
  betType: 'straight',
  draws,
  entries: stakeEntries('straight', [line.trim().match(/\d{4}/)![0]], draws, big, small, (big + small) * draws.length),
  tickets: draws.length,
  costCents: (big + small) * draws.length,
});

describe('valid lines: entries, tickets and cost', () => {
  const examples: ValidExample[] = [
    // SG day codes, and the next draw when there is none
    straight(SG, '0 1234 1-2', WED_SAT_SUN, 100, 200),
    straight(SG, '2 1234 1-2', SAT_SUN, 100, 200),
    straight(SG, '3 1234 1-2', ['Wed'], 100, 200),
    straight(SG, '6 1234 1-2', ['Sat'], 100, 200),
    straight(SG, '7 1234 1-2', ['Sun'], 100, 200),
    straight(SG, '1234 1-2', ['Wed'], 100, 200),
    // stakes: H- and Q-, big only, small only, cents
    straight(SG, '1234 H-', ['Wed'], 50, 0),
    straight(SG, '1234 Q-', ['Wed'], 25, 0),
    straight(SG, '0 1234 H-3', WED_SAT_SUN, 50, 300),
    straight(SG, '1234 q-1', ['Wed'], 25, 100),
    straight(SG, '1234 1-', ['Wed'], 100, 0),
    straight(SG, '1234 0-1', ['Wed'], 0, 100),
    straight(SG, '1234 1.5-1', ['Wed'], 150, 100),
    straight(SG, '1234 2.25-0', ['Wed'], 225, 0),
    straight(SG, '1234 10-20', ['Wed'], 1000, 2000),
    // whitespace: none before the stake, tabs, runs, padding, no-break and ideographic spaces
    straight(SG, '12341-2', ['Wed'], 100, 200),
    straight(SG, '0\t1234\t1-2', WED_SAT_SUN, 100, 200),
    straight(SG, '  2   1234    1-2  ', SAT_SUN, 100, 200),
    straight(SG, '6\u00a01234\u00a01-2', ['Sat'], 100, 200),
    straight(SG, '\u30007\u30001234\u30001-2\u3000', ['Sun'], 100, 200),
    // MG: the same days with M, the Tuesday special 9M
    straight(MG, '0M 1234 1-1', WED_SAT_SUN, 100, 100),
    straight(MG, '2M 1234 1-1', SAT_SUN, 100, 100),
    straight(MG, '3M 1234 1-1', ['Wed'], 100, 100),
    straight(MG, '6M 1234 1-1', ['Sat'], 100, 100),
    straight(MG, '7M 1234 1-1', ['Sun'], 100, 100),
    straight(MG, '9M 1234 1-1', ['Tue'], 100, 100),
    straight(MG, '9m 1234 1-1', ['Tue'], 100, 100),
    straight(MG, '1234 1-1', ['Sat'], 100, 100),
    // roll, R or r, in each position: 10 entries at the full stake
    ...(
      [
        ['R234 1-1', ROLL_R234],
        ['1R34 1-1', ROLL_1R34],
        ['12R4 1-1', ROLL_12R4],
        ['123R 1-1', ROLL_123R],
        ['r234 1-1', ROLL_R234],
        ['1r34 1-1', ROLL_1R34],
        ['12r4 1-1', ROLL_12R4],
        ['123r 1-1', ROLL_123R],
      ] as const
    ).map(
      ([line, numbers]): ValidExample => ({
        context: SG,
        line,
        betType: 'roll',
        draws: ['Wed'],
        entries: stakeEntries('roll', [...numbers], ['Wed'], 100, 100, 200),
        tickets: 10,
        costCents: 2000,
      }),
    ),
    {
      context: SG,
      line: '2 R234 H-1',
      betType: 'roll',
      draws: SAT_SUN,
      entries: stakeEntries('roll', ROLL_R234, SAT_SUN, 50, 100, 300),
      tickets: 20,
      costCents: 3000,
    },
    // kBet: a full unit per distinct permutation, 24 / 12 / 6 / 4
    ...(
      [
        ['1234k 1-0', PERMS_1234],
        ['1123k 1-0', PERMS_1123],
        ['1122K 1-0', PERMS_1122],
        ['1112k 1-0', PERMS_1112],
      ] as const
    ).map(
      ([line, numbers]): ValidExample => ({
        context: SG,
        line,
        betType: 'kBet',
        draws: ['Wed'],
        entries: stakeEntries('kBet', [...numbers], ['Wed'], 100, 0, 100),
        tickets: numbers.length,
        costCents: numbers.length * 100,
      }),
    ),
    {
      context: SG,
      line: '0 1122k Q-1',
      betType: 'kBet',
      draws: WED_SAT_SUN,
      entries: stakeEntries('kBet', PERMS_1122, WED_SAT_SUN, 25, 100, 375),
      tickets: 18,
      costCents: 2250,
    },
    // iBet: one unit spread over the permutations, so the cost of one unit per draw
    {
      context: SG,
      line: '1234i 1-2',
      betType: 'iBet',
      draws: ['Wed'],
      entries: [{ betType: 'iBet', number: '1234', draws: ['Wed'], bigCents: 100, smallCents: 200, costCents: 300, permutations: PERMS_1234 }],
      tickets: 1,
      costCents: 300,
    },
    {
      context: SG,
      line: '0 1112I H-',
      betType: 'iBet',
      draws: WED_SAT_SUN,
      entries: [{ betType: 'iBet', number: '1112', draws: WED_SAT_SUN, bigCents: 50, smallCents: 0, costCents: 150, permutations: PERMS_1112 }],
      tickets: 3,
      costCents: 150,
    },
  ];

  it.each(examples)('$context.location "$line"', ({ context, line, betType, draws, entries, tickets, costCents }) => {
    const parsed = parseBetLine(line, context);
    expect(parsed).toMatchObject({ ok: true, lineNumber: 1, betType, draws, tickets, costCents });
    expect(parsed.ok && parsed.entries).toEqual(entries);
  });

  it('normalises a roll as written: R at the rolled position', () => {
    expect(parseBetLine('1r34 1-1', SG)).toMatchObject({ number: '1R34', bigCents: 100, smallCents: 100 });
  });

  it('expands entries once, keeps them in JSON, and rebuilds them from a structured clone', () => {
    const parsed = parseBetLine('2 1123k 1-1', SG);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.entries).toBe(parsed.entries);
    const expected = stakeEntries('kBet', PERMS_1123, SAT_SUN, 100, 100, 400);
    expect(JSON.parse(JSON.stringify(parsed))).toMatchObject({ ok: true, number: '1123', tickets: 24, entries: expected });
    const clone = structuredClone(parsed);
    expect(clone).not.toHaveProperty('entries');
    expect(expandEntries(clone)).toEqual(expected);
  });
});

describe('TOTO forms at TT', () => {
  const forms: [string, TotoForm][] = [
    ['1234/-2', '/'],
    ...([2, 3, 4, 5, 6, 7] as const).map((n): [string, TotoForm] => [`1234/${n}-2`, `/${n}`]),
    ...([2, 3, 4] as const).map((n): [string, TotoForm] => [`1234${n}*-2`, `${n}*`]),
    ...([2, 3, 4] as const).map((n): [string, TotoForm] => [`1234*${n}-2`, `*${n}`]),
    ['1234TO-2', 'TO'],
    ['1234TE-2', 'TE'],
    ['1234TT-2', 'TT'],
    ['1234 tt-2', 'TT'],
    ['1234 /3-2', '/3'],
  ];

  it.each(forms)('"%s" is form %s, for the next draw', (line, totoForm) => {
    const parsed = parseBetLine(line, TT);
    expect(parsed).toMatchObject({ ok: true, betType: 'toto', totoForm, totoAmountCents: 200, tickets: 1, costCents: 200 });
    expect(parsed.ok && parsed.entries).toEqual([
      { betType: 'toto', number: '1234', draws: ['Thu'], totoForm, amountCents: 200, costCents: 200 },
    ]);
  });

  it.each([
    ['1 5678 /3-1.5', ['Mon'], '/3', 150],
    ['4 56782*-10', ['Thu'], '2*', 1000],
  ] as const)('"%s" takes its day code and amount', (line, draws, totoForm, amountCents) => {
    const parsed = parseBetLine(line, TT);
    expect(parsed.ok && parsed.entries).toEqual([
      { betType: 'toto', number: '5678', draws, totoForm, amountCents, costCents: amountCents },
    ]);
  });

  it.each([
    [SG, '1234/-2', 5],
    [MG, '1234TT-2', 5],
    [SG, '1234 *2-2', 6],
    [SG, '0 12343*-2', 7],
  ] as const)('are rejected at %s: "%s"', (context, line, column) => {
    expect(parseBetLine(line, context)).toMatchObject({
      ok: false,
      column,
      code: 'toto-location',
      message: 'TOTO forms (/, /2 to /7, 2* to 4*, *2 to *4, TO, TE, TT) are only for TT',
    });
  });
});

describe('invalid lines: column and message', () => {
  const examples: [ParseContext, string, number, string][] = [
    // day codes at the wrong location, or none such
    [SG, '1 1234 1-2', 1, 'Day code 1 is only for TT'],
    [SG, '4 1234 1-2', 1, 'Day code 4 is only for TT'],
    [SG, '0M 1234 1-2', 1, 'Day code 0M is only for MG'],
    [SG, '9M 1234 1-2', 1, 'Day code 9M is only for MG'],
    [MG, '0 1234 1-2', 1, 'Day code 0 is only for SG'],
    [MG, '1 1234 1-2', 1, 'Day code 1 is only for TT'],
    [TT, '7 1234/-2', 1, 'Day code 7 is only for SG'],
    // a TT draw takes a TOTO result only: a 4D line there could never win, so it is refused, not charged
    [TT, '1 1234 1-1', 8, '4D big-small bets are not sold at TT: write a TOTO form, e.g. 1234/-2'],
    [TT, '4 1234 1-1', 8, '4D big-small bets are not sold at TT: write a TOTO form, e.g. 1234/-2'],
    [TT, '1234 1-1', 6, '4D big-small bets are not sold at TT: write a TOTO form, e.g. 1234/-2'],
    [TT, '1 R234 1-1', 8, '4D big-small bets are not sold at TT: write a TOTO form, e.g. 1234/-2'],
    [TT, '1 1234i 1-1', 9, '4D big-small bets are not sold at TT: write a TOTO form, e.g. 1234/-2'],
    [SG, '9 1234 1-2', 1, 'Day code 9 does not exist at SG: use 0, 2, 3, 6, 7'],
    [SG, '  5X 1234 1-2', 3, 'Day code 5X does not exist at SG: use 0, 2, 3, 6, 7'],
    [MG, '8M 1234 1-2', 1, 'Day code 8M does not exist at MG: use 0M, 2M, 3M, 6M, 7M, 9M'],
    [SG, '0', 2, 'A day code alone sets the day only on the first line of a message: write the bet after it, e.g. 0 1234 1-2'],
    [SG, '', 1, 'The line is empty: write a bet such as 1234 1-2'],
    [SG, ' \t ', 1, 'The line is empty: write a bet such as 1234 1-2'],
    // the number
    [SG, '123 1-1', 4, 'A number has 4 digits (0-9); to roll one position write R in its place, e.g. R234'],
    [SG, '12a4 1-1', 3, 'A number has 4 digits (0-9); to roll one position write R in its place, e.g. R234'],
    [SG, '0 12', 5, 'A number has 4 digits (0-9); to roll one position write R in its place, e.g. R234'],
    [SG, '12345 1-2', 5, 'A number has exactly 4 digits'],
    [SG, 'RR34 1-1', 2, 'Only one position can be rolled: write a single R'],
    [SG, '1R3r 1-1', 4, 'Only one position can be rolled: write a single R'],
    // suffixes
    [SG, '12R4i 1-1', 5, 'Roll (R) cannot be combined with i or k'],
    [SG, 'R234k 1-1', 5, 'Roll (R) cannot be combined with i or k'],
    [SG, '1111i 1-1', 5, '1111 has only one arrangement: i and k need a number with at least two different digits'],
    [SG, '0 2222K 1-1', 7, '2222 has only one arrangement: i and k need a number with at least two different digits'],
    [SG, '1234 i 1-2', 6, 'Write i or k right after the number, without a space, e.g. 1234i 1-2'],
    // the stake
    [SG, '1234 1-2.5', 9, 'Small amount must be a whole number'],
    [SG, '1234 1-H', 8, 'Small amount must be a whole number'],
    [SG, '1234 H-0.25', 9, 'Small amount must be a whole number'],
    [SG, '1234', 5, 'Write the amount as big-small after the number, e.g. 1234 1-2 (H- is 0.5, Q- is 0.25)'],
    [SG, '1234 -2', 6, 'Write the amount as big-small after the number, e.g. 1234 1-2 (H- is 0.5, Q- is 0.25)'],
    [SG, '1234 1', 7, "Write the amount as big-small with a '-' between them, e.g. 1-2, or 1- for big only"],
    [SG, '1234 1 - 2', 7, "Write the amount as big-small with a '-' between them, e.g. 1-2, or 1- for big only"],
    [SG, '1234 H', 7, "Write the amount as big-small with a '-' between them, e.g. 1-2, or 1- for big only"],
    [SG, '1234 0-0', 6, 'Big + small must be above zero'],
    [SG, '1234 0.00-', 6, 'Big + small must be above zero'],
    [SG, '1234 1.234-1', 10, 'Amounts go to the cent: at most 2 decimal places'],
    [SG, '1234 1.-1', 8, 'Write digits after the decimal point, e.g. 1.50'],
    [SG, '1234 1000000-1', 12, 'Amount too large: at most 999999'],
    [SG, '1234 1-2 x', 10, 'Unexpected text after the amount: write one bet per line'],
    [SG, '1234 1-2 5678 1-2', 10, 'Unexpected text after the amount: write one bet per line'],
    // TOTO forms
    [TT, '1234/8-1', 6, 'TOTO form /8 does not exist: use /, /2 to /7, 2* to 4*, *2 to *4, TO, TE or TT'],
    [TT, '1234*5-1', 6, 'TOTO form *5 does not exist: use /, /2 to /7, 2* to 4*, *2 to *4, TO, TE or TT'],
    [TT, '12341*-1', 5, 'TOTO form 1* does not exist: use /, /2 to /7, 2* to 4*, *2 to *4, TO, TE or TT'],
    [TT, '1234TX-1', 6, 'TOTO form TX does not exist: use /, /2 to /7, 2* to 4*, *2 to *4, TO, TE or TT'],
    [TT, '1234/', 6, "Write the TOTO ticket amount after a '-', e.g. 1234/-2"],
    [TT, '1234/-', 7, "Write the TOTO ticket amount after a '-', e.g. 1234/-2"],
    [TT, '1234/-0', 7, 'The TOTO ticket amount must be above zero'],
    [TT, 'R234/-1', 5, 'A TOTO form takes a plain 4-digit number, without R, i or k'],
    [TT, '1234k TO-1', 7, 'A TOTO form takes a plain 4-digit number, without R, i or k'],
    [TT, '1234/-1 2', 9, 'Unexpected text after the amount: write one bet per line'],
  ];

  it.each(examples)('%s "%s": column %i, %s', (context, line, column, message) => {
    expect(parseBetLine(line, context)).toMatchObject({ ok: false, lineNumber: 1, column, message });
  });

  it('counts a character outside the BMP as one column', () => {
    expect(parseBetLine('1234 1-2 😀', SG)).toMatchObject({ ok: false, column: 10 });
    expect(parseBetLine('😀😀', { location: 'XX' as never, nextDraw: ['Wed'] })).toMatchObject({ column: 1 });
  });
});

describe('messages', () => {
  const entryNumbers = (line: ParsedLine) => (line.ok ? line.entries.map((entry) => entry.number) : line.message);

  it('takes a first line holding only a day code as the header day of the lines without one', () => {
    const parsed = parseBetMessage('6\n1234 1-1\n\n0 5678 H-\n2R34 1-', SG);
    expect(parsed.header).toEqual({ lineNumber: 1, draws: ['Sat'] });
    expect(parsed.lines.map((line) => [line.lineNumber, line.ok && line.draws])).toEqual([
      [2, ['Sat']],
      [4, WED_SAT_SUN],
      [5, ['Sat']],
    ]);
    expect(parsed).toMatchObject({ tickets: 1 + 3 + 10, costCents: 200 + 150 + 1000, validLines: 3, invalidLines: 0 });
  });

  it('skips blank lines, reads \\r\\n and \\r line ends, and numbers lines as written', () => {
    const parsed = parseBetMessage('\r\n  \r\n7\r\n1234 1-1\r\r\n\t\n3 5678 1-', SG);
    expect(parsed.header).toEqual({ lineNumber: 3, draws: ['Sun'] });
    expect(parsed.lines.map((line) => [line.lineNumber, entryNumbers(line)])).toEqual([
      [4, ['1234']],
      [7, ['5678']],
    ]);
    expect(parsed.smsLimit).toMatchObject({ sets: 2, characters: 31 });
  });

  it('uses the next draw when there is no header day', () => {
    const parsed = parseBetMessage('1234 1-1\n5678 1-1', MG);
    expect(parsed.header).toBeNull();
    expect(parsed.lines.map((line) => line.ok && line.draws)).toEqual([['Sat'], ['Sat']]);
  });

  it.each([
    [MG, '9M\n1234 1-1', ['Tue']],
    [TT, '1\n1234/-2', ['Mon']],
  ] as const)('reads a header day at %s', (context, text, draws) => {
    expect(parseBetMessage(text, context).lines[0]).toMatchObject({ ok: true, draws });
  });

  it('rejects the lines that rely on an invalid header day instead of betting on the next draw', () => {
    const parsed = parseBetMessage('1\n1234 1-1\n0 5678 1-1', SG);
    expect(parsed.header).toBeNull();
    expect(parsed.lines).toMatchObject([
      { ok: false, lineNumber: 1, column: 1, message: 'Day code 1 is only for TT' },
      {
        ok: false,
        lineNumber: 2,
        column: 1,
        message: 'This line has no day code and the header day on line 1 is invalid: fix the header or add a day code',
      },
      { ok: true, lineNumber: 3 },
    ]);
    expect(parsed).toMatchObject({ validLines: 1, invalidLines: 2, tickets: 3, costCents: 600 });
  });

  it('rejects a day code alone after the first line', () => {
    const parsed = parseBetMessage('1234 1-1\n6\n5678 1-1', SG);
    expect(parsed.header).toBeNull();
    expect(parsed.lines[1]).toMatchObject({ ok: false, lineNumber: 2, column: 2, code: 'day-code-alone' });
    expect(parsed.lines[2]).toMatchObject({ ok: true, draws: ['Wed'] });
  });

  it('totals valid lines only and counts valid and invalid lines', () => {
    const parsed = parseBetMessage('1234 1-1\n1234 1-2.5\n1234k 1-\n\n12R4i 1-1', SG);
    expect(parsed).toMatchObject({ validLines: 2, invalidLines: 2, tickets: 25, costCents: 2600 });
    expect(parsed.lines.map((line) => (line.ok ? line.lineNumber : `${line.lineNumber}:${line.column}`))).toEqual([
      1,
      '2:9',
      3,
      '5:5',
    ]);
  });

  it('is empty for an empty or blank message', () => {
    for (const text of ['', '\n\n', '  \r\n\t']) {
      expect(parseBetMessage(text, SG)).toMatchObject({ lines: [], header: null, tickets: 0, costCents: 0 });
    }
  });

  describe('the SMS limit: 10 sets of numbers or 150 characters', () => {
    const sets = (count: number) => Array.from({ length: count }, (_, n) => `${String(n).padStart(4, '0')} 1-`).join('\n');

    it.each([
      [sets(10), 10, false],
      [`6\n${sets(10)}\n\n`, 10, false],
      [sets(11), 11, true],
      [`${sets(10)}\n1234 bad`, 11, true],
    ])('counts bet lines, valid or not, as sets (%#)', (text, count, setsExceeded) => {
      expect(parseBetMessage(text, SG).smsLimit).toMatchObject({ sets: count, maxSets: 10, setsExceeded });
    });

    it.each([
      [150, false],
      [151, true],
    ])('counts %i characters, line breaks included', (length, charactersExceeded) => {
      const text = `1234 1-1\n${' '.repeat(length - 9)}`;
      expect(parseBetMessage(text, SG).smsLimit).toEqual({
        sets: 1,
        characters: length,
        maxSets: 10,
        maxCharacters: 150,
        setsExceeded: false,
        charactersExceeded,
        exceeded: charactersExceeded,
      });
    });

    it('counts an emoji as one character', () => {
      expect(parseBetMessage('1234 1-1 😀', SG).smsLimit.characters).toBe(10);
    });
  });
});

describe('the decisions table drives the reading', () => {
  it('reads k as i when kMeans is iBet', () => {
    const parser = createBetParser({ ...BET_NOTATION_DECISIONS, kMeans: 'iBet' });
    expect(parser.parseBetLine('1234k 1-0', SG)).toMatchObject({ betType: 'iBet', tickets: 1, costCents: 100 });
  });

  it('reads i and k on 1111 as one permutation when not rejected', () => {
    const parser = createBetParser({ ...BET_NOTATION_DECISIONS, rejectIOrKWithoutPermutations: false });
    const parsed = parser.parseBetLine('1111k 1-0', SG);
    expect(parsed.ok && parsed.entries).toEqual(stakeEntries('kBet', ['1111'], ['Wed'], 100, 0, 100));
  });

  it('demands a day code on every line when lineWithoutDayCode is reject', () => {
    const parser = createBetParser({ ...BET_NOTATION_DECISIONS, lineWithoutDayCode: 'reject' });
    expect(parser.parseBetMessage('6\n1234 1-1', SG).lines[0]).toMatchObject({
      ok: false,
      column: 1,
      message: 'Start the line with a day code (0, 2, 3, 6, 7), e.g. 0 1234 1-2',
    });
  });

  it('ignores the header day when lineWithoutDayCode is next-draw', () => {
    const parser = createBetParser({ ...BET_NOTATION_DECISIONS, lineWithoutDayCode: 'next-draw' });
    expect(parser.parseBetMessage('6\n1234 1-1', SG).lines[0]).toMatchObject({ ok: true, draws: ['Wed'] });
  });

  it('reports a missing next draw', () => {
    expect(parseBetLine('1234 1-1', { location: 'SG', nextDraw: [] })).toMatchObject({
      ok: false,
      column: 1,
      message: 'There is no next draw to bet on: start the line with a day code (0, 2, 3, 6, 7)',
    });
  });

  it('reads letters in one case only when lettersIgnoreCase is false', () => {
    const parser = createBetParser({ ...BET_NOTATION_DECISIONS, lettersIgnoreCase: false });
    expect(parser.parseBetLine('1234i h-', SG)).toMatchObject({ ok: false, column: 7 });
    expect(parser.parseBetLine('1234I 1-', SG)).toMatchObject({ ok: false, column: 5 });
    expect(parser.parseBetLine('r234 1-', SG)).toMatchObject({ ok: true, betType: 'roll' }); // rollMarkers holds r
    expect(parser.parseBetLine('9m 1234 1-', MG)).toMatchObject({ ok: false, column: 1 });
  });

  it('takes whole big amounts only when bigDecimalPlaces is 0', () => {
    const parser = createBetParser({ ...BET_NOTATION_DECISIONS, bigDecimalPlaces: 0 });
    expect(parser.parseBetLine('1234 1.5-1', SG)).toMatchObject({
      ok: false,
      column: 7,
      message: 'Big amount must be a whole number (H- is 0.5, Q- is 0.25)',
    });
  });

  it('reads day codes and locations from the table', () => {
    const parser = createBetParser({
      ...BET_NOTATION_DECISIONS,
      dayCodes: { ...BET_NOTATION_DECISIONS.dayCodes, MG: { ...BET_NOTATION_DECISIONS.dayCodes.MG, '0': ['Wed'] } },
      bigSmallLocations: ['SG', 'MG', 'TT'],
    });
    expect(parser.parseBetLine('0 1234 1-1', MG)).toMatchObject({ ok: true, draws: ['Wed'] });
    expect(parser.parseBetLine('1234 1-1', TT)).toMatchObject({ ok: true, draws: ['Thu'] });
    // The product's own table: no 4D at TT (a TT draw takes a TOTO result only).
    expect(BET_NOTATION_DECISIONS.bigSmallLocations).not.toContain('TT');
  });

  it('refuses a malformed day code in the table when the parser is built', () => {
    const dayCodes = { ...BET_NOTATION_DECISIONS.dayCodes, SG: { '10': ['Wed'] as DrawDay[] } };
    expect(() => createBetParser({ ...BET_NOTATION_DECISIONS, dayCodes })).toThrow('Day code "10" (SG)');
  });

  it('refuses a location it does not know, on every line, without throwing', () => {
    const context = { location: 'XX', nextDraw: ['Wed'] } as unknown as ParseContext;
    expect(parseBetLine('1234 1-1', context)).toMatchObject({
      ok: false,
      column: 1,
      message: 'Unknown location "XX": bets are taken for SG, MG or TT',
    });
    expect(parseBetMessage('1234 1-1\n\n5678 1-1', context)).toMatchObject({ validLines: 0, invalidLines: 2 });
  });
});
