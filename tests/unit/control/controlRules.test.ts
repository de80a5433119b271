import { describe, expect, it } from 'vitest';
import { drawActions } from '../../../machines/rules/drawActions.ts';
import { isOverrideOf, payRateSaveOf } from '../../../machines/rules/payRateSave.ts';
import { resultEntryProblems } from '../../../machines/rules/resultForm.ts';
import type { PayRate } from '../../../contract/payRates.ts';
import { payRateUsersOf } from '../../../src/views/control/payRateUsers.ts';
import { weekDateOf } from '../../../src/views/control/weekDate.ts';
import { operatorClock } from '../../../src/views/control/drawTimes.ts';

const STARTERS = Array.from({ length: 10 }, (_, index) => String(index + 1).padStart(4, '0'));
const CONSOLATIONS = Array.from({ length: 10 }, (_, index) => String(index + 1001));
const FOUR_D = { Game: '4D' as const, First: '1234', Second: '5678', Third: '9012', Starters: STARTERS, Consolations: CONSOLATIONS };

describe('drawActions: what Draw Setting offers in each state of a draw', () => {
  it.each([
    ['open', { editTimes: true, enterResults: false, insert: false, resetSettlement: false, resetResults: false }],
    ['closed', { editTimes: true, enterResults: true, insert: false, resetSettlement: false, resetResults: false }],
    ['drawn', { editTimes: false, enterResults: true, insert: true, resetSettlement: false, resetResults: true }],
    ['finalised', { editTimes: false, enterResults: true, insert: false, resetSettlement: true, resetResults: true }],
  ] as const)('%s', (status, expected) => {
    expect(drawActions(status)).toEqual(expected);
  });
});

describe('resultEntryProblems: the browser checks a result with the server\'s rules', () => {
  it('accepts 23 distinct 4-digit numbers', () => {
    expect(resultEntryProblems(FOUR_D)).toEqual([]);
  });

  it('puts each problem of the issue\'s bad entries on its field', () => {
    // 22 numbers (one left empty), a duplicate, 5 digits.
    const problems = resultEntryProblems({
      ...FOUR_D,
      Second: '',
      Starters: STARTERS.map((number, index) => (index === 3 ? '1234' : number)),
      Consolations: CONSOLATIONS.map((number, index) => (index === 1 ? '10021' : number)),
    });
    const byField = problems.map((problem) => [problem.field, problem.code, problem.sameAs]);
    expect(byField).toContainEqual(['second-1', 'four-d-missing', null]);
    expect(byField).toContainEqual(['starter-4', 'four-d-duplicate', 'first-1']);
    expect(byField).toContainEqual(['consolation-2', 'four-d-digits', null]);
  });

  it('refuses TOTO 50 on its field', () => {
    const problems = resultEntryProblems({ Game: 'TOTO', Numbers: ['1', '2', '3', '4', '5', '50'], Additional: '7' });
    expect(problems.map((problem) => [problem.field, problem.code])).toEqual([['toto-6', 'toto-range']]);
  });
});

const row = (UserId: string | null): PayRate => ({
  PayRateId: 5, LocId: 'SG', UserId, Kind: 'N', Variant: '', Prize: 'first', Stake: 'big', PerUnit: 2000, ValidFrom: '2026-11-01T00:00:00.000Z', SetBy: null,
});

describe('payRateSaveOf: which call stores a new figure', () => {
  it('changes the default table with PUT payRateDefault', () => expect(payRateSaveOf(null, row(null))).toBe('default'));
  it('changes the user\'s own override with PUT payRate', () => expect(payRateSaveOf('member1', row('member1'))).toBe('update'));
  it('creates an override over the default or an upline\'s figure with POST payRate', () => {
    expect(payRateSaveOf('member1', row(null))).toBe('create');
    expect(payRateSaveOf('member1', row('agent1'))).toBe('create');
    expect(payRateSaveOf('member1', null)).toBe('create');
  });
  it('marks only the shown user\'s own row as an override', () => {
    expect(isOverrideOf('member1', row('member1'))).toBe(true);
    expect(isOverrideOf('member1', row('agent1'))).toBe(false);
    expect(isOverrideOf(null, row(null))).toBe(false);
  });
});

describe('payRateUsersOf: the Pay Rate user dropdown', () => {
  it('leaves the caller out; an admin may edit the default table', () => {
    expect(
      payRateUsersOf([
        { UserId: 'admin', UserName: 'Admin', Role: 'ADMIN', ParentId: null },
        { UserId: 'agent1', UserName: 'Agent One', Role: 'AG', ParentId: 'admin' },
        { UserId: 'member1', UserName: '', Role: 'MEM', ParentId: 'agent1' },
      ]),
    ).toEqual({ users: [{ UserId: 'agent1', UserName: 'Agent One' }, { UserId: 'member1', UserName: null }], mayEditDefault: true });
  });

  it('gives an agent its downline and no default table', () => {
    expect(
      payRateUsersOf([
        { UserId: 'agent1', UserName: 'Agent One', Role: 'AG', ParentId: 'admin' },
        { UserId: 'member1', UserName: 'M1', Role: 'MEM', ParentId: 'agent1' },
      ]),
    ).toEqual({ users: [{ UserId: 'member1', UserName: 'M1' }], mayEditDefault: false });
  });
});

describe('Draw Setting times', () => {
  it('asks this week without a Date (the server\'s clock), other weeks by a day of them', () => {
    const now = Date.parse('2026-11-25T03:00:00.000Z');
    expect(weekDateOf(now, 0)).toBeNull();
    expect(weekDateOf(now, -1)).toBe('2026-11-18');
    expect(weekDateOf(now, 2)).toBe('2026-12-09');
  });

  it('shows instants on the operator\'s clock (GMT+8)', () => {
    expect(operatorClock('2026-11-21T11:00:00.000Z')).toBe('19:00');
    expect(operatorClock('2026-11-21T16:30:00.000Z')).toBe('00:30');
    expect(operatorClock('not a time')).toBe('');
  });
});
