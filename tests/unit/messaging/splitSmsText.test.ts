import { describe, expect, it } from 'vitest';
import { splitSmsText, SMS_TEXT_LIMIT } from '../../../server/messaging/outbox.ts';

describe('splitting a text into SMS parts (spec 02 §9: 150 characters per message)', () => {
  it('keeps a short text whole', () => {
    expect(splitSmsText('SG 4D 25/11 1st 1234 2nd 5678')).toEqual(['SG 4D 25/11 1st 1234 2nd 5678']);
  });

  it('cuts a long text at spaces, every part within the limit, no number cut in two, nothing lost', () => {
    const numbers = Array.from({ length: 60 }, (_, i) => String(1000 + i * 37));
    const text = `SG 4D 25/11 ${numbers.join(' ')}`;
    const parts = splitSmsText(text);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(SMS_TEXT_LIMIT);
    expect(parts.join(' ')).toBe(text);
    for (const n of numbers) expect(parts.some((part) => part.split(' ').includes(n))).toBe(true);
  });

  it('cuts a word longer than the limit', () => {
    const parts = splitSmsText('x'.repeat(320));
    expect(parts.map((p) => p.length)).toEqual([150, 150, 20]);
  });
});
