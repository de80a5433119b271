import { useLingui } from '@lingui/react/macro';
import { OptionSelect } from './OptionSelect.tsx';
import './widgets.css';

/** A draw as the draw-date lists give it (spec 02 §3). */
export interface DrawDateItem {
  DrawId: number | string;
  DrawDate: string;
}

export interface DrawDateDropdownProps {
  draws: readonly DrawDateItem[] | null | undefined;
  /** The chosen draw id, or null for none. */
  value: DrawDateItem['DrawId'] | null;
  onChange: (drawId: DrawDateItem['DrawId'] | null) => void;
  /** Accessible name; "Draw Date" unless given. */
  label?: string;
  id?: string;
  disabled?: boolean;
}

/**
 * Draw-date dropdown (spec 02 §2.13): each option shows the draw date and carries the draw id;
 * '-- Select --' when nothing is chosen, 'No data.' when there are no draws; no search (a native
 * select). 115 px wide, 105 px on mobile (widgets.css).
 */
export function DrawDateDropdown({ draws, value, onChange, label, id, disabled }: DrawDateDropdownProps) {
  const { t } = useLingui();
  const list = draws ?? [];
  const options = list.map((draw) => ({ value: String(draw.DrawId), label: draw.DrawDate }));
  const change = (chosen: string) => onChange(list.find((draw) => String(draw.DrawId) === chosen)?.DrawId ?? null);
  return (
    <OptionSelect
      id={id}
      className="draw-date-dropdown"
      aria-label={label ?? t`Draw Date`}
      options={options}
      value={value === null ? '' : String(value)}
      onChange={change}
      disabled={disabled}
    />
  );
}
