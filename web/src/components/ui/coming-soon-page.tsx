// An honest stand-in for a screen that a later release delivers.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { pageTitle, useDocumentTitle } from '../../lib/document-title';

interface ComingSoonPageProps {
  title: string;
  children: ReactNode;
}

export function ComingSoonPage({ title, children }: ComingSoonPageProps) {
  useDocumentTitle(pageTitle(title));
  return (
    <div className="container page page--narrow">
      <h1>{title}</h1>
      <p className="lead">{children}</p>
      <p>
        <Link className="button button--primary" to={paths.venues.getHref()}>
          Browse venues
        </Link>
      </p>
    </div>
  );
}
