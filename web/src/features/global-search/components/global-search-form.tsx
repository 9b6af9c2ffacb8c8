// The search box in the header, a combobox (WAI-ARIA 1.2 pattern): from 2 characters it offers
// venues, cities and categories; while empty it offers recent searches. Arrow keys move through
// the options, Enter picks one (or searches for the text), Escape closes the list, then clears.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { MAX_QUERY_LENGTH, type SearchSuggestion } from '@venue-finder/contract';
import { paths } from '../../../config/paths';
import { canSuggest, useSuggestions } from '../api/get-suggestions';
import { rememberSearch, useRecentSearches, type RecentSearch } from '../recent-searches';
import type { TypedSearchState } from '../../../lib/typed-search-state';
import { searchDestination, suggestionToRecentSearch, textSearch } from '../search-destinations';
import '../global-search.css';

const TYPE_LABELS: Record<RecentSearch['type'], string> = {
  venue: 'Venue',
  city: 'City',
  category: 'Category',
  general: 'Search',
};

interface Choice {
  key: string;
  label: string;
  detail: string;
  type: RecentSearch['type'];
  search: Omit<RecentSearch, 'timestamp'>;
}

function suggestionChoice(suggestion: SearchSuggestion, index: number): Choice {
  return {
    key: `s-${index}-${suggestion.type}-${suggestion.slug ?? suggestion.value ?? suggestion.name}`,
    label: suggestion.name,
    // A subtitle that only repeats the row's type ("City") says nothing new.
    detail: suggestion.subtitle === TYPE_LABELS[suggestion.type] ? '' : suggestion.subtitle,
    type: suggestion.type,
    search: suggestionToRecentSearch(suggestion),
  };
}

function recentChoice(recent: RecentSearch): Choice {
  return { key: `r-${recent.term}`, label: recent.term, detail: '', type: recent.type, search: recent };
}

export function GlobalSearchForm() {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const inputRef = useRef<HTMLInputElement>(null);
  // On the results page the box shows the current search text, elsewhere it starts empty.
  const currentQuery = pathname.startsWith(paths.venues.path) ? (searchParams.get('q') ?? '') : '';

  const [text, setText] = useState(currentQuery);
  const [shownQuery, setShownQuery] = useState(currentQuery);
  if (shownQuery !== currentQuery) {
    setShownQuery(currentQuery);
    setText(currentQuery);
  }
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const suggestions = useSuggestions(text);
  const recent = useRecentSearches();
  const term = text.trim();
  const suggesting = canSuggest(term);

  const choices: Choice[] = suggesting
    ? suggestions.status === 'done'
      ? suggestions.suggestions.map(suggestionChoice)
      : []
    : recent.map(recentChoice);
  const settled = suggestions.status === 'done' || suggestions.status === 'failed';
  // With nothing to suggest (or a failed request), the one option is to search for the text.
  const offerTextSearch = suggesting && settled && choices.length === 0;
  const options: Choice[] = offerTextSearch
    ? [
        {
          key: 'search-text',
          label: `Search for “${term}”`,
          detail: '',
          type: 'general',
          search: textSearch(term),
        },
      ]
    : choices;
  const expanded = open && (options.length > 0 || (suggesting && !settled));
  const active = expanded && activeIndex >= 0 && activeIndex < options.length ? activeIndex : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  // Keep the active option in view as the arrow keys move through a long list.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  function go(search: Omit<RecentSearch, 'timestamp'>) {
    rememberSearch(search);
    setOpen(false);
    setActiveIndex(-1);
    if (search.type !== 'general') setText('');
    const state: TypedSearchState | undefined = search.type === 'general' ? { typed: search.term } : undefined;
    navigate(searchDestination(search), { state });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (active >= 0) return go(options[active].search);
    if (!term) return; // blank text is ignored
    go(textSearch(term));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActiveIndex(event.key === 'ArrowDown' ? 0 : options.length - 1);
          return;
        }
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // From the box, Down goes to the first option and Up to the last; both wrap around.
        setActiveIndex(
          active < 0 ? (step > 0 ? 0 : options.length - 1) : (active + step + options.length) % options.length,
        );
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActiveIndex(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        return;
      case 'Tab':
        setOpen(false);
        return;
    }
  }

  const statusMessage = !expanded
    ? ''
    : suggesting && !settled
      ? 'Looking for suggestions…'
      : offerTextSearch
        ? `No suggestions found; press Down to search for “${term}”`
        : suggesting
          ? `${options.length} ${options.length === 1 ? 'suggestion' : 'suggestions'} available`
          : `${options.length} recent ${options.length === 1 ? 'search' : 'searches'}`;

  return (
    <form
      className="global-search"
      role="search"
      aria-label="Venue search"
      onSubmit={submit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className="global-search__box">
        <label className="visually-hidden" htmlFor={`${id}-input`}>
          Search venues
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="global-search__input"
          type="text"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          placeholder="Venue, city or event type"
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
        />
        <div className="global-search__popup" hidden={!expanded}>
          {expanded && !suggesting && <p className="global-search__heading">Recent searches</p>}
          {offerTextSearch && <p className="global-search__empty">No suggestions found</p>}
          {expanded && suggesting && !settled && <p className="global-search__empty">Looking for suggestions…</p>}
          <ul
            className="global-search__options"
            id={listboxId}
            role="listbox"
            aria-label={suggesting ? 'Suggestions' : 'Recent searches'}
            hidden={options.length === 0}
          >
            {expanded &&
              options.map((option, index) => (
                <li
                  key={option.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  aria-label={`${option.label}${option.detail ? `, ${option.detail}` : ''} (${TYPE_LABELS[option.type]})`}
                  className="global-search__option"
                  onMouseDown={(event) => event.preventDefault()} // keep focus in the box
                  onMouseMove={() => index !== active && setActiveIndex(index)}
                  onClick={() => go(option.search)}
                >
                  <span className="global-search__option-label">{option.label}</span>
                  {option.detail && <span className="global-search__option-detail">{option.detail}</span>}
                  <span className="global-search__option-type">{TYPE_LABELS[option.type]}</span>
                </li>
              ))}
          </ul>
        </div>
        <p className="visually-hidden" role="status">
          {statusMessage}
        </p>
      </div>
      <button className="button button--primary global-search__button" type="submit">
        Search
      </button>
    </form>
  );
}
