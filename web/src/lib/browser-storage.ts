// JSON values in localStorage that components can subscribe to, in this tab and across tabs.
import { useMemo, useSyncExternalStore } from 'react';

const CHANGE_EVENT = 'venue-finder:storage';

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, policy): behave as empty
  }
}

export function readStoredJson(key: string): unknown {
  return parseJsonOrUndefined(readRaw(key));
}

export function writeStoredJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.error(`Could not save "${key}" in browser storage`, error);
  }
  window.dispatchEvent(new CustomEvent<string>(CHANGE_EVENT, { detail: key }));
}

/** Removes `key` from storage (subscribers then read it as absent). */
export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    console.error(`Could not remove "${key}" from browser storage`, error);
  }
  window.dispatchEvent(new CustomEvent<string>(CHANGE_EVENT, { detail: key }));
}

function subscribe(key: string, onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  const onLocalChange = (event: Event) => {
    if ((event as CustomEvent<string>).detail === key) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onLocalChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onLocalChange);
  };
}

/**
 * The stored value under `key`, parsed by `parse` (a module-level function that tolerates any
 * text or null). Re-renders when the value changes; the raw text is the snapshot, so parsing
 * happens only when the stored text actually changed.
 */
export function useStoredValue<T>(key: string, parse: (raw: string | null) => T): T {
  const raw = useSyncExternalStore(
    (onChange) => subscribe(key, onChange),
    () => readRaw(key),
    () => null,
  );
  return useMemo(() => parse(raw), [raw, parse]);
}

export function parseJsonOrUndefined(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
