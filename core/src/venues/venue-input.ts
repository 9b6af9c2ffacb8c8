// The columns an owner (or an import) types, tidied the one way every write path tidies them:
// the venue writer applies tidyVenueInput to each insert and update, so what is stored is
// already normal and enrichment never has to rewrite an owner's columns.
import type { Venue } from '../entities/venue.entity';
import {
  collapseWhitespace,
  normaliseEmail,
  normaliseUkPhone,
  normaliseUkPostcode,
  normaliseWebsite,
} from './contact-normalisation';

/** Owner-entered columns the writer tidies; every other column is stored as given. */
export type TidiedVenueColumn =
  | 'name'
  | 'displayName'
  | 'addressLine1'
  | 'addressLine2'
  | 'postcode'
  | 'country'
  | 'website'
  | 'contactEmail'
  | 'contactPhone';

export type VenueInputIssueCode = 'invalid_postcode' | 'invalid_website' | 'invalid_email' | 'invalid_phone';

export interface VenueInputIssue {
  field: TidiedVenueColumn;
  code: VenueInputIssueCode;
  message: string;
}

/**
 * The given values with the owner-entered columns tidied (columns not given stay absent), and
 * what could not be read. A display name left empty falls back to the name.
 */
export function tidyVenueInput<T extends Partial<Venue>>(values: T): { values: T; issues: VenueInputIssue[] } {
  const tidied: Partial<Venue> = { ...values };
  const issues: VenueInputIssue[] = [];
  const has = (key: TidiedVenueColumn) => Object.prototype.hasOwnProperty.call(values, key);

  for (const key of ['name', 'addressLine1', 'addressLine2', 'country'] as const) {
    if (has(key)) tidied[key] = collapseWhitespace(values[key]);
  }
  if (has('displayName') || has('name')) {
    const displayName = collapseWhitespace(values.displayName);
    if (displayName || has('displayName')) tidied.displayName = displayName || tidied.name || '';
  }
  if (has('postcode')) {
    const postcode = normaliseUkPostcode(values.postcode ?? '');
    if (!postcode.valid) issues.push(issue('postcode', 'invalid_postcode', `'${postcode.value}' is not a UK postcode`));
    tidied.postcode = postcode.value;
  }
  const optional = [
    ['website', normaliseWebsite, 'invalid_website', 'is not a web address'],
    ['contactEmail', normaliseEmail, 'invalid_email', 'is not an e-mail address'],
    ['contactPhone', normaliseUkPhone, 'invalid_phone', 'is not a UK phone number'],
  ] as const;
  for (const [key, normalise, code, problem] of optional) {
    if (!has(key)) continue;
    const result = normalise(values[key] ?? '');
    if (!result.valid) issues.push(issue(key, code, `'${result.value}' ${problem}`));
    tidied[key] = result.value || null;
  }
  return { values: tidied as T, issues };
}

/** What a stored venue's owner-entered columns fail to say clearly (for the quality score). */
export function venueInputIssues(venue: Pick<Venue, TidiedVenueColumn>): VenueInputIssue[] {
  return tidyVenueInput(venue).issues;
}

function issue(field: TidiedVenueColumn, code: VenueInputIssueCode, message: string): VenueInputIssue {
  return { field, code, message };
}
