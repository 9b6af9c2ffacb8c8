// `npm run test:clocks`: the Jest suites (both projects) started at the moments a clock-bound bug
// shows itself — 30 seconds before midnight UTC, a second before 07:00 UTC, and 30 seconds before
// British Summer Time begins and before it ends. Every Node process of a run (Jest's workers, the
// servers specs start) sees the same shifted clock through libfaketime (Debian's `faketime`
// package), moved by one offset so that it ticks on from the chosen moment and processes started
// later agree with those started first; monotonic clocks are left alone, so timeouts keep their
// length. The embedded PostgreSQL keeps the machine's clock, as a database server on another
// machine would: the product passes its own "now" into SQL, so nothing may hang on the database's
// now(). (PostgreSQL under libfaketime with an offset also never fires its lock_timeout.)
// Options: --at 2027-03-28T00:59:30Z runs one moment instead of the four; arguments after `--` go
// to Jest (e.g. a spec's path). Prints a line per moment and exits non-zero if any run failed.
import { spawnSync } from 'node:child_process';
import { option, runCommand } from '../bench/bench-processes';
import { type Moment, clockMoments } from '../clock-moments';

function hasFaketime(): boolean {
  return spawnSync('faketime', ['--version'], { stdio: 'ignore' }).status === 0;
}

function runAt(moment: Moment, jestArguments: string[]): boolean {
  const offsetSeconds = Math.round((moment.at.getTime() - Date.now()) / 1000);
  console.log(`\n▶ ${moment.name}: the clock starts at ${moment.at.toISOString()}`);
  const run = spawnSync(
    'faketime',
    ['-f', `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}`, 'npx', 'jest', ...jestArguments],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        FAKETIME_DONT_FAKE_MONOTONIC: '1',
        FAKETIME_SKIP_CMDS: 'postgres,initdb,pg_ctl',
        NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning',
      },
    },
  );
  return run.status === 0;
}

async function main(): Promise<void> {
  if (!hasFaketime()) {
    throw new Error('npm run test:clocks needs libfaketime: apt-get install faketime (Debian).');
  }
  const separator = process.argv.indexOf('--');
  const jestArguments = separator >= 0 ? process.argv.slice(separator + 1) : [];
  const at = option('at', '');
  const moments = at ? [{ name: 'the chosen moment', at: new Date(at) }] : clockMoments(new Date());
  if (moments.some((moment) => Number.isNaN(moment.at.getTime()))) {
    throw new Error(`--at ${at} is not a date and time, e.g. 2027-03-28T00:59:30Z.`);
  }
  const results = moments.map((moment) => ({ moment, passed: runAt(moment, jestArguments) }));
  console.log('\nThe suites at each moment:');
  for (const { moment, passed } of results) {
    console.log(`  ${passed ? '✓' : '✗'} ${moment.name} (${moment.at.toISOString()})`);
  }
  if (results.some((result) => !result.passed)) process.exit(1);
}

runCommand(main);
