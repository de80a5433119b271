import type { AnyEventObject } from 'xstate';
import type { PayRate } from '../../contract/payRates.ts';
import type { PayRateContext, PayRateUsers } from '../../machines/payRate.machine.ts';

const rate = (PayRateId: number, UserId: string | null, Kind: PayRate['Kind'], Variant: string, Prize: PayRate['Prize'], Stake: PayRate['Stake'], PerUnit: number): PayRate => ({
  PayRateId,
  LocId: 'SG',
  UserId,
  Kind,
  Variant,
  Prize,
  Stake,
  PerUnit,
  ValidFrom: '2026-11-01T00:00:00.000Z',
  SetBy: UserId ? 'agent1' : null,
});

/** The rates in force: SG's published ordinary and iBet-24 top rows, member1's own 1st-prize Big (2 500). */
export const RATES: PayRate[] = [
  rate(77, 'member1', 'N', '', 'first', 'big', 2500),
  rate(2, null, 'N', '', 'first', 'small', 3000),
  rate(3, null, 'N', '', 'second', 'big', 1000),
  rate(4, null, 'N', '', 'consolation', 'big', 60),
  rate(10, null, 'I', '24', 'first', 'big', 83),
];

export const USERS: PayRateUsers = {
  users: [
    { UserId: 'agent1', UserName: 'Agent One' },
    { UserId: 'member1', UserName: null },
  ],
  mayEditDefault: true,
};

export const BIG_FIRST = { Kind: 'N' as const, Variant: '', Prize: 'first' as const, Stake: 'big' as const };

/** The graph tells states apart by whose rates and which tab are shown (what the guards read). */
export const projectContext = (context: PayRateContext) => ({ userId: context.userId, tab: context.tab });

/** The events the payRate machine is explored with, by its model test and by the QA paths report. */
export const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadUsers', output: USERS },
  { type: 'xstate.error.actor.loadUsers', error: new Error('The users could not be loaded.') },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.loadRates', output: RATES },
  { type: 'xstate.error.actor.loadRates', error: new Error('The rates could not be loaded.') },
  { type: 'SELECT_USER', userId: 'member1' },
  { type: 'SELECT_USER', userId: null },
  { type: 'SELECT_TAB', tab: 'I' },
  { type: 'SELECT_TAB', tab: 'N' },
  { type: 'EDIT', figure: BIG_FIRST },
  { type: 'SAVE', perUnit: 2600 },
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.saveRate', output: RATES[0] },
  { type: 'xstate.error.actor.saveRate', error: new Error('member9 is not in your downline.') },
  { type: 'USE_DEFAULT', payRateId: 77 },
  { type: 'xstate.done.actor.deleteRate', output: { PayRateId: 77 } },
  { type: 'xstate.error.actor.deleteRate', error: new Error('The override has already ended.') },
];
