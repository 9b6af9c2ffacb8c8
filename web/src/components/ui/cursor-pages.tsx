// Pages of a list the server reads by keyset, for a list inside a page (a portal tab), not one
// with an address of its own (the admin queues keep their cursor in the address instead). It keeps
// the cursors of the pages read so far, so the reader can go back as well as on; turning a page
// moves focus to the list's heading, so a keyboard or screen-reader user starts at its top rather
// than on a button that may have gone.
import { type RefObject, useEffect, useRef, useState } from 'react';

export interface CursorPages {
  /** The cursor of the page to read; null for the first. */
  cursor: string | null;
  hasPrevious: boolean;
  previous: () => void;
  next: (cursor: string) => void;
  /** For the list's heading (with tabIndex={-1}): where focus goes when a page turns. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

export function useCursorPages(): CursorPages {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const turned = useRef(false);
  useEffect(() => {
    if (!turned.current) return;
    turned.current = false;
    headingRef.current?.focus();
  }, [cursors]);
  return {
    cursor: cursors.at(-1) ?? null,
    hasPrevious: cursors.length > 1,
    previous: () => {
      turned.current = true;
      setCursors((c) => c.slice(0, -1));
    },
    next: (cursor) => {
      turned.current = true;
      setCursors((c) => [...c, cursor]);
    },
    headingRef,
  };
}

/** "Newer" and "Older" buttons under the list; nothing when it fits one page. */
export function CursorPager({
  pages,
  nextCursor,
  label,
  previousLabel,
  nextLabel,
}: {
  pages: CursorPages;
  nextCursor: string | null;
  /** Names the navigation, e.g. "Pages of my claims". */
  label: string;
  previousLabel: string;
  nextLabel: string;
}) {
  if (!pages.hasPrevious && !nextCursor) return null;
  return (
    <nav aria-label={label} className="cursor-pager">
      {pages.hasPrevious && (
        <button type="button" className="button button--secondary" onClick={pages.previous}>
          {previousLabel}
        </button>
      )}
      {nextCursor && (
        <button type="button" className="button button--secondary" onClick={() => pages.next(nextCursor)}>
          {nextLabel}
        </button>
      )}
    </nav>
  );
}
