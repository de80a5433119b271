import { useLingui } from '@lingui/react/macro';
import type { ScreenView } from './declaration.ts';

/** The views of a screen with more than one (VW): the current one pressed, the others a navigation away. */
export function ViewSwitch({ views, current, onChoose }: { views: readonly ScreenView<unknown>[]; current: ScreenView<unknown>; onChoose: (vw: string | null) => void }) {
  const { i18n, t } = useLingui();
  if (views.length < 2) return null;
  return (
    <div className="view-switch" role="group" aria-label={t`View`}>
      {views.map((view) => (
        <button
          key={view.vw ?? ''}
          type="button"
          className="button view-switch__option"
          aria-pressed={view === current}
          onClick={() => onChoose(view.vw)}
        >
          {i18n._(view.label)}
        </button>
      ))}
    </div>
  );
}
