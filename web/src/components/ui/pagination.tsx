// Page links: previous, numbers around the current page (with the first and last), next.
import { Link } from 'react-router-dom';

interface PaginationProps {
  page: number;
  pageCount: number;
  hrefForPage: (page: number) => string;
}

type PageSlot = number | 'gap';

/** 1 … 4 5 [6] 7 8 … 600 */
function pageSlots(page: number, pageCount: number): PageSlot[] {
  const slots: PageSlot[] = [];
  const from = Math.max(1, page - 2);
  const to = Math.min(pageCount, page + 2);
  if (from > 1) slots.push(1);
  if (from > 2) slots.push('gap');
  for (let n = from; n <= to; n += 1) slots.push(n);
  if (to < pageCount - 1) slots.push('gap');
  if (to < pageCount) slots.push(pageCount);
  return slots;
}

export function Pagination({ page, pageCount, hrefForPage }: PaginationProps) {
  if (pageCount <= 1) return null;
  const slots = pageSlots(page, pageCount);

  return (
    <nav className="pagination" aria-label="Pagination">
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            <Link className="pagination__link" to={hrefForPage(page - 1)} rel="prev">
              <span aria-hidden="true">‹</span>Previous
            </Link>
          ) : (
            <span className="pagination__link pagination__link--disabled" aria-disabled="true">
              <span aria-hidden="true">‹</span>Previous
            </span>
          )}
        </li>
        {slots.map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot} className={Math.abs(slot - page) === 2 ? 'pagination__far' : undefined}>
              <Link
                className="pagination__link"
                to={hrefForPage(slot)}
                aria-label={`Page ${slot}`}
                aria-current={slot === page ? 'page' : undefined}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link className="pagination__link" to={hrefForPage(page + 1)} rel="next">
              Next<span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className="pagination__link pagination__link--disabled" aria-disabled="true">
              Next<span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

/** Previous and Next for a list paged by cursor (the admin queues): a link where there is a page. */
export function CursorPagination({ prevHref, nextHref }: { prevHref: string | null; nextHref: string | null }) {
  if (prevHref === null && nextHref === null) return null;
  const step = (href: string | null, rel: 'prev' | 'next', label: string, arrow: string) =>
    href !== null ? (
      <Link className="pagination__link" to={href} rel={rel}>
        {rel === 'prev' && <span aria-hidden="true">{arrow}</span>}
        {label}
        {rel === 'next' && <span aria-hidden="true">{arrow}</span>}
      </Link>
    ) : (
      <span className="pagination__link pagination__link--disabled" aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav className="pagination" aria-label="Pagination">
      <ul className="pagination__list">
        <li>{step(prevHref, 'prev', 'Previous', '‹')}</li>
        <li>{step(nextHref, 'next', 'Next', '›')}</li>
      </ul>
    </nav>
  );
}
