import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { I18n } from '@lingui/core';

/** One input of the result form: its field key (resultFieldKey) and its label. */
export interface ResultInput {
  key: string;
  label: string;
}

const TOP_THREE: readonly { key: string; label: MessageDescriptor }[] = [
  { key: 'first-1', label: msg`1st Prize` },
  { key: 'second-1', label: msg`2nd Prize` },
  { key: 'third-1', label: msg`3rd Prize` },
];

const positions = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** The 23 inputs of a 4D result, in order: 1st, 2nd, 3rd, Starter 1-10, Consolation 1-10. */
export function fourDInputs(i18n: I18n): ResultInput[] {
  return [
    ...TOP_THREE.map(({ key, label }) => ({ key, label: i18n._(label) })),
    ...positions(10).map((position) => ({ key: `starter-${position}`, label: i18n._(msg`Starter ${position}`) })),
    ...positions(10).map((position) => ({ key: `consolation-${position}`, label: i18n._(msg`Consolation ${position}`) })),
  ];
}

/** The 7 inputs of a TOTO result: Number 1-6 and the Additional Number. */
export function totoInputs(i18n: I18n): ResultInput[] {
  return [
    ...positions(6).map((position) => ({ key: `toto-${position}`, label: i18n._(msg`Number ${position}`) })),
    { key: 'additional-1', label: i18n._(msg`Additional Number`) },
  ];
}

/** A field's label by its key, for messages that name another field ("already the 1st Prize"). */
export const labelOfKey = (inputs: readonly ResultInput[], key: string | null) => inputs.find((input) => input.key === key)?.label ?? null;
