// Page titles: every route names itself so tabs, history and screen readers say where you are.
import { useEffect } from 'react';
import { site } from '../config/site';

/** "Meeting rooms in London | Venue Finder" */
export function pageTitle(page: string): string {
  return `${page} | ${site.name}`;
}

/** Sets document.title to exactly `title` while the calling component is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
