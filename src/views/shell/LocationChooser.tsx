import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { locationMachine } from '../../../machines/location.machine.ts';

export type LocationActorRef = ActorRefFrom<typeof locationMachine>;

/** The header's radio list of the user's locations (spec 02 §2.3); choosing one switches (§2.4). */
export function LocationChooser({ location }: { location: LocationActorRef }) {
  const { t } = useLingui();
  const available = useSelector(location, (s) => s.context.available);
  const current = useSelector(location, (s) => s.context.locId);
  const busy = useSelector(location, (s) => s.hasTag('busy'));
  return (
    <div className="location-chooser" role="radiogroup" aria-label={t`Location`} aria-busy={busy}>
      {available.map((choice) => (
        <label key={choice.LocId} className="location-chooser__choice">
          <input
            type="radio"
            name="location"
            value={choice.LocId}
            checked={choice.LocId === current}
            disabled={busy}
            onChange={() => location.send({ type: 'CHOOSE', locId: choice.LocId })}
          />
          {choice.Loc}
        </label>
      ))}
    </div>
  );
}
