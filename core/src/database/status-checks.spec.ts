// The statuses are defined once, in contract/: the database's CHECK constraints, as the
// migrations leave them, allow exactly the values contract/ lists, so a status added on one side
// only fails here. (An owner's status, active or suspended, is derived from users.suspended_at
// and has no column of its own.)
import {
  CHANGE_REQUEST_STATUSES,
  CLAIM_PROOF_TYPES,
  CLAIM_STATUSES,
  DECLINE_REASONS,
  PRICE_BASES,
  PROPOSAL_OUTCOMES,
  REGISTRATION_STATUSES,
  USER_TYPES,
  VENUE_ENQUIRY_STATES,
  VENUE_STATUSES,
} from '@venue-finder/contract';
import { Client } from 'pg';
import { type TestDatabase, createTestDatabase } from '../../../tests/support/test-database';

const VOCABULARIES: [column: string, values: readonly string[]][] = [
  ['venues.status', VENUE_STATUSES],
  ['claims.status', CLAIM_STATUSES],
  ['claims.proof_type', CLAIM_PROOF_TYPES],
  ['registrations.status', REGISTRATION_STATUSES],
  ['change_requests.status', CHANGE_REQUEST_STATUSES],
  ['venue_enquiries.state', VENUE_ENQUIRY_STATES],
  ['venue_enquiries.proposal_outcome', PROPOSAL_OUTCOMES],
  ['venue_enquiries.decline_reason', DECLINE_REASONS],
  ['venue_proposals.price_basis', PRICE_BASES],
  ['users.user_type', USER_TYPES],
];

describe('the database CHECK constraints of statuses', () => {
  let database: TestDatabase;
  /** The values each single-column CHECK allows, by table.column. */
  const allowed = new Map<string, string[]>();

  beforeAll(async () => {
    database = await createTestDatabase();
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ column_name: string; definition: string }>(
        `SELECT c.conrelid::regclass::text || '.' || a.attname AS column_name, pg_get_constraintdef(c.oid) AS definition
           FROM pg_constraint c
           JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
          WHERE c.contype = 'c' AND cardinality(c.conkey) = 1`,
      );
      for (const { column_name, definition } of rows) {
        allowed.set(
          column_name,
          [...definition.matchAll(/'([^']*)'::text/g)].map((match) => match[1]!),
        );
      }
    } finally {
      await client.end();
    }
  });
  afterAll(() => database?.drop());

  it.each(VOCABULARIES)('allow in %s exactly what contract/ lists', (column, values) => {
    expect(allowed.get(column)?.toSorted()).toEqual([...values].sort());
  });
});
