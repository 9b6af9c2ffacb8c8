// The building blocks of the venue page's sections: a titled section, a list of facts, a list of
// tags. Sections are only rendered when they have something to say.
import type { ReactNode } from 'react';

interface VenueSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

export function VenueSection({ id, title, children }: VenueSectionProps) {
  return (
    <section className="venue-section" id={id} aria-labelledby={`${id}-title`}>
      <h2 className="venue-section__title" id={`${id}-title`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export type Fact = readonly [term: string, value: ReactNode];

/** Facts whose value is missing (null, undefined, '') are left out. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="fact-list">
      {shown.map(([term, value]) => (
        <div className="fact-list__item" key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TagList({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul className="tag-list" aria-label={label}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export const yesNo = (value: boolean | null | undefined) =>
  value === null || value === undefined ? null : value ? 'Yes' : 'No';

export const hasItems = <T,>(items: readonly T[] | null | undefined): items is readonly T[] =>
  Array.isArray(items) && items.length > 0;

export const hasText = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';
