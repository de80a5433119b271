import { useLingui } from '@lingui/react/macro';
import { useSignedInProfile } from '../app/rootActor.tsx';
import type { Game } from '../../contract/endpoint.ts';
import type { ScreenView } from './declaration.ts';
import { mayOpenView } from './viewAccess.ts';

/** The views of a screen with more than one (VW) the user may open: the current one pressed, the others a navigation away. */
export function ViewSwitch({ views, current, game, onChoose }: { views: readonly ScreenView<unknown>[]; current: ScreenView<unknown>; game: Game; onChoose: (vw: string | null) => void }) {
  const { i18n, t } = useLingui();
  // A view the user lacks the attribute of is not offered (src/screens/viewAccess.ts).
  const profile = useSignedInProfile();
  const open = views.filter((view) => mayOpenView(view, profile, game));
  if (open.length < 2) return null;
  return (
    <div className="view-switch" role="group" aria-label={t`View`}>
      {open.map((view) => (
        <button
          key={view.vw}
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
