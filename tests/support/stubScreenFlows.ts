import { dataScreenMachine } from '../../machines/dataScreen.machine.ts';
import { csvExportMachine } from '../../machines/csvExport.machine.ts';
import { printViewMachine } from '../../machines/printView.machine.ts';
import type { ScreenDeclaration } from '../../src/screens/declaration.ts';
import type { ScreenFlows } from '../../src/screens/screenFlows.ts';
import type { StubActors } from './stubActors.ts';

/** The data screens' machines with their loads and exports stubs the test settles (ids `load`, `act` and `exportCsv`; the print view's `load` and `fetchPage`). */
export function stubScreenFlows(stubs: StubActors): ScreenFlows {
  const machines = new Map<string, ReturnType<ScreenFlows['of']>>();
  return {
    of(screen: ScreenDeclaration) {
      let made = machines.get(screen.id);
      if (!made) {
        made = {
          dataScreen: dataScreenMachine.provide({ actors: { load: stubs.promise('load'), act: stubs.promise('act') } }),
          csvExport: csvExportMachine.provide({ actors: { exportCsv: stubs.promise('exportCsv') } }),
          printView: printViewMachine.provide({ actors: { load: stubs.promise('load'), fetchPage: stubs.promise('fetchPage') } }),
        };
        machines.set(screen.id, made);
      }
      return made;
    },
  };
}
