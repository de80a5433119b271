import type { Ticket } from '../../contract/bets.ts';
import type { BetTone } from '../widgets/dataTable/index.ts';

/**
 * A row's tone by its bet type (spec 02 §2.12 names the tones 0-7, 9, 24, 25, IBET, KBET, RRRR):
 * iBet, kBet and roll have tones of their own; a straight 4D bet is tone 0. The numbered tones are
 * the operator's other bet codes, which no bet of ours has yet; TOTO has no tone.
 */
const TONES: Record<Ticket['BetType'], BetTone | null> = { straight: '0', roll: 'RRRR', iBet: 'IBET', kBet: 'KBET', toto: null };

export const betTone = (betType: Ticket['BetType']): BetTone | null => TONES[betType];
