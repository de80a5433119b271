/**
 * 4D numbers as values 0..9999. Their strings and permutation lists are computed once and shared, so
 * parsing a 100 000-line upload allocates no number strings at all.
 */
const FOUR_DIGITS: readonly string[] = Array.from({ length: 10_000 }, (_, value) => String(value).padStart(4, '0'));

export const fourDigits = (value: number): string => FOUR_DIGITS[value]!;

/** Place value of each of the four positions, left to right. */
export const POSITION_WEIGHT = [1000, 100, 10, 1] as const;

/** The 24 orderings of four positions. */
const ORDERINGS: readonly (readonly [number, number, number, number])[] = (() => {
  const orderings: [number, number, number, number][] = [];
  for (let a = 0; a < 4; a++)
    for (let b = 0; b < 4; b++)
      for (let c = 0; c < 4; c++)
        for (let d = 0; d < 4; d++)
          if (new Set([a, b, c, d]).size === 4) orderings.push([a, b, c, d]);
  return orderings;
})();

/** Filled in as numbers are met; allocated in full so it stays a fast, dense array. */
const permutationCache: (readonly string[] | undefined)[] = new Array<undefined>(10_000).fill(undefined);

/** The distinct permutations of a number's digits, ascending: 24, 12, 6, 4 or 1 for ABCD, AABC, AABB, AAAB, AAAA. */
export function distinctPermutations(value: number): readonly string[] {
  const cached = permutationCache[value];
  if (cached) return cached;
  const digits = [Math.floor(value / 1000), Math.floor(value / 100) % 10, Math.floor(value / 10) % 10, value % 10];
  const values = new Set<number>();
  for (const [a, b, c, d] of ORDERINGS) values.add(digits[a]! * 1000 + digits[b]! * 100 + digits[c]! * 10 + digits[d]!);
  const permutations = [...values].sort((x, y) => x - y).map(fourDigits);
  permutationCache[value] = permutations;
  return permutations;
}

/** Whether all four digits are the same (1111): such a number has nothing to permute. */
export const hasOneDistinctDigit = (value: number) => value % 1111 === 0;

const rolledCache: (string | undefined)[] = new Array<undefined>(4 * 10_000).fill(undefined);

/** A roll as written, normalised: the number (0 at the rolled position) with R at that position, e.g. R234. */
export function rollNotation(value: number, rollPosition: number): string {
  const key = rollPosition * 10_000 + value;
  const cached = rolledCache[key];
  if (cached) return cached;
  const digits = fourDigits(value);
  const notation = `${digits.slice(0, rollPosition)}R${digits.slice(rollPosition + 1)}`;
  rolledCache[key] = notation;
  return notation;
}
