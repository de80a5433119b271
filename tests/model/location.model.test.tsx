import { expect, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { createActor, SimulatedClock, type EventObject } from 'xstate';
import { locationMachine, type LocationEvent } from '../../machines/location.machine.ts';
import type { NavigateEvent } from '../../machines/rules/navigation.ts';
import { LocationChooser, type LocationActorRef } from '../../src/views/shell/LocationChooser.tsx';
import { closeAllDialogs } from '../../src/shell/dialogs.ts';
import { registerOpenModal } from '../../src/widgets/openModals.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { contextKeys, events } from './location.events.ts';
import { walkModel, type Harness } from '../support/pathRunner.ts';
import { StubActors } from '../support/stubActors.ts';

interface LocationHarness extends Harness {
  actor(): LocationActorRef;
  emitted: NavigateEvent[];
  stored: string[];
  /** The LocIds the frame's LOADs carried, and what the machine stored as the page's location. */
  loads: string[];
  pageStored: string[];
  /** How many times every dialog was asked to close. */
  closeRequests(): number;
  /** A native dialog that was open before any switch. */
  dialog: HTMLDialogElement;
}

const radios = () => screen.queryAllByRole('radio') as HTMLInputElement[];

walkModel<LocationHarness>({
  machine: locationMachine,
  input: { locId: 'SG' },
  contextKeys,
  events,
  setup: (inspect) => {
    const stubs = new StubActors();
    const clock = new SimulatedClock();
    const stored: string[] = [];
    const pageStored: string[] = [];
    // An open modal of the app (as a Modal registers itself) and a native dialog.
    let closeRequests = 0;
    const unregister = registerOpenModal(() => (closeRequests += 1));
    const dialog = document.createElement('dialog');
    // jsdom has no HTMLDialogElement.close(); the attribute is what closeAllDialogs changes.
    dialog.close = vi.fn(() => dialog.removeAttribute('open'));
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    const actor = createActor(
      locationMachine.provide({
        actors: { loadAvailableLocations: stubs.promise('loadAvailableLocations') },
        actions: {
          closeDialogs: () => closeAllDialogs(),
          storeLocation: (_, locId) => stored.push(locId),
          storePageLocation: (_, locId) => pageStored.push(locId),
        },
      }),
      { clock, inspect, input: { locId: 'SG' } },
    );
    const emitted: NavigateEvent[] = [];
    actor.on('navigate', (event) => emitted.push(event));
    actor.start();
    const view = render(
      <I18nProvider i18n={i18n}>
        <LocationChooser location={actor} />
      </I18nProvider>,
    );
    return {
      actor: () => actor,
      stubs,
      clock,
      emitted,
      stored,
      loads: [],
      pageStored,
      dialog,
      closeRequests: () => closeRequests,
      cleanup: () => {
        view.unmount();
        actor.stop();
        dialog.remove();
        unregister();
      },
    };
  },
  perform: {
    // The signed-in frame opened, or the page's LocId, the user or the frame changed.
    LOAD: (event: EventObject, harness) => {
      harness.loads.push((event as Extract<LocationEvent, { type: 'LOAD' }>).locId);
      harness.actor().send(event as LocationEvent);
    },
    // The user picks a location in the radio list; one that is not offered is asked for directly.
    CHOOSE: (event: EventObject, harness) => {
      const { locId } = event as Extract<LocationEvent, { type: 'CHOOSE' }>;
      const radio = radios().find((input) => input.value === locId);
      if (radio) fireEvent.click(radio);
      else harness.actor().send(event as LocationEvent);
    },
  },
  expectState: {
    idle: ({ emitted, stored, pageStored, stubs }) => {
      expect(radios()).toHaveLength(0);
      expect(stubs.calls.get('loadAvailableLocations')).toBeUndefined();
      expect({ emitted, stored, pageStored }).toEqual({ emitted: [], stored: [], pageStored: [] });
    },
    loading: ({ actor, stubs, loads, pageStored }) => {
      // Every LOAD stored its page's location, one that came while loading too.
      expect(pageStored).toEqual(loads);
      expect(screen.getByRole('radiogroup', { name: 'Location' }).getAttribute('aria-busy')).toBe('true');
      // Asked for the user the shell named.
      expect(stubs.calls.get('loadAvailableLocations')?.at(-1)).toBe(actor().getSnapshot().context.userId);
    },
    ready: ({ actor, emitted, stored, loads, pageStored, dialog, closeRequests }) => {
      const { available, locId } = actor().getSnapshot().context;
      expect(pageStored).toEqual(loads);
      expect(radios().map((radio) => radio.value)).toEqual(available.map((location) => location.LocId));
      for (const radio of radios()) {
        expect(radio.checked).toBe(radio.value === locId);
        expect(radio.disabled).toBe(false);
      }
      // Nothing switched: no reload, nothing stored, dialogs left alone.
      expect({ emitted, stored, closeRequests: closeRequests(), open: dialog.hasAttribute('open') }).toEqual({
        emitted: [],
        stored: [],
        closeRequests: 0,
        open: true,
      });
    },
    switching: ({ actor, emitted, stored, dialog, closeRequests }) => {
      const { locId, available } = actor().getSnapshot().context;
      expect(available.some((location) => location.LocId === locId)).toBe(true);
      // Every dialog closed, the choice stored under loc, and a full page load of home in it.
      expect(closeRequests()).toBe(1);
      expect(dialog.hasAttribute('open')).toBe(false);
      expect(stored).toEqual([locId]);
      expect(emitted).toEqual([{ type: 'navigate', to: `/admin/home?LocId=${locId}`, hard: true }]);
      for (const radio of radios()) expect(radio.disabled).toBe(true);
    },
  },
});
