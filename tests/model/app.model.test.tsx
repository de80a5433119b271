import { expect } from 'vitest';
import { appMachine } from '../../machines/app.machine.ts';
import { walkModel } from '../support/pathRunner.ts';
import { renderApp } from '../support/renderApp.tsx';
import { events, input } from './app.events.ts';

const systemActorsRun = (root: ReturnType<typeof renderApp>['root']) => {
  // The root starts the long-lived system actors that views reach by systemId.
  for (const id of ['session', 'maintenance', 'locale']) expect(root.system.get(id), id).toBeDefined();
};

walkModel({
  machine: appMachine,
  events,
  input,
  setup: (inspect) => {
    const app = renderApp({ inspect });
    return { ...app, actor: () => app.root };
  },
  expectState: {
    starting: ({ root }) => {
      systemActorsRun(root);
      expect(document.getElementById('preloader')).not.toBeNull();
    },
    running: ({ root }) => {
      systemActorsRun(root);
      expect(document.getElementById('preloader')).toBeNull();
    },
  },
});
