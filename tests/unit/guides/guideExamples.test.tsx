import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { parseBetLine, type ParseContext } from '../../../domain/bets/index.ts';
import { BetFormat } from '../../../src/views/guides/BetFormat.tsx';
import { activateLocale } from '../../../src/i18n/i18n.ts';
import { renderPage } from '../../support/renderPage.tsx';

/**
 * The guides teach what the parser accepts (issue 14): every example the SMS instructions, the bot
 * instructions and Help On Bets show (all of them are in BetFormat) is parsed by the real parser,
 * at the location whose guide shows it, in English and in Chinese. An example is marked with what
 * it is: a whole bet line, a TOTO form (tried in a line), or a day code (tried in a line).
 */

const context = (location: ParseContext['location']): ParseContext => ({ location, nextDraw: location === 'TT' ? ['Thu'] : ['Wed'] });

/** The bet line an example stands for. */
function lineOf(code: HTMLElement): string {
  const text = code.textContent ?? '';
  if (code.hasAttribute('data-bet-line')) return text;
  if (code.hasAttribute('data-toto-form')) return `1234${text}-1`;
  if (code.hasAttribute('data-day-code')) return `${text} 1234 1-2`;
  throw new Error(`the example ${JSON.stringify(text)} does not say what it is (data-bet-line, data-toto-form or data-day-code)`);
}

afterAll(() => activateLocale('en'));

describe.each(['en', 'zh'] as const)('the guides’ examples in %s', (locale) => {
  it.each(['SG', 'MG', 'TT'] as const)('%s: every example parses', async (location) => {
    await act(() => activateLocale(locale));
    const { container, unmount } = renderPage(<BetFormat locId={location} />);
    const examples = Array.from(container.querySelectorAll<HTMLElement>('code'));
    expect(examples.length).toBeGreaterThan(2);
    for (const example of examples) {
      const line = lineOf(example);
      const parsed = parseBetLine(line, context(location));
      expect(parsed.ok === false ? `${line}: ${parsed.message}` : 'ok', line).toBe('ok');
    }
    unmount();
  });
});

it('the guide pages show no example outside BetFormat (so the test above sees them all)', () => {
  const dir = 'src/views/guides';
  const pages = readdirSync(dir).filter((file) => file.endsWith('.tsx') && file !== 'BetFormat.tsx');
  for (const page of pages) expect(readFileSync(`${dir}/${page}`, 'utf8'), page).not.toMatch(/<code|<kbd|<samp/);
});
