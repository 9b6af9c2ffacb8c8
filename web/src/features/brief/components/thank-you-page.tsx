// /v2/enquire/thank-you: the brief is on its way. Arriving here clears the brief (its storage and
// so the header badge).
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { clearBrief } from '../../../lib/brief-store';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import '../brief.css';

export function ThankYouPage() {
  useDocumentTitle(pageTitle('Thank you'));
  useEffect(() => {
    clearBrief();
  }, []);

  return (
    <div className="container page page--narrow thank-you">
      <h1>Thank you — your brief is on its way</h1>
      <p className="lead">
        We have sent your brief to the venues you chose. You will receive proposals within 24 hours, and a confirmation
        by e-mail now.
      </p>
      <ul className="thank-you__stats" aria-label="Why planners use us">
        {site.figures.map((stat) => (
          <li key={stat.label} className="thank-you__stat">
            <span className="thank-you__value">{stat.value}</span>{' '}
            <span className="thank-you__label">{stat.label}</span>
          </li>
        ))}
      </ul>
      <p>
        <Link className="button button--primary" to={paths.venues.getHref()}>
          Browse more venues
        </Link>
      </p>
    </div>
  );
}
