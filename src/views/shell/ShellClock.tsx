import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { clockMachine } from '../../../machines/clock.machine.ts';
import { formatLocalClock, formatServerClock } from '../../shell/clockFormat.ts';

export type ClockActorRef = ActorRefFrom<typeof clockMachine>;

/** The header's live clock (spec 02 §2.13): the server's time once known, else local time in another format. */
export function ShellClock({ clock }: { clock: ClockActorRef }) {
  const { t, i18n } = useLingui();
  const fromServer = useSelector(clock, (s) => s.matches('serverTime'));
  const shownMs = useSelector(clock, (s) => s.context.shownMs);
  return (
    <time
      className="shell-clock"
      role="timer"
      aria-label={t`Clock`}
      data-source={fromServer ? 'server' : 'local'}
      dateTime={new Date(shownMs).toISOString()}
    >
      {fromServer ? formatServerClock(shownMs, i18n.locale) : formatLocalClock(shownMs)}
    </time>
  );
}
