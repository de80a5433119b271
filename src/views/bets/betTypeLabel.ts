import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Ticket } from '../../../contract/bets.ts';

const LABELS: Record<Ticket['BetType'], MessageDescriptor> = {
  straight: msg`Straight`,
  roll: msg`Roll`,
  iBet: msg`iBet`,
  kBet: msg`kBet`,
  toto: msg`TOTO`,
};

/** The bet type as a person reads it, in the user's language. */
export const betTypeLabel = (type: Ticket['BetType'], t: (descriptor: MessageDescriptor) => string) => t(LABELS[type]);
