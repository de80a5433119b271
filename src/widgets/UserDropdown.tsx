import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from './useMediaQuery.ts';
import { compareUserOptions, userOptions, type UserListItem, type UserOption } from './userSort.ts';
import './widgets.css';

export interface UserDropdownProps {
  /** The users to choose from; null or undefined while they have not arrived. */
  users?: readonly UserListItem[] | null;
  /** Or the choices as options (a declared source's); sorted the same way. */
  choices?: readonly UserOption[];
  loading?: boolean;
  /** The chosen user id (as text), or null for none. */
  value: string | null;
  onChange: (userId: string | null) => void;
  /** Accessible name; "User" unless given. */
  label?: string;
  id?: string;
  disabled?: boolean;
}

/**
 * User dropdown (spec 02 §2.13): a searchable combobox (ARIA 1.2 pattern: the input owns a listbox,
 * the active option is announced through aria-activedescendant). Placeholder 'UserId / Name'
 * ('Id / Name' on mobile), 'Loading...' while loading, 'No data.' when nothing matches; options
 * sorted by `compareUsers`. Keys: Down/Up open and move, Enter chooses, Escape closes.
 *
 * Open/closed, the search text and the active option are this widget's own view state (like an
 * input's caret), kept in React; the choice itself goes out through onChange.
 */
export function UserDropdown({ users, choices, loading = false, value, onChange, label, id, disabled }: UserDropdownProps) {
  const { t } = useLingui();
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const listRef = useRef<HTMLUListElement>(null);

  const [open, setOpen] = useState(false);
  /** What the user typed; null shows the chosen user's label instead. */
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);

  const options = useMemo(() => (choices ? [...choices].sort(compareUserOptions) : userOptions(users ?? [])), [users, choices]);
  const selected = options.find((option) => option.value === value) ?? null;
  const filtered = useMemo(() => {
    const needle = query?.trim().toLowerCase();
    return needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
  }, [options, query]);
  const shown = loading ? [] : filtered;
  const active = open && activeIndex < shown.length ? activeIndex : -1;

  useEffect(() => {
    // Keep the active option in sight when the keyboard moves past the list's visible part.
    if (active >= 0) listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  function openAt(index: number) {
    setOpen(true);
    setActiveIndex(index);
  }

  function close() {
    setOpen(false);
    setQuery(null);
    setActiveIndex(-1);
  }

  function choose(option: UserOption) {
    close();
    onChange(option.value);
  }

  const selectedIndex = selected ? shown.findIndex((option) => option.value === selected.value) : -1;

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openAt(selectedIndex >= 0 ? selectedIndex : 0);
        else setActiveIndex(Math.min(active + 1, shown.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openAt(selectedIndex >= 0 ? selectedIndex : shown.length - 1);
        else setActiveIndex(Math.max(active - 1, 0));
        break;
      case 'Enter':
        if (!open) break;
        // Choosing must not submit the surrounding form.
        event.preventDefault();
        if (active >= 0) choose(shown[active]!);
        break;
      case 'Escape':
        if (open || query !== null) {
          event.preventDefault();
          close();
        }
        break;
    }
  }

  const message = loading ? t`Loading...` : shown.length === 0 ? t`No data.` : null;
  const name = label ?? t`User`;

  return (
    <div className={`user-dropdown${open ? ' user-dropdown--open' : ''}`}>
      <input
        id={id}
        className="user-dropdown__input"
        type="text"
        role="combobox"
        aria-label={name}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        aria-busy={loading || undefined}
        autoComplete="off"
        placeholder={mobile ? t`Id / Name` : t`UserId / Name`}
        value={query ?? selected?.label ?? ''}
        disabled={disabled}
        onChange={(event) => {
          setQuery(event.target.value);
          openAt(0);
        }}
        onClick={() => (open ? close() : openAt(selectedIndex >= 0 ? selectedIndex : 0))}
        onKeyDown={keyDown}
        onBlur={close}
      />
      {selected && !disabled && (
        <button
          type="button"
          className="user-dropdown__clear"
          aria-label={t`Clear`}
          tabIndex={-1}
          // Keeps the focus in the input.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            close();
            onChange(null);
          }}
        >
          ×
        </button>
      )}
      <div className="user-dropdown__panel" hidden={!open}>
        <ul className="user-dropdown__list" role="listbox" id={listboxId} aria-label={name} ref={listRef}>
          {shown.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={option.value === value}
              className={`user-dropdown__option${index === active ? ' user-dropdown__option--active' : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {option.label}
            </li>
          ))}
        </ul>
        {message && (
          <div className="user-dropdown__message" role="status">
            {message}
          </div>
        )}
      </div>
    </div>
  );
}
