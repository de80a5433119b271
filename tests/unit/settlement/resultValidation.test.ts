/**
 * Result entry (issue 15, Draw Setting): a 4D result is 23 distinct 4-digit numbers, a TOTO result 6
 * distinct numbers of 1-49 and a distinct additional number. Every problem is reported on its field with
 * its message, and a result with any problem is not built.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RESULT_MESSAGES,
  resultFieldKey,
  validateFourDResult,
  validateTotoResult,
  type FourDResultEntry,
  type ResultProblem,
  type TotoResultEntry,
} from '../../../domain/settlement/index.ts';
import { number4, PLACES } from './fixtures.ts';

const STARTERS = ['1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009', '1010'];
const CONSOLATIONS = ['2001', '2002', '2003', '2004', '2005', '2006', '2007', '2008', '2009', '2010'];
const VALID: FourDResultEntry = {
  first: '1234',
  second: '0001',
  third: '9999',
  starters: STARTERS,
  consolations: CONSOLATIONS,
};

/** The problems as `field: message`, the result as a whole written `result`. */
const described = (problems: readonly ResultProblem[]) =>
  problems.map(({ field, message }) => `${field ? resultFieldKey(field) : 'result'}: ${message}`);

function problemsOf(validation: ReturnType<typeof validateFourDResult> | ReturnType<typeof validateTotoResult>) {
  if (validation.ok) throw new Error('expected the result to be refused');
  return described(validation.problems);
}

/** A 4D entry from 23 texts in the order of the prize table. */
const fourDEntry = (texts: readonly string[]): FourDResultEntry => ({
  first: texts[0]!,
  second: texts[1]!,
  third: texts[2]!,
  starters: texts.slice(3, 13),
  consolations: texts.slice(13, 23),
});
/** The 23 fields in the order of the prize table: key and label, written out. */
const FIELDS: readonly (readonly [key: string, label: string])[] = [
  ['first-1', '1st prize'],
  ['second-1', '2nd prize'],
  ['third-1', '3rd prize'],
  ...STARTERS.map((_, index) => [`starter-${index + 1}`, `Starter ${index + 1}`] as const),
  ...CONSOLATIONS.map((_, index) => [`consolation-${index + 1}`, `Consolation ${index + 1}`] as const),
];
const FIELD_KEYS = FIELDS.map(([key]) => key);
const missing = (place: number) => `${FIELDS[place]![0]}: ${FIELDS[place]![1]} is empty: enter its 4-digit number.`;

describe('a 4D result', () => {
  it('of 23 distinct 4-digit numbers is accepted as entered, spaces around a number ignored', () => {
    expect(validateFourDResult({ ...VALID, first: ' 1234 ', starters: [...STARTERS.slice(0, 9), '1010\t'] })).toEqual({
      ok: true,
      result: { game: '4D', ...VALID },
    });
  });

  it.each<[string, Partial<FourDResultEntry>, string[]]>([
    [
      '22 numbers (a Starter left empty)',
      { starters: STARTERS.slice(0, 9) },
      ['result: 22 numbers were entered; a 4D draw has 23.', 'starter-10: Starter 10 is empty: enter its 4-digit number.'],
    ],
    [
      'a duplicate (Starter 4 is the 1st prize)',
      { starters: ['1001', '1002', '1003', '1234', ...STARTERS.slice(4)] },
      ['starter-4: Starter 4: 1234 is already the 1st prize.'],
    ],
    [
      'a number drawn in a later place again (Consolation 2 is Starter 7)',
      { consolations: ['2001', '1007', ...CONSOLATIONS.slice(2)] },
      ['consolation-2: Consolation 2: 1007 is already Starter 7.'],
    ],
    ['5 digits', { second: '12345' }, ['second-1: A number has 4 digits (0-9).']],
    ['3 digits', { third: '123' }, ['third-1: A number has 4 digits (0-9).']],
    ['a letter', { starters: ['1O01', ...STARTERS.slice(1)] }, ['starter-1: A number has 4 digits (0-9).']],
    ['full-width digits', { first: '１２３４' }, ['first-1: A number has 4 digits (0-9).']],
    [
      '24 numbers (an 11th Consolation)',
      { consolations: [...CONSOLATIONS, '3000'] },
      [
        'result: 24 numbers were entered; a 4D draw has 23.',
        'consolation-11: A 4D draw has 10 Consolation numbers: remove Consolation 11.',
      ],
    ],
    [
      'an empty form',
      { first: '', second: '', third: '', starters: [], consolations: [] },
      ['result: 0 numbers were entered; a 4D draw has 23.', ...FIELDS.map((_, place) => missing(place))],
    ],
    [
      'several problems at once, all reported',
      { first: '12', second: '9999', starters: ['1001', '', ...STARTERS.slice(2)] },
      [
        'result: 22 numbers were entered; a 4D draw has 23.',
        'first-1: A number has 4 digits (0-9).',
        'third-1: 3rd prize: 9999 is already the 2nd prize.',
        'starter-2: Starter 2 is empty: enter its 4-digit number.',
      ],
    ],
  ])('is refused with %s, on its field', (_, change, expected) => {
    expect(problemsOf(validateFourDResult({ ...VALID, ...change }))).toEqual(expected);
  });

  it('gives a translation the facts beyond field and code: the count entered, the field already holding a number', () => {
    const starters = ['1001', '1002', '1003', '1234', ...STARTERS.slice(4, 9)];
    const validation = validateFourDResult({ ...VALID, starters });
    expect(validation).toEqual({
      ok: false,
      problems: [
        { field: null, code: 'four-d-count', message: '22 numbers were entered; a 4D draw has 23.', entered: 22 },
        {
          field: { prize: 'starter', position: 4 },
          code: 'four-d-duplicate',
          message: 'Starter 4: 1234 is already the 1st prize.',
          sameAs: { prize: 'first', position: 1 },
        },
        {
          field: { prize: 'starter', position: 10 },
          code: 'four-d-missing',
          message: 'Starter 10 is empty: enter its 4-digit number.',
        },
      ],
    });
  });

  it('1 number entered is written in the singular', () => {
    expect(RESULT_MESSAGES['four-d-count'](1)).toBe('1 number was entered; a 4D draw has 23.');
  });

  const distinct23 = fc.uniqueArray(number4, { minLength: PLACES, maxLength: PLACES });
  const anyPlace = fc.integer({ min: 0, max: PLACES - 1 });

  it('any 23 distinct 4-digit numbers are accepted, exactly as entered', () => {
    fc.assert(
      fc.property(distinct23, (numbers) => {
        const entry = fourDEntry(numbers);
        expect(validateFourDResult(entry)).toEqual({ ok: true, result: { game: '4D', ...entry } });
      }),
    );
  });

  it('a field left empty is named, and the count says 22', () => {
    fc.assert(
      fc.property(distinct23, fc.integer({ min: 0, max: PLACES - 1 }), (numbers, place) => {
        const texts = numbers.map((n, index) => (index === place ? '  ' : n));
        expect(problemsOf(validateFourDResult(fourDEntry(texts)))).toEqual([
          'result: 22 numbers were entered; a 4D draw has 23.',
          missing(place),
        ]);
      }),
    );
  });

  it('a number entered twice is refused on the later field, naming the earlier', () => {
    fc.assert(
      fc.property(distinct23, fc.uniqueArray(anyPlace, { minLength: 2, maxLength: 2 }), (numbers, pair) => {
        const [earlier, later] = [Math.min(...pair), Math.max(...pair)];
        const texts = numbers.map((n, index) => (index === later ? numbers[earlier]! : n));
        const problems = problemsOf(validateFourDResult(fourDEntry(texts)));
        expect(problems).toHaveLength(1);
        expect(problems[0]).toMatch(new RegExp(`^${FIELD_KEYS[later]}: .*: ${numbers[earlier]} is already `));
      }),
    );
  });

  it('anything but 4 digits 0-9 is refused on its field', () => {
    const notFourDigits = fc
      .string({ maxLength: 6 })
      .filter((text) => text.trim() !== '' && !/^[0-9]{4}$/.test(text.trim()));
    fc.assert(
      fc.property(distinct23, fc.integer({ min: 0, max: PLACES - 1 }), notFourDigits, (numbers, place, text) => {
        const texts = numbers.map((n, index) => (index === place ? text : n));
        const expected = `${FIELD_KEYS[place]}: A number has 4 digits (0-9).`;
        expect(problemsOf(validateFourDResult(fourDEntry(texts)))).toEqual([expected]);
      }),
    );
  });
});

describe('a TOTO result', () => {
  const VALID_TOTO: TotoResultEntry = { numbers: ['3', '12', '20', '34', '41', '49'], additional: '7' };

  it('of 6 distinct numbers of 1-49 and a distinct additional number is accepted, 07 read as 7', () => {
    expect(validateTotoResult({ numbers: ['03', '12', '20', ' 34', '41', '49'], additional: '07' })).toEqual({
      ok: true,
      result: { game: 'TOTO', numbers: [3, 12, 20, 34, 41, 49], additional: 7 },
    });
  });

  it.each<[string, Partial<TotoResultEntry>, string[]]>([
    ['50', { numbers: ['3', '12', '20', '34', '41', '50'] }, ['toto-6: TOTO numbers are 1 to 49.']],
    ['0', { additional: '0' }, ['additional-1: TOTO numbers are 1 to 49.']],
    ['a word', { numbers: ['three', '12', '20', '34', '41', '49'] }, ['toto-1: TOTO numbers are 1 to 49.']],
    ['a decimal', { numbers: ['3.5', '12', '20', '34', '41', '49'] }, ['toto-1: TOTO numbers are 1 to 49.']],
    [
      'a duplicate among the six',
      { numbers: ['3', '12', '20', '12', '41', '49'] },
      ['toto-4: Number 4: 12 is already number 2.'],
    ],
    [
      'an additional number among the six',
      { additional: '41' },
      ['additional-1: The additional number: 41 is already number 5.'],
    ],
    [
      '5 numbers',
      { numbers: ['3', '12', '20', '34', '41'] },
      [
        'result: 6 numbers were entered; a TOTO draw has 6 numbers and the additional number.',
        'toto-6: Number 6 is empty: enter a number from 1 to 49.',
      ],
    ],
    [
      'no additional number',
      { additional: '' },
      [
        'result: 6 numbers were entered; a TOTO draw has 6 numbers and the additional number.',
        'additional-1: The additional number is empty: enter a number from 1 to 49.',
      ],
    ],
    [
      '7 winning numbers',
      { numbers: ['3', '12', '20', '34', '41', '49', '1'] },
      [
        'result: 8 numbers were entered; a TOTO draw has 6 numbers and the additional number.',
        'toto-7: A TOTO draw has 6 winning numbers: remove Number 7.',
      ],
    ],
  ])('is refused with %s, on its field', (_, change, expected) => {
    expect(problemsOf(validateTotoResult({ ...VALID_TOTO, ...change }))).toEqual(expected);
  });

  it('any 7 distinct numbers of 1-49 are accepted; any number outside 1-49 in any field is refused there', () => {
    const seven = fc.uniqueArray(fc.integer({ min: 1, max: 49 }), { minLength: 7, maxLength: 7 });
    fc.assert(
      fc.property(seven, fc.integer({ min: 0, max: 6 }), fc.integer({ min: 50, max: 99 }), (values, place, outside) => {
        const texts = values.map(String);
        const entry = (all: string[]): TotoResultEntry => ({ numbers: all.slice(0, 6), additional: all[6]! });
        expect(validateTotoResult(entry(texts))).toEqual({
          ok: true,
          result: { game: 'TOTO', numbers: values.slice(0, 6), additional: values[6] },
        });
        const key = place === 6 ? 'additional-1' : `toto-${place + 1}`;
        const wrong = texts.map((text, index) => (index === place ? String(outside) : text));
        expect(problemsOf(validateTotoResult(entry(wrong)))).toEqual([`${key}: TOTO numbers are 1 to 49.`]);
      }),
    );
  });
});
