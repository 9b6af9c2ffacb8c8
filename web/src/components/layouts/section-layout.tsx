// The frame of a signed-in part of the site (the owner portal, the admin screens): its own
// navigation above the page, in the site's frame.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

export interface SectionLink {
  to: string;
  label: string;
  /** Match the path exactly (for a section's home). */
  end?: boolean;
}

export function SectionLayout({
  label,
  links,
  children,
}: {
  label: string;
  links: SectionLink[];
  children: ReactNode;
}) {
  return (
    <div className="section-layout">
      <nav className="section-nav" aria-label={label}>
        <ul className="container section-nav__list">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink className="section-nav__link" to={link.to} end={link.end}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
