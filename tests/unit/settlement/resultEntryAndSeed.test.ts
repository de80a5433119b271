/**
 * The server's result check (a result as the contract types it, for the draw's location) and the
 * seed's demo results: always valid, the same for the same draw, and drawing the winners asked for.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkResult } from '../../../server/settlement/resultEntry.ts';
import { demoFourDResult, demoTotoResult } from '../../../server/db/seedResults.ts';
import { fourDWinners } from '../../../domain/settlement/index.ts';

const STARTERS = ['1234', '4321', '5678', '0000', '0012', '9087', '3456', '7777', '2468', '1357'];
const CONSOLATIONS = ['1111', '8642', '0246', '9999', '3141', '2718', '1618', '4040', '6060', '8080'];
const fourD = { Game: '4D' as const, First: '1123', Second: '1122', Third: '1112', Starters: STARTERS, Consolations: CONSOLATIONS };

describe('checkResult', () => {
  it('takes a 4D result at SG and MG, a TOTO result at TT, and refuses the other game', () => {
    expect(checkResult('SG', fourD).ok).toBe(true);
    expect(checkResult('MG', fourD).ok).toBe(true);
    expect(checkResult('TT', fourD)).toEqual({ ok: false, problems: [{ Field: null, Code: 'game', Message: 'A TT draw takes a TOTO result.' }] });
    const toto = { Game: 'TOTO' as const, Numbers: ['1', '2', '3', '4', '5', '6'], Additional: '7' };
    expect(checkResult('TT', toto).ok).toBe(true);
    expect(checkResult('SG', toto)).toMatchObject({ ok: false, problems: [{ Field: null, Code: 'game' }] });
  });

  it('names each problem by its field key', () => {
    const refused = checkResult('SG', { ...fourD, Starters: [...STARTERS.slice(0, 3), '1123', ...STARTERS.slice(4)], Third: '12a4' });
    expect(refused).toMatchObject({
      ok: false,
      problems: [
        { Field: 'third-1', Code: 'four-d-digits' },
        { Field: 'starter-4', Code: 'four-d-duplicate' },
      ],
    });
  });
});

describe('the seed results', () => {
  it('a 4D result is valid, the same for the same draw, and draws the winners as Starter and Consolation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.uniqueArray(fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')), { maxLength: 3 }), (drawId, winners) => {
        const result = demoFourDResult(drawId, winners);
        expect(demoFourDResult(drawId, winners)).toEqual(result);
        if (result.game !== '4D') throw new Error('expected a 4D result');
        expect(new Set(fourDWinners(result).map((place) => place.number)).size).toBe(23);
        const drawn = [...result.starters.slice(0, 2), ...result.consolations.slice(0, 1)];
        for (const winner of winners) expect(drawn).toContain(winner);
      }),
    );
  });

  it('a TOTO result is valid and holds the winning ticket’s two numbers among the six', () => {
    const result = demoTotoResult(12, '0749');
    expect(result).toMatchObject({ game: 'TOTO' });
    if (result.game !== 'TOTO') return;
    expect(result.numbers).toEqual(expect.arrayContaining([7, 49]));
    expect(new Set([...result.numbers, result.additional]).size).toBe(7);
    expect(demoTotoResult(12, '0749')).toEqual(result);
  });
});
