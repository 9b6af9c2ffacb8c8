// The audit log's words for what happened, and its before/after values written out for a person:
// each field on its own line, nested values as "name: value" rather than raw JSON.
import { humanise } from '../../../lib/format-en-gb';

/** Actions the product records, in words; any other is shown humanised (a new one still reads). */
export const ACTION_LABELS: Record<string, string> = {
  'auth.signed_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in failed',
  'auth.sign_in_refused': 'Sign-in refused',
  'auth.password_reset': 'Password reset',
  'auth.factor_enrolled': 'Second factor added',
  'auth.factor_removed': 'Second factor removed',
  'auth.recovery_code_used': 'Recovery code used',
  'user.suspended': 'Owner suspended',
  'user.restored': 'Owner restored',
  'admin.invited': 'Administrator invited',
  'venue.transferred': 'Venue transferred',
  'venue.created': 'Venue created from a registration',
  'venue.edited': 'Venue edited',
  'venue.published': 'Venue published',
  'venue.unpublished': 'Venue unpublished',
  'venue.owner_changed': 'Owner changed (claim approved)',
  'venue.enrichment_requested': 'Enrichment re-run',
  'venue.calendar_marked': 'Calendar: dates marked unavailable',
  'venue.calendar_unmarked': 'Calendar: dates made available',
  'venue.calendar_imported': 'Calendar: .ics file imported',
  'venue.calendar_feed_renewed': 'Calendar: new feed address made',
  'venue.calendar_feed_removed': 'Calendar: feed address turned off',
  'claim.approved': 'Claim approved',
  'claim.rejected': 'Claim rejected',
  'change_request.applied': 'Change request decided',
  'change_request.rejected': 'Change request rejected',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? humanise(action.replace('.', ' '));

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(valueText).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .map(([key, inner]) => `${humanise(key)}: ${valueText(inner)}`)
    .join('; ');
}

/** A before or after value: one line per field. */
export function AuditValues({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span>—</span>;
  if (typeof value !== 'object' || Array.isArray(value)) return <span>{valueText(value)}</span>;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return <span>—</span>;
  return (
    <dl className="audit-values">
      {entries.map(([key, inner]) => (
        <div key={key}>
          <dt>{humanise(key)}</dt>
          <dd>{valueText(inner)}</dd>
        </div>
      ))}
    </dl>
  );
}
