import fc from 'fast-check';

/** The digit patterns of a 4D number and how many distinct permutations each has. */
const PATTERNS = [
  ['ABCD', 24],
  ['AABC', 12],
  ['AABB', 6],
  ['AAAB', 4],
] as const;

/**
 * A number with a given digit pattern (so a known count of permutations), its digits and their
 * order at random: the arbitrary of the kBet and iBet properties (tests/unit/bets, tests/unit/settlement).
 */
export const patterned = fc
  .tuple(
    fc.constantFrom(...PATTERNS),
    fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 4, maxLength: 4 }),
    fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 }),
  )
  .map(([[pattern, count], letterDigits, order]) => ({
    number: order.map((position) => letterDigits[pattern.charCodeAt(position) - 65]).join(''),
    count,
  }));
