// The wizard's draft: what the owner has entered and the step they are on, saved about 600 ms
// after any change (the first save creates the draft), one save at a time, each from the version
// the last one answered. A save refused because another tab or window changed the draft is never
// retried over it: the wizard says so and offers the latest version instead.
import type { VenueData } from '@venue-finder/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { type Registration, saveRegistration } from '../api/registrations';

export const AUTOSAVE_DELAY_MS = 600;
export const SAVED_NOTICE_MS = 2_000;

export type SaveState = 'idle' | 'saving' | 'saved' | 'conflict';

interface DraftRef {
  id: string | null;
  version: number;
}

/** `onCreated` hears the id of a draft the first save created (the page keeps it in its address). */
export function useRegistrationDraft(initial: Registration | null, onCreated?: (id: string) => void) {
  const created = useRef(onCreated);
  created.current = onCreated;
  const [data, setData] = useState<VenueData>(initial?.venue_data ?? {});
  const [step, setStep] = useState(initial?.step ?? 0);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const draft = useRef<DraftRef>({ id: initial?.id ?? null, version: initial?.version ?? 0 });
  const latest = useRef({ data, step });
  latest.current = { data, step };
  const inFlight = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const conflict = useRef(false);
  const changed = useRef(false);
  /** While a submission is under way, no autosave may race it from the same version. */
  const paused = useRef(false);
  /** A change not yet sent. */
  const dirty = useRef(false);

  const save = useCallback((): Promise<void> => {
    if (conflict.current || paused.current) return Promise.resolve();
    if (inFlight.current) {
      again.current = true;
      return inFlight.current;
    }
    setSaveState('saving');
    dirty.current = false;
    const run = saveRegistration({
      ...draft.current,
      ...latest.current,
      venueData: latest.current.data,
      status: 'draft',
    })
      .then((saved) => {
        if (!draft.current.id) created.current?.(saved.id);
        draft.current = { id: saved.id, version: saved.version };
        setSaveState('saved');
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 409) {
          conflict.current = true;
          setSaveState('conflict');
        } else {
          // Autosave failures are only logged (spec §8); the next change tries again.
          console.warn('Autosave failed', error);
          setSaveState('idle');
        }
      })
      .finally(() => {
        inFlight.current = null;
        if (again.current) {
          again.current = false;
          void save();
        }
      });
    inFlight.current = run;
    return run;
  }, []);

  // Saves a moment after the last change; the first render (a resumed draft) is no change.
  useEffect(() => {
    if (!changed.current) return;
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [data, step, save]);

  // Leaving the page (a reload, a closed tab) within the autosave delay still saves the last change.
  useEffect(() => {
    const flush = () => {
      if (!dirty.current || conflict.current || paused.current || inFlight.current) return;
      dirty.current = false;
      const { data: venueData, step: at } = latest.current;
      void saveRegistration({ ...draft.current, venueData, step: at, status: 'draft' }, { keepalive: true }).catch(
        () => undefined,
      );
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, []);

  // 'Saved' shows for two seconds.
  useEffect(() => {
    if (saveState !== 'saved') return;
    const timer = setTimeout(() => setSaveState((state) => (state === 'saved' ? 'idle' : state)), SAVED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [saveState]);

  const update = useCallback((change: (current: VenueData) => VenueData) => {
    changed.current = true;
    dirty.current = true;
    setData(change);
  }, []);

  const goTo = useCallback((next: number) => {
    changed.current = true;
    dirty.current = true;
    setStep(next);
  }, []);

  /**
   * Stops autosaving (a submission is about to send the whole draft) and waits for the save in
   * flight, if any: the draft's id and version are then current and nothing else will move them.
   */
  const pauseAutosave = useCallback(async (): Promise<DraftRef> => {
    paused.current = true;
    while (inFlight.current) await inFlight.current;
    return draft.current;
  }, []);

  /** Autosaves again (the submission failed and the owner carries on editing). */
  const resumeAutosave = useCallback(() => {
    paused.current = false;
  }, []);

  return { data, update, step, goTo, saveState, pauseAutosave, resumeAutosave, conflicted: saveState === 'conflict' };
}
