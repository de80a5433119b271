import { createBrowserInspector } from '@statelyai/inspect';
import { maskSecrets } from './maskSecrets.ts';

/**
 * Development only (main.tsx imports this behind import.meta.env.DEV, so production builds hold none
 * of it). Creates the Stately inspector before the first render, collecting every actor's events
 * from the start, with secrets masked; a small floating button opens it: a click is a user gesture,
 * so the inspector window is never a blocked pop-up.
 */
export function attachInspector() {
  const inspector = createBrowserInspector({
    autoStart: false,
    maxDeferredEvents: 2000,
    // Masking the whole serialized inspection event covers every way a secret can reach the
    // inspector: events, machine context, and promise actors' input and output snapshots.
    serialize: (event) => maskSecrets(toPlainJson(event)),
  });
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'inspector-button';
  // A developer's tool, not a user-facing screen: English only, and kept out of the catalogs so
  // that production bundles carry none of its text.
  button.textContent = 'Inspect';
  button.title = 'Open the Stately inspector';
  Object.assign(button.style, {
    position: 'fixed', right: '12px', bottom: '12px', zIndex: '2147483647', padding: '6px 10px',
    font: '12px system-ui, sans-serif', color: '#fff', background: '#5b21b6', border: '0', borderRadius: '14px',
    boxShadow: '0 2px 8px rgb(0 0 0 / 0.25)', cursor: 'pointer',
  });
  button.addEventListener('click', () => inspector.start());
  document.body.append(button);
  return inspector.inspect;
}

/** A JSON copy (functions dropped, cycles cut), as the inspector window receives it. */
function toPlainJson<T>(value: T): T {
  const seen = new WeakSet<object>();
  return JSON.parse(
    JSON.stringify(value, (_key, field: unknown) => {
      if (typeof field !== 'object' || field === null) return field;
      if (seen.has(field)) return '[Circular]';
      seen.add(field);
      return field;
    }),
  ) as T;
}

/** `?inspect` in the URL or VITE_INSPECT=1 switches the inspector on. */
export const wantsInspector = (search: string) =>
  new URLSearchParams(search).has('inspect') || import.meta.env.VITE_INSPECT === '1';
