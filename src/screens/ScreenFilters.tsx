import { useState, type FormEvent } from 'react';
import { DateTime } from 'luxon';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { paramOf, type ScreenUrl } from '../../machines/rules/screenUrl.ts';
import { DateInput } from '../widgets/DateInput.tsx';
import { DrawDateDropdown } from '../widgets/DrawDateDropdown.tsx';
import { UserDropdown } from '../widgets/UserDropdown.tsx';
import { dateRangeError } from '../widgets/dateRange.ts';
import { rangeParams, type ScreenFilter } from './declaration.ts';
import { optionsOf } from './optionSource.ts';
import type { ScreenOptions } from './screenData.ts';

type Changes = Readonly<Record<string, string | null>>;

interface FiltersProps {
  filters: readonly ScreenFilter[];
  url: ScreenUrl;
  /** The lists of the last load; undefined while loading (the dropdowns say so). */
  options: ScreenOptions | undefined;
  onChange: (changes: Changes) => void;
}

/** The date-range error of spec 02 §2.13; the same for a range of calendar days (`on: 'date'`). */
const RANGE_ERROR = msg`Draw From must not be later than Draw To.`;
const DATE_RANGE_ERROR = msg`Date From must not be later than Date To.`;

type RangeFilter = Extract<ScreenFilter, { kind: 'dateRange' }>;

/** DrawFrom and DrawTo (or DateFrom and DateTo): a change is navigated only when both are given and in order. */
function DateRangeFilter({ filter, url, onChange }: { filter: RangeFilter; url: ScreenUrl; onChange: (changes: Changes) => void }) {
  const { t } = useLingui();
  const names = rangeParams(filter);
  const onDates = filter.on === 'date';
  const rangeError = onDates ? DATE_RANGE_ERROR : RANGE_ERROR;
  const read = (name: string) => {
    const value = paramOf(url, name);
    const date = value ? DateTime.fromISO(value) : null;
    return date?.isValid ? date : null;
  };
  // What the user has entered; the URL's values until then (the filter is keyed by them).
  const [range, setRange] = useState<{ from: DateTime | null; to: DateTime | null }>({ from: read(names.from), to: read(names.to) });
  const error = dateRangeError(range.from, range.to, rangeError);
  const change = (next: typeof range) => {
    setRange(next);
    if (next.from && next.to && !dateRangeError(next.from, next.to, rangeError)) {
      onChange({ [names.from]: next.from.toISODate(), [names.to]: next.to.toISODate() });
    }
  };
  return (
    <>
      <DateInput label={onDates ? t`Date From` : t`Draw From`} value={range.from} onChange={(from) => change({ ...range, from })} />
      <DateInput label={onDates ? t`Date To` : t`Draw To`} value={range.to} onChange={(to) => change({ ...range, to })} error={error} />
    </>
  );
}

/** Free text (txtSearch): navigated when the form is submitted. */
function TextFilter({ filter, url, onChange }: { filter: Extract<ScreenFilter, { kind: 'text' }>; url: ScreenUrl; onChange: (changes: Changes) => void }) {
  const { i18n, t } = useLingui();
  const [text, setText] = useState(paramOf(url, filter.param) ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ [filter.param]: text.trim() || null });
  };
  return (
    <form className="screen-filters__text" role="search" aria-label={i18n._(filter.label)} onSubmit={submit}>
      <label>
        {i18n._(filter.label)}
        <input type="search" value={text} maxLength={filter.maxLength} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit" className="button" aria-label={t`Search`}>
        <Trans>Search</Trans>
      </button>
    </form>
  );
}

/** One of a fixed list, or All (the parameter absent): navigated on change. */
function ChoiceFilter({ filter, url, onChange }: { filter: Extract<ScreenFilter, { kind: 'choice' }>; url: ScreenUrl; onChange: (changes: Changes) => void }) {
  const { i18n, t } = useLingui();
  return (
    <span className="screen-filters__field">
      <label>
        {i18n._(filter.label)}{' '}
        <select value={paramOf(url, filter.param) ?? ''} onChange={(event) => onChange({ [filter.param]: event.target.value || null })}>
          <option value="">{t`All`}</option>
          {filter.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {i18n._(choice.label)}
            </option>
          ))}
        </select>
      </label>
    </span>
  );
}

/**
 * A data screen's filters (spec 02 §2.13 widgets). Every change is a navigation (the URL is the
 * state); the inputs are keyed by the URL's values, so Back or a pasted link shows them as the URL says.
 */
export function ScreenFilters({ filters, url, options, onChange }: FiltersProps) {
  const { t } = useLingui();
  if (filters.length === 0) return null;
  return (
    <div className="screen-filters">
      {filters.map((filter) => {
        switch (filter.kind) {
          case 'draw': {
            const drawId = paramOf(url, 'DrawId');
            // A draw option's value is the draw id, its label the draw date.
            const draws = optionsOf(filter.options, options)?.map((option) => ({ DrawId: option.value, DrawDate: option.label }));
            return (
              <span key="draw" className="screen-filters__field">
                <DrawDateDropdown
                  draws={draws}
                  value={drawId}
                  onChange={(id) => onChange({ DrawId: id === null ? null : String(id) })}
                />
              </span>
            );
          }
          case 'user': {
            return (
              <span key="user" className="screen-filters__field">
                <UserDropdown
                  label={t`User`}
                  choices={optionsOf(filter.options, options)}
                  loading={options === undefined}
                  value={paramOf(url, 'UserId')}
                  onChange={(userId) => onChange({ UserId: userId })}
                />
              </span>
            );
          }
          case 'dateRange':
            return (
              <DateRangeFilter
                key={`range:${paramOf(url, rangeParams(filter).from)}:${paramOf(url, rangeParams(filter).to)}`}
                filter={filter}
                url={url}
                onChange={onChange}
              />
            );
          case 'text':
            return <TextFilter key={`text:${paramOf(url, filter.param)}`} filter={filter} url={url} onChange={onChange} />;
          case 'choice':
            return <ChoiceFilter key={`choice:${filter.param}`} filter={filter} url={url} onChange={onChange} />;
        }
      })}
    </div>
  );
}
