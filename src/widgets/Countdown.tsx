import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { countdownMachine, CountdownTickMs } from '../../machines/countdown.machine.ts';
import './widgets.css';

export type CountdownActorRef = ActorRefFrom<typeof countdownMachine>;

/** "42" with 1 s ticks; "41.9" with 100 ms ticks (whole milliseconds, so the text is exact). */
export function countdownText(leftMs: number, tickMs: CountdownTickMs): string {
  return tickMs === 100 ? `${Math.floor(leftMs / 1000)}.${Math.floor((leftMs % 1000) / 100)}` : String(Math.ceil(leftMs / 1000));
}

/**
 * Countdown (spec 02 §2.13): the seconds left of a countdown actor. The owner creates the actor
 * (createActor or useActorRef with countdownMachine and its input) and listens to its `notify` and
 * `done`; this only shows the time.
 */
export function Countdown({ actor }: { actor: CountdownActorRef }) {
  const { t } = useLingui();
  const text = useSelector(actor, (snapshot) => countdownText(snapshot.context.leftMs, snapshot.context.tickMs));
  return (
    <span className="countdown" role="timer" aria-label={t`Seconds left`}>
      {text}
    </span>
  );
}
