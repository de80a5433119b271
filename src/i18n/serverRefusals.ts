import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { translateKnown } from './knownMessages.ts';
import { FORM_MESSAGES } from './formMessages.ts';

/**
 * The server's refusals that carry an id or a figure (issue 20: the administration's and the
 * ledger's), as the server words them, each matched to its catalog entry with the id and the figures
 * as its values. The figures stay as the server wrote them ($1,000.00, 30%): only the words are
 * translated. translateServerText reads these, then the forms' fixed keys (formMessages.ts), then
 * translateKnown's (knownMessages.ts);
 * a text none matches is shown as it is. Kept out of knownMessages.ts, so the sign-in page's bundle
 * does not carry them. The patterns follow the server's sentences (server/admin/rateRules.ts,
 * creditGrant.ts, deleteUser.ts, createUser.ts; server/ledger/reserveStake.ts, paymentRequest.ts):
 * tests/unit/i18n/serverRefusals.test.ts holds each against the server's own words.
 */

export type RateCeiling = 'share' | 'commission' | 'ttCommission';

/** A rate above its upline's (server/admin/rateRules.ts); `whose` '' is the caller's own. Also the create forms' own rule. */
export function rateCeilingMessage(rate: RateCeiling, whose: string, percent: string): MessageDescriptor {
  switch (rate) {
    case 'share':
      return whose ? msg`Share cannot be above the upline ${whose}'s share (${percent}).` : msg`Share cannot be above your own share (${percent}).`;
    case 'commission':
      return whose
        ? msg`Commission cannot be above the upline ${whose}'s commission (${percent}).`
        : msg`Commission cannot be above your own commission (${percent}).`;
    case 'ttCommission':
      return whose
        ? msg`TT commission cannot be above the upline ${whose}'s TT commission (${percent}).`
        : msg`TT commission cannot be above your own TT commission (${percent}).`;
  }
}

const RATE_NAMES: Record<string, RateCeiling> = { Share: 'share', Commission: 'commission', 'TT commission': 'ttCommission' };

/** A refusal's pattern and its entry: the groups are the id and the figures, in the sentence's order. */
const REFUSALS: readonly [RegExp, (...groups: string[]) => MessageDescriptor][] = [
  [/^(Share|Commission|TT commission) cannot be above your own (?:share|commission|TT commission) \((\S+)\)\.$/, (rate, percent) => rateCeilingMessage(RATE_NAMES[rate!]!, '', percent!)],
  [
    /^(Share|Commission|TT commission) cannot be above the upline (\S+)'s (?:share|commission|TT commission) \((\S+)\)\.$/,
    (rate, whose, percent) => rateCeilingMessage(RATE_NAMES[rate!]!, whose!, percent!),
  ],
  [/^Not enough credit: Credit Left is (\S+), this bet costs (\S+)\.$/, (left, cost) => msg`Not enough credit: Credit Left is ${left}, this bet costs ${cost}.`],
  [
    /^Not enough credit: (\S+)'s Credit Left is (\S+), this bet costs (\S+)\.$/,
    (whose, left, cost) => msg`Not enough credit: ${whose}'s Credit Left is ${left}, this bet costs ${cost}.`,
  ],
  [
    /^You can grant (\S+) at most (\S+): your Credit is (\S+) and (\S+) of it is granted to other downlines\.$/,
    (user, most, credit, others) => msg`You can grant ${user} at most ${most}: your Credit is ${credit} and ${others} of it is granted to other downlines.`,
  ],
  [
    /^You can grant (\S+) at most (\S+): (\S+)'s Credit is (\S+) and (\S+) of it is granted to other downlines\.$/,
    (user, most, whose, credit, others) =>
      msg`You can grant ${user} at most ${most}: ${whose}'s Credit is ${credit} and ${others} of it is granted to other downlines.`,
  ],
  [
    /^Credit cannot be below (\S+): (\S+) has (\S+) in open bets and a balance of (\S+), and its Credit Left may not fall below \$0\.00\.$/,
    (least, user, open, balance) =>
      msg`Credit cannot be below ${least}: ${user} has ${open} in open bets and a balance of ${balance}, and its Credit Left may not fall below $0.00.`,
  ],
  [
    /^This would leave (\S+)'s Credit Left at (\S+): it can never be below \$0\.00\.$/,
    (user, left) => msg`This would leave ${user}'s Credit Left at ${left}: it can never be below $0.00.`,
  ],
  [
    /^(\S+) cannot be deleted: it has (\S+) in open bets\. Delete it once they are settled\.$/,
    (user, open) => msg`${user} cannot be deleted: it has ${open} in open bets. Delete it once they are settled.`,
  ],
  [
    /^(\S+) cannot be deleted: its balance is (\S+)\. Settle it with a payment first\.$/,
    (user, balance) => msg`${user} cannot be deleted: its balance is ${balance}. Settle it with a payment first.`,
  ],
  [/^(\S+) cannot be deleted: it has 1 downline\. Delete or move them first\.$/, (user) => msg`${user} cannot be deleted: it has 1 downline. Delete or move them first.`],
  [
    /^(\S+) cannot be deleted: it has (\d+) downlines\. Delete or move them first\.$/,
    (user, count) => msg`${user} cannot be deleted: it has ${count} downlines. Delete or move them first.`,
  ],
  [/^User Id (\S+) is taken: choose another\.$/, (user) => msg`User Id ${user} is taken: choose another.`],
];

/** The catalog entry of a server refusal with an id or a figure, or null when the text is none of them. */
export function refusalEntry(text: string): MessageDescriptor | null {
  for (const [pattern, entry] of REFUSALS) {
    const match = pattern.exec(text);
    if (match) return entry(...match.slice(1));
  }
  return null;
}

/** A server's text in the user's language: a refusal with figures, a form's or another known key, or the text as it is. */
export function translateServerText(i18n: I18n, text: string): string {
  const entry = refusalEntry(text) ?? FORM_MESSAGES[text];
  return entry ? i18n._(entry) : translateKnown(i18n, text);
}
