import { expect } from 'vitest';
import { appMachine } from '../../machines/app.machine.ts';
import { walkModel } from '../support/pathRunner.ts';
import { renderApp } from '../support/renderApp.tsx';
import { events } from './app.events.ts';

walkModel({
  machine: appMachine,
  events,
  setup: (inspect) => {
    const app = renderApp({ inspect });
    return { ...app, actor: () => app.root };
  },
  expectState: {
    // The root starts the long-lived system actors that views reach by systemId.
    '(running)': ({ root }) => {
      expect(root.system.get('session')).toBeDefined();
    },
  },
});
