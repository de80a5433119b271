import { describe, expect, it } from 'vitest';
import { nextSort, pageCount, pageLinks, parseSortDirection, PAGER_MAX_LINKS } from '../../../../src/widgets/dataTable/index.ts';

describe('parseSortDirection (spec 02 §9: ascend/descend and asc/desc)', () => {
  it.each([
    ['asc', 'asc'],
    ['ascend', 'asc'],
    ['ASC', 'asc'],
    ['desc', 'desc'],
    ['descend', 'desc'],
    ['Descend', 'desc'],
  ])('%s reads as %s', (text, direction) => expect(parseSortDirection(text)).toBe(direction));

  it.each([null, undefined, '', 'up', 'ascending'])('%s is no direction', (text) => expect(parseSortDirection(text)).toBeNull());

  it('a new column sorts ascending; the sorted one flips', () => {
    expect(nextSort(null, 'Number')).toEqual({ by: 'Number', direction: 'asc' });
    expect(nextSort({ by: 'Number', direction: 'asc' }, 'Number')).toEqual({ by: 'Number', direction: 'desc' });
    expect(nextSort({ by: 'Number', direction: 'desc' }, 'Number')).toEqual({ by: 'Number', direction: 'asc' });
    expect(nextSort({ by: 'Number', direction: 'desc' }, 'UserId')).toEqual({ by: 'UserId', direction: 'asc' });
  });
});

describe('pageLinks (spec 02 §9: at most 10 page links)', () => {
  it('links every page when there are at most 10', () => {
    expect(pageLinks(0, 1, 100)).toEqual([1]);
    expect(pageLinks(1000, 1, 100)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageCount(1001, 100)).toBe(11);
  });

  it('shows a window of 10 around the current page, shifted at the ends', () => {
    expect(pageLinks(10_000, 1, 100)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageLinks(10_000, 50, 100)).toEqual([45, 46, 47, 48, 49, 50, 51, 52, 53, 54]);
    expect(pageLinks(10_000, 100, 100)).toEqual([91, 92, 93, 94, 95, 96, 97, 98, 99, 100]);
    expect(pageLinks(10_000, 500, 100)).toEqual([91, 92, 93, 94, 95, 96, 97, 98, 99, 100]);
  });

  it('never shows more than 10 links, whatever the numbers', () => {
    for (const [total, index, size] of [[123_457, 7, 10], [5, 1, 1], [99_999, 999, 100], [10_001, 2, 10_000]] as const) {
      const links = pageLinks(total, index, size);
      expect(links.length).toBeLessThanOrEqual(PAGER_MAX_LINKS);
      expect(links).toContain(Math.min(index, pageCount(total, size)));
    }
  });
});
