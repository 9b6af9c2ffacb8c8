import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { pageTitle, useDocumentTitle } from '../../lib/document-title';

export function NotFoundRoute() {
  useDocumentTitle(pageTitle('Page Not Found'));
  return (
    <div className="container page page--narrow">
      <h1>Page Not Found</h1>
      <p className="lead">Sorry, there is no page at this address.</p>
      <p>
        <Link className="button button--primary" to={paths.venues.getHref()}>
          Browse venues
        </Link>
      </p>
    </div>
  );
}
