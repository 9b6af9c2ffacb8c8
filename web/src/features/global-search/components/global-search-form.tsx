// The search box in the header: free text goes to the results page as ?q=…; blank text is ignored.
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { MAX_QUERY_LENGTH } from '@venue-finder/core/search-schema';
import { paths } from '../../../config/paths';

export function GlobalSearchForm() {
  const inputId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  // On the results page the box shows the current search, elsewhere it starts empty.
  const currentQuery = pathname.startsWith(paths.venues.path) ? (searchParams.get('q') ?? '') : '';

  const [text, setText] = useState(currentQuery);
  const [shownQuery, setShownQuery] = useState(currentQuery);
  if (shownQuery !== currentQuery) {
    setShownQuery(currentQuery);
    setText(currentQuery);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = text.trim();
    if (!term) return;
    navigate(paths.venues.getHref({ q: term }));
  }

  return (
    <form className="global-search" role="search" aria-label="Venue search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={inputId}>
        Search venues
      </label>
      <input
        id={inputId}
        className="global-search__input"
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Venue, city or event type"
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button className="button button--primary global-search__button" type="submit">
        Search
      </button>
    </form>
  );
}
