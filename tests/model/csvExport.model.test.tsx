import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { csvExportMachine } from '../../machines/csvExport.machine.ts';
import { DataScreenPage } from '../../src/screens/DataScreenPage.tsx';
import { betSummary } from '../../src/screens/declarations/betSummary.ts';
import { walkModel, type Harness } from '../support/pathRunner.ts';
import { renderPage, type RenderedPage } from '../support/renderPage.tsx';
import { stubScreenFlows } from '../support/stubScreenFlows.ts';
import { SCREEN_URL, SHOWN } from './dataScreen.events.ts';
import { events } from './csvExport.events.ts';

type ExportHarness = Harness & RenderedPage;

const exportButton = () => screen.getByRole('button', { name: /Export CSV|Exporting…/ }) as HTMLButtonElement;

walkModel<ExportHarness>({
  machine: csvExportMachine,
  events,
  setup: async (inspect) => {
    const page = renderPage(<DataScreenPage screen={betSummary} />, {
      path: SCREEN_URL,
      inspect,
      flows: (stubs) => ({ screens: stubScreenFlows(stubs) }),
    });
    // The screen shows its rows: only then is there something to export.
    await page.stubs.resolveWhenInvoked('load', SHOWN);
    await screen.findByRole('grid');
    const actor = page.started('csvExport');
    return { ...page, actor: () => actor };
  },
  perform: {
    EXPORT: async () => {
      await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    },
  },
  expectState: {
    idle: () => {
      expect(exportButton().textContent).toBe('Export CSV');
      expect(exportButton().disabled).toBe(false);
    },
    exporting: (harness) => {
      expect(exportButton().textContent).toBe('Exporting…');
      expect(exportButton().disabled).toBe(true);
      // Every row of the screen's query: the export is asked for the screen's URL, not a page of it.
      expect(harness.stubs.calls.get('exportCsv')?.at(-1)).toBe(SCREEN_URL);
    },
    failed: () => {
      expect(screen.getByText('The export failed. Try again.')).toBeTruthy();
      expect(exportButton().disabled).toBe(false);
    },
  },
});
