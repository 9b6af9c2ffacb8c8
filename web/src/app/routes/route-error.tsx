// Shown inside the site frame when a page fails to render, instead of a blank screen.
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { paths } from '../../config/paths';
import { pageTitle, useDocumentTitle } from '../../lib/document-title';

export function RouteError() {
  const error = useRouteError();
  useDocumentTitle(pageTitle('Something went wrong'));
  useEffect(() => {
    console.error('Page failed to render', error);
  }, [error]);

  return (
    <div className="container page page--narrow">
      <h1>Something went wrong</h1>
      <p className="lead">Sorry, this page could not be shown. Please try again, or start a new search.</p>
      <p>
        <Link className="button button--primary" to={paths.venues.getHref()}>
          Browse venues
        </Link>
      </p>
    </div>
  );
}
