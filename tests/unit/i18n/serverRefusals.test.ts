import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { rateProblems } from '../../../server/admin/rateRules.ts';
import { creditLeftProblem } from '../../../server/ledger/paymentRequest.ts';
import { creditShortMessage } from '../../../server/ledger/reserveStake.ts';
import { translateServerText } from '../../../src/i18n/serverRefusals.ts';
import { messages as enMessages } from '../../../src/locales/en/messages.po';
import { messages as zhMessages } from '../../../src/locales/zh/messages.po';

/**
 * The server's refusals that carry an id or a figure (issue 20) are shown in the user's language
 * (src/i18n/serverRefusals.ts): the same sentence in English, its translation in Chinese with the
 * server's id and figures kept. The sentences come from the server's own code where it is pure, else
 * as the server writes them (deleteUser.ts, creditGrant.ts, createUser.ts).
 */
const en = setupI18n({ locale: 'en', messages: { en: enMessages } });
const zh = setupI18n({ locale: 'zh', messages: { zh: zhMessages } });

const ceiling = { owner: null, ShareBp: 3000, CommissionBp: 1200, TtCommissionBp: 1000 };
const REFUSALS: [string, readonly string[]][] = [
  ...rateProblems({ ShareBp: 3500, CommissionBp: 1250, TtCommissionBp: 2000 }, ceiling).map((p): [string, string[]] => [p.Message, ['30%', '12%', '10%'].filter((f) => p.Message.includes(f))]),
  ...rateProblems({ ShareBp: 3500, CommissionBp: 1250, TtCommissionBp: 2000 }, { ...ceiling, owner: 'agent2' }).map((p): [string, string[]] => [p.Message, ['agent2']]),
  [creditShortMessage({ bettorId: 'member1', users: [{ userId: 'member1', leftCents: 3000 }] }, 4000)!, ['$30.00', '$40.00']],
  [creditShortMessage({ bettorId: 'member1', users: [{ userId: 'member1', leftCents: 9000 }, { userId: 'agent1', leftCents: 3000 }] }, 4000)!, ['agent1', '$30.00', '$40.00']],
  [creditLeftProblem('AmountCents', 'member1', -500).Message, ['member1', '-$5.00']],
  ['You can grant member9 at most $400.00: your Credit is $1,000.00 and $600.00 of it is granted to other downlines.', ['member9', '$400.00', '$1,000.00', '$600.00']],
  ["You can grant member9 at most $400.00: agent3's Credit is $1,000.00 and $600.00 of it is granted to other downlines.", ['agent3', '$400.00']],
  ['Credit cannot be below $12.50: member1 has $10.00 in open bets and a balance of -$2.50, and its Credit Left may not fall below $0.00.', ['$12.50', 'member1', '-$2.50']],
  ['member1 cannot be deleted: it has $10.00 in open bets. Delete it once they are settled.', ['member1', '$10.00']],
  ['member1 cannot be deleted: its balance is -$1,380.06. Settle it with a payment first.', ['member1', '-$1,380.06']],
  ['agent3 cannot be deleted: it has 1 downline. Delete or move them first.', ['agent3']],
  ['agent1 cannot be deleted: it has 3 downlines. Delete or move them first.', ['agent1', '3']],
  ['User Id player9 is taken: choose another.', ['player9']],
];

describe("the server's refusals with an id or a figure", () => {
  it('are the server’s own sentences (six rate ceilings, two credit refusals among them)', () => {
    expect(REFUSALS).toHaveLength(17);
  });

  it.each(REFUSALS)('%s: the same in English, translated in Chinese with the id and figures kept', (text, kept) => {
    expect(translateServerText(en, text)).toBe(text);
    const chinese = translateServerText(zh, text);
    expect(chinese).not.toBe(text);
    expect(chinese).toMatch(/[\u4e00-\u9fff]/);
    for (const part of kept) expect(chinese).toContain(part);
  });

  it('leave any other text as it is', () => {
    expect(translateServerText(zh, 'Share must be in steps of 0.01, it says.')).toBe('Share must be in steps of 0.01, it says.');
  });
});
