/**
 * The ARA file (domain/bets/araFormat.ts): every ticket it writes reads back, with the file options of
 * an `ara` upload, as the same bet (number, bet type, stakes in cents); sections are per user.
 */
import { describe, expect, it } from 'vitest';
import { araLine, araSectionOf, writeAraFile, type AraTicket } from '../../../domain/bets/araFormat.ts';
import { fileParser, type Location } from '../../../domain/bets/index.ts';

const parser = fileParser({ strictNumber: true, acceptDecimals: true });

const fourD = (betType: AraTicket['betType'], number: string, bigCents: number, smallCents: number): AraTicket => ({
  betType, number, bigCents, smallCents, totoForm: null, totoAmountCents: 0,
});
const toto = (number: string, totoForm: AraTicket['totoForm'], totoAmountCents: number): AraTicket => ({
  betType: 'toto', number, bigCents: 0, smallCents: 0, totoForm, totoAmountCents,
});

const SG_TICKETS: AraTicket[] = [
  fourD('straight', '1234', 100, 200),
  fourD('straight', '0001', 125, 0),
  fourD('straight', '9999', 0, 300),
  fourD('roll', 'R234', 50, 100),
  fourD('roll', '12R4', 1000, 0),
  fourD('kBet', '1123', 100, 0),
  fourD('iBet', '2143', 1, 300),
];
const TT_TICKETS: AraTicket[] = [toto('1234', '/', 200), toto('1234', 'TO', 150), toto('5678', '2*', 1025), toto('1357', '/7', 100)];

function readBack(ticket: AraTicket, location: Location) {
  const parsed = parser.parseBetLine(araLine(ticket), { location, nextDraw: location === 'TT' ? ['Mon'] : ['Wed'] });
  if (!parsed.ok) throw new Error(`${araLine(ticket)}: ${parsed.message}`);
  return {
    betType: parsed.betType, number: parsed.number, bigCents: parsed.bigCents, smallCents: parsed.smallCents,
    totoForm: parsed.totoForm, totoAmountCents: parsed.totoAmountCents,
  };
}

describe('araLine', () => {
  it.each(SG_TICKETS)('reads back as the same 4D bet: %o', (ticket) => {
    expect(readBack(ticket, 'SG')).toEqual(ticket);
  });
  it.each(TT_TICKETS)('reads back as the same TOTO bet: %o', (ticket) => {
    expect(readBack(ticket, 'TT')).toEqual(ticket);
  });
  it('writes no day code: the line is for the draw it is uploaded to', () => {
    expect(araLine(fourD('straight', '1234', 100, 200))).toBe('1234 1-2');
    expect(araLine(fourD('kBet', '1123', 50, 0))).toBe('1123k 0.5-');
  });
});

describe('sections', () => {
  const file = writeAraFile([
    { userId: 'member1', lines: ['1234 1-2', '5678 1-'] },
    { userId: 'member2', lines: ['1111 2-'] },
  ]);

  it('an upload for a UserId takes its section only, each line at its own line number', () => {
    const section = araSectionOf(file, 'member2');
    expect(section?.split('\n').filter((line) => line !== '')).toEqual(['1111 2-']);
    expect(section?.split('\n').indexOf('1111 2-')).toBe(file.split('\r\n').indexOf('1111 2-'));
    expect(araSectionOf(file, 'member1')?.split('\n').filter((line) => line !== '')).toEqual(['1234 1-2', '5678 1-']);
  });
  it('a file with sections but none for the user holds nothing for it; a file without sections is all its', () => {
    expect(araSectionOf(file, 'member3')).toBeNull();
    expect(araSectionOf('1234 1-2\n# a comment\n5678 1-', 'anyone')).toBe('1234 1-2\n\n5678 1-');
  });
});
