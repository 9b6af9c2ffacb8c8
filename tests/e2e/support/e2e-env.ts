// Where the browser tests' product runs: one port moves the web port, the data directory and
// the PostgreSQL port, so two checkouts can run their browser tests side by side.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
// Under the system temp directory: PostgreSQL's own user must be able to reach it.
export const E2E_DATA_DIR = join(tmpdir(), `venue-finder-e2e-${E2E_PORT}`);
export const E2E_POSTGRES_PORT = E2E_PORT + 52_800;
/** The loopback DNS server the claims tests answer from; the product asks it (DNS_SERVERS). */
export const E2E_DNS_PORT = E2E_PORT + 1;
