import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { DataTable, type DataColumn } from '../../../../src/widgets/dataTable/index.ts';
import { i18n } from '../../../../src/i18n/i18n.ts';

interface Row {
  id: number;
}

const columns: DataColumn<Row>[] = ['A', 'B', 'C'].map((id) => ({ id, header: id, kind: 'text', value: (row: Row) => `${id}${row.id}` }));
const rows: Row[] = Array.from({ length: 20 }, (_, id) => ({ id }));

const cell = (row: number, col: number) => document.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`)!;
const press = (key: string) => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

/**
 * A key pressed between a render's commit and its effects (a busy browser: the virtualiser re-renders
 * the grid after a scroll, and the key's input task runs before React's task for that render's
 * effects). Testing Library's act() would flush everything at once and hide the gap, so this test
 * drives a bare React root: a parent re-render at default priority, and in its commit (a layout
 * effect) a microtask that presses the key, which runs before React's scheduled effects.
 */
describe('DataTable focus under a busy main thread', () => {
  let root: Root;
  let container: HTMLElement;
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let previous: boolean | undefined;

  beforeEach(() => {
    previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
  });
  afterEach(() => {
    flushSync(() => root.unmount());
    container.remove();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
  });

  it('moves focus to the cell a key asks for even when an earlier render has not run its effects yet', async () => {
    let rerender = () => {};
    let keyOnCommit: string | null = null;
    function PressOnCommit() {
      useLayoutEffect(() => {
        const key = keyOnCommit;
        keyOnCommit = null;
        if (key) queueMicrotask(() => press(key));
      });
      return null;
    }
    function Page() {
      const [, setTick] = useState(0);
      rerender = () => setTick((tick) => tick + 1);
      return (
        <I18nProvider i18n={i18n}>
          <DataTable label="Tickets" columns={columns} rows={rows} rowKey={(row) => String(row.id)} totals={null} sort={null} height={320} />
          <PressOnCommit />
        </I18nProvider>
      );
    }
    flushSync(() => root.render(<Page />));
    cell(0, 0).focus();
    press('End');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(cell(0, 2));

    // A re-render of the grid that is not the key's (the page's or the virtualiser's), with Home
    // pressed after its commit and before its effects.
    keyOnCommit = 'Home';
    rerender();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(keyOnCommit).toBeNull();
    expect(document.activeElement).toBe(cell(0, 0));
    expect(cell(0, 0).getAttribute('tabindex')).toBe('0');
  });
});
