// `npm run migrate` applies pending migrations; `npm run migrate -- --down` reverts the last one.
// The database is DATABASE_URL's, else the embedded one (created when there is none yet).
import { migrateDown, migrateUp } from '@venue-finder/core';
import { withDatabase } from '../embedded-database';
import { loadOpsConfig } from '../ops-config';

async function main(): Promise<void> {
  await withDatabase(
    loadOpsConfig(),
    async (databaseUrl) => {
      if (process.argv.includes('--down')) {
        const reverted = await migrateDown(databaseUrl);
        console.log(reverted ? `Reverted ${reverted}` : 'No migration to revert');
        return;
      }
      const applied = await migrateUp(databaseUrl);
      console.log(applied.length ? `Applied ${applied.join(', ')}` : 'The database is up to date');
    },
    { create: true },
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
