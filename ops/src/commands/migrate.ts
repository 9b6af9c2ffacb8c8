// `npm run migrate` applies pending migrations; `npm run migrate -- --down` reverts the last one.
import { migrateDown, migrateUp } from '@venue-finder/core';
import { loadOpsConfig } from '../ops-config';

async function main(): Promise<void> {
  const { DATABASE_URL } = loadOpsConfig();
  if (!DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is not set. `npm start` migrates its embedded database by itself; to migrate another, set DATABASE_URL.',
    );
  }
  if (process.argv.includes('--down')) {
    const reverted = await migrateDown(DATABASE_URL);
    console.log(reverted ? `Reverted ${reverted}` : 'No migration to revert');
    return;
  }
  const applied = await migrateUp(DATABASE_URL);
  console.log(applied.length ? `Applied ${applied.join(', ')}` : 'The database is up to date');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
