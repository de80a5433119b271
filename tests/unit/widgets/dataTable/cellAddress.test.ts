import { describe, expect, it } from 'vitest';
import { cellAddress, cellOf } from '../../../../src/widgets/dataTable/cellAddress.ts';

describe('cellOf', () => {
  it('reads the cell of the element itself or of anything inside it', () => {
    const cell = document.createElement('div');
    cell.setAttribute('data-cell', cellAddress(41, 3));
    const link = cell.appendChild(document.createElement('a'));
    expect(cellOf(cell)).toEqual({ row: 41, col: 3 });
    expect(cellOf(link)).toEqual({ row: 41, col: 3 });
  });

  it('reads the header row as row -1', () => {
    const header = document.createElement('div');
    header.setAttribute('data-cell', cellAddress(-1, 0));
    expect(cellOf(header)).toEqual({ row: -1, col: 0 });
  });

  it('is null outside the cells and for an address it does not know', () => {
    const stray = document.createElement('div');
    stray.setAttribute('data-cell', 'x:1');
    expect(cellOf(document.createElement('div'))).toBeNull();
    expect(cellOf(stray)).toBeNull();
    expect(cellOf(null)).toBeNull();
  });
});
