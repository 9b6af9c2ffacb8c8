// What the server rendered a page with, handed to the browser inside the page so that the
// browser hydrates the same page without asking again: the search's first results and the
// queries fetched for the page. A JSON script element, not a script that runs, so the
// Content-Security-Policy (scripts from our origin only) holds.
import type { DehydratedState } from '@tanstack/react-query';
import { createContext } from 'react';
import type { InstantSearchServerState } from 'react-instantsearch';

export interface ServerState {
  /** The address rendered: path and query string. */
  href: string;
  /** InstantSearch's first answers, on a results page. */
  search?: InstantSearchServerState;
  /** TanStack Query's answers fetched before rendering, e.g. the venue of a venue page. */
  queries?: DehydratedState;
}

export const SERVER_STATE_ELEMENT_ID = 'vf-server-state';

/** The element the server writes after #root; '<' is escaped so no text inside can close it. */
export function serverStateElement(state: ServerState): string {
  const json = JSON.stringify(state).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${json}</script>`;
}

/** The state of the page the browser was served, or undefined when the server sent an empty shell. */
export function readServerState(): ServerState | undefined {
  const text = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return undefined;
  }
}

/**
 * The server state while the first page hydrates. Hydration goes a Suspense boundary at a time,
 * so it is the page that empties it once mounted, so that a page reached later fetches its own
 * answers instead of reusing the first page's.
 */
export interface ServerStateHolder {
  current: ServerState | undefined;
}

export const ServerStateContext = createContext<ServerStateHolder>({ current: undefined });
