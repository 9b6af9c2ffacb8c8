// On the brief page of a signed-in planner: which saved shortlist the brief shows (pick another,
// read further pages of them from the server), its name (rename it), and a new one for another
// event. Says what the last merge or save did that the planner should know. Renders nothing for
// anyone else.
import { MAX_SHORTLIST_NAME_LENGTH, SHORTLIST_NAME_MESSAGE } from '@venue-finder/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { maySignedIn, useSession } from '../../../lib/session';
import { shortlistsQueryOptions } from '../api/shortlists';
import { useBriefAccount } from '../brief-account';
import { shortlistSync } from '../shortlist-sync';
import '../shortlists.css';

const FAILURE = 'That did not work. Please check your connection and try again.';

export function ShortlistPicker() {
  const session = useSession({ enabled: maySignedIn() });
  const stored = useBriefAccount();
  // Kept after signing out (for the next sign-in's merge), but shown only to its planner.
  const account = stored && session.data?.id === stored.userId ? stored : null;
  const list = useInfiniteQuery({ ...shortlistsQueryOptions(), enabled: account !== null });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [newName, setNewName] = useState('');
  const [rename, setRename] = useState<string | null>(null);
  const ids = { heading: useId(), choose: useId(), name: useId(), newName: useId() };
  if (!account) return null;

  // The shown shortlist is always an option, even before (or beyond) the pages read so far.
  const loaded = list.data?.pages.flatMap((page) => page.shortlists) ?? [];
  const options = [
    { id: account.shortlistId, name: account.name },
    ...loaded.filter((shortlist) => shortlist.id !== account.shortlistId),
  ];

  async function act(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(messageOf(failure, FAILURE));
    } finally {
      setBusy(false);
    }
  }

  function onRename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = (rename ?? account!.name).trim();
    if (name.length === 0 || name.length > MAX_SHORTLIST_NAME_LENGTH) return setError(SHORTLIST_NAME_MESSAGE);
    void act(async () => {
      await shortlistSync.rename(name);
      setRename(null);
    });
  }

  function onNew(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = newName.trim();
    if (name.length === 0 || name.length > MAX_SHORTLIST_NAME_LENGTH) return setError(SHORTLIST_NAME_MESSAGE);
    void act(async () => {
      await shortlistSync.startNew(name);
      setNewName('');
      setRename(null);
    });
  }

  return (
    <section className="shortlist-picker" aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="shortlist-picker__heading">
        Saved to your account
      </h2>
      {account.notice && (
        <p role="status" className="shortlist-picker__notice">
          {account.notice}
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor={ids.choose}>
          Shortlist
        </label>
        <select
          id={ids.choose}
          className="field__control"
          value={account.shortlistId}
          disabled={busy}
          onChange={(event) => {
            const id = event.target.value;
            void act(async () => {
              await shortlistSync.choose(id);
              setRename(null);
            });
          }}
        >
          {options.map((shortlist) => (
            <option key={shortlist.id} value={shortlist.id}>
              {shortlist.name}
            </option>
          ))}
        </select>
        {list.hasNextPage && (
          <button
            type="button"
            className="button button--quiet"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            More shortlists
          </button>
        )}
      </div>
      <form className="shortlist-picker__row" onSubmit={onRename} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={ids.name}>
            Shortlist name
          </label>
          <input
            id={ids.name}
            className="field__control"
            maxLength={MAX_SHORTLIST_NAME_LENGTH}
            value={rename ?? account.name}
            onChange={(event) => setRename(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--secondary" disabled={busy || rename === null}>
          Rename
        </button>
      </form>
      <form className="shortlist-picker__row" onSubmit={onNew} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={ids.newName}>
            New shortlist for another event
          </label>
          <input
            id={ids.newName}
            className="field__control"
            maxLength={MAX_SHORTLIST_NAME_LENGTH}
            placeholder="e.g. Christmas party"
            value={newName}
            onChange={(event) => setNewName(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--secondary" disabled={busy}>
          Start new shortlist
        </button>
      </form>
      <div role="alert">{error && <p className="field__error">{error}</p>}</div>
    </section>
  );
}
