// @integration: runs the commands as a person does, each starting an embedded PostgreSQL of its own.
//
// `npm run migrate` and `npm run seed` without DATABASE_URL use the embedded database under
// DATA_DIR, as docs/operations.md says: created when there is none yet, started for the length
// of the command and stopped after it.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(__dirname, '../..');
const COMMANDS = join(ROOT, 'ops/dist/commands');

describe('npm run migrate and npm run seed without DATABASE_URL', () => {
  let dataDir: string;

  beforeAll(async () => {
    if (!existsSync(join(COMMANDS, 'seed.js'))) {
      throw new Error(`No compiled commands in ${COMMANDS}: run \`npm run build\` first (npm test does).`);
    }
    dataDir = await mkdtemp(join(tmpdir(), 'ops-commands-'));
    // PostgreSQL runs as its own user when the tests run as root: it must be able to enter.
    await chmod(dataDir, 0o755);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const run = async (command: string, ...args: string[]) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: '55800',
      NODE_ENV: 'development',
    };
    delete env.DATABASE_URL;
    const { stdout } = await promisify(execFile)(process.execPath, [join(COMMANDS, `${command}.js`), ...args], {
      env,
      cwd: ROOT,
      timeout: 120_000,
    });
    return stdout;
  };

  it('migrate creates the embedded database, applies every migration and stops the server after', async () => {
    expect(await run('migrate')).toMatch(/^Applied 0001_/);
    expect(existsSync(join(dataDir, 'postgres/PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, 'postgres/postmaster.pid'))).toBe(false);
    expect(await run('migrate')).toBe('The database is up to date\n');
  }, 120_000);

  it('seed fills the same embedded database with demo venues', async () => {
    expect(await run('seed', '--count', '12')).toMatch(/^Seeded 12 venues/m);
    expect(await run('seed', '--if-empty')).toMatch(/already holds 12 venues; nothing to do/);
  }, 120_000);
});
