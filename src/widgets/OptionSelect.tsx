import type { ComponentPropsWithoutRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Option } from '../screens/optionSource.ts';

export interface OptionSelectProps extends Omit<ComponentPropsWithoutRef<'select'>, 'value' | 'onChange' | 'children'> {
  options: readonly Option[];
  /** The chosen option's value; '' for none. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A native select of options (spec 02 §2.13 dropdowns): '-- Select --' when nothing is chosen, 'No
 * data.' when there are no options. The draw-date dropdown and a form's dropdown field are one.
 */
export function OptionSelect({ options, value, onChange, ...select }: OptionSelectProps) {
  const { t } = useLingui();
  return (
    <select {...select} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{t`-- Select --`}</option>
      {options.length === 0 ? (
        <option value="" disabled>
          {t`No data.`}
        </option>
      ) : (
        options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))
      )}
    </select>
  );
}
