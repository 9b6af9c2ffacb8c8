// `npm run seed [-- --count N] [--if-empty] [--reset]`: migrates the database named by DATABASE_URL
// (else the embedded one, created when there is none yet) and fills it with the deterministic demo
// data. It never deletes anything unless --reset is given.
import { parseArgs } from 'node:util';
import { ConfigError, migrateUp, openDataSource } from '@venue-finder/core';
import { DemoDataRefused, refuseDemoDataInProduction, seedDemoData } from '../demo-data';
import { countVenues, resetDemoData } from '../demo-data/demo-data.repository';
import { withDatabase } from '../embedded-database';
import { type OpsConfig, loadOpsConfig } from '../ops-config';
import { ProgressBar } from '../progress-bar';

const USAGE = `Usage: npm run seed -- [--count N] [--if-empty] [--reset]

  --count N    how many venues to generate (default: SEED_VENUES, 12000)
  --if-empty   do nothing when the database already holds venues
  --reset      first delete all venues, outbox messages, search documents and users
               (and the rows that refer to them: sessions, claims, change requests,
               registrations, brief items, media, gamification) in one transaction`;

/** A problem the person running the command can fix; printed without a stack trace. */
class SeedCommandError extends Error {}

interface SeedFlags {
  count: number | undefined;
  ifEmpty: boolean;
  reset: boolean;
  help: boolean;
}

function parseFlags(argv: string[]): SeedFlags {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        count: { type: 'string' },
        'if-empty': { type: 'boolean', default: false },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    throw new SeedCommandError(`${(error as Error).message}\n\n${USAGE}`);
  }
  let count: number | undefined;
  if (values.count !== undefined) {
    count = Number(values.count);
    if (!/^\d+$/.test(values.count) || count < 1 || count > 200_000) {
      throw new SeedCommandError(`--count must be a whole number from 1 to 200000 (got "${values.count}").`);
    }
  }
  return { count, ifEmpty: values['if-empty'] ?? false, reset: values.reset ?? false, help: values.help ?? false };
}

async function run(argv: string[]): Promise<void> {
  const flags = parseFlags(argv);
  if (flags.help) {
    console.log(USAGE);
    return;
  }
  const config = loadOpsConfig();
  refuseDemoDataInProduction(config);
  await withDatabase(config, (url) => seed(url, config, flags), { create: true });
}

async function seed(url: string, config: OpsConfig, flags: SeedFlags): Promise<void> {
  const count = flags.count ?? config.SEED_VENUES;

  const applied = await migrateUp(url);
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
  const dataSource = await openDataSource(url, 2);
  try {
    if (flags.reset) {
      await resetDemoData(dataSource);
      console.log('Deleted venues, outbox messages, search documents and users.');
    }
    const existing = await countVenues(dataSource);
    if (existing > 0) {
      if (flags.ifEmpty) {
        console.log(`The database already holds ${existing} venues; nothing to do (--if-empty).`);
        return;
      }
      throw new SeedCommandError(
        `The database already holds ${existing} venues. Run with --if-empty to leave them alone, ` +
          'or with --reset to delete them (and all users) and seed afresh.',
      );
    }

    const bar = new ProgressBar('Seeding venues', count);
    const started = performance.now();
    const result = await seedDemoData(dataSource, {
      count,
      uploadsDir: config.uploadsDir,
      onProgress: (done) => bar.update(done),
    });
    bar.finish();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      [
        `Seeded ${result.venues} venues (${result.published} published) in ${seconds} s; pictures in ${config.uploadsDir}/demo.`,
        `Demo owner: ${result.owner.email} (sign in with a magic link)`,
        `Demo admin: ${result.admin.email} / ${result.admin.password}`,
      ].join('\n'),
    );
  } finally {
    await dataSource.destroy();
  }
}

/** One readable line for an unexpected failure (pg's connection errors can have an empty message). */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  const message =
    error.message || (error instanceof AggregateError ? error.errors.map(String).join('; ') : '') || error.name;
  const hint = code === 'ECONNREFUSED' ? ' Is PostgreSQL running at the address in DATABASE_URL?' : '';
  return `${message}${code && !message.includes(code) ? ` (${code})` : ''}.${hint}`;
}

run(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof SeedCommandError || error instanceof ConfigError || error instanceof DemoDataRefused;
  console.error(known ? (error as Error).message : `Seeding failed: ${describeFailure(error)}`);
  process.exitCode = 1;
});
