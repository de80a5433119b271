import { describe, expect, it } from 'vitest';
import { messageDollars, resultMessageText, strikeMessageText } from '../../../domain/messaging/drawMessages.ts';
import { SMS_TEXT_LIMIT, splitSmsText } from '../../../server/messaging/outbox.ts';

const STARTERS = ['0001', '0102', '0203', '0304', '0405', '0506', '0607', '0708', '0809', '0910'];
const CONSOLATIONS = ['1011', '1112', '1213', '1314', '1415', '1516', '1617', '1718', '1819', '1920'];

describe('the result message (SMSString)', () => {
  it('writes a 4D result as one SMS: heading, the top three, Starter, Consolation, in the order entered', () => {
    const text = resultMessageText('SG', '2026-11-26', { Game: '4D', First: '1234', Second: '5678', Third: '9012', Starters: STARTERS, Consolations: CONSOLATIONS });
    expect(text).toBe(
      'SG 4D 26/11/2026 1st 1234 2nd 5678 3rd 9012 S: 0001 0102 0203 0304 0405 0506 0607 0708 0809 0910 C: 1011 1112 1213 1314 1415 1516 1617 1718 1819 1920',
    );
    // 23 numbers of a 4D draw fit one SMS, so every subscriber pays for one message.
    expect(text.length).toBeLessThanOrEqual(SMS_TEXT_LIMIT);
    expect(splitSmsText(text)).toEqual([text]);
  });

  it('writes a TOTO result with its six numbers and the additional one', () => {
    expect(resultMessageText('TT', '2026-11-23', { Game: 'TOTO', Numbers: [3, 12, 18, 25, 33, 41], Additional: 7 })).toBe('TT TOTO 23/11/2026 Win: 3 12 18 25 33 41 Add: 7');
  });
});

describe('the strike message', () => {
  it("lists each winning ticket's number, bet type and prize, and the total, in dollars from cents", () => {
    const text = strikeMessageText('SG', '4D', '2026-11-22', 'member1', [
      { number: '1234', betType: 'straight', totoForm: null, payoutCents: 200_000 },
      { number: '5678', betType: 'iBet', totoForm: null, payoutCents: 8_305 },
    ]);
    expect(text).toBe('SG 4D 22/11/2026 member1 won: 1234 Straight $2000.00; 5678 iBet $83.05. Total $2083.05');
  });

  it('names the TOTO form of a TOTO ticket', () => {
    expect(strikeMessageText('TT', 'TOTO', '2026-11-23', 'ttagent', [{ number: '1234', betType: 'toto', totoForm: '/2', payoutCents: 3000 }])).toBe(
      'TT TOTO 23/11/2026 ttagent won: 1234 TOTO /2 $30.00. Total $30.00',
    );
  });

  it('splits many winning tickets into SMS parts without cutting a line item in two', () => {
    const tickets = Array.from({ length: 12 }, (_, i) => ({ number: String(1000 + i), betType: 'roll', totoForm: null, payoutCents: 100 * (i + 1) }));
    const parts = splitSmsText(strikeMessageText('MG', '4D', '2026-11-22', 'member4', tickets));
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(SMS_TEXT_LIMIT);
    expect(parts.join(' ')).toContain('1011 Roll $12.00');
    expect(parts.at(-1)).toMatch(/Total \$78\.00$/);
  });

  it('writes cents exactly', () => {
    expect([0, 5, 99, 100, 123456].map(messageDollars)).toEqual(['$0.00', '$0.05', '$0.99', '$1.00', '$1234.56']);
  });
});
