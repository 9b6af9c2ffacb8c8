// `npm run admin -- create <email>`: creates an administrator (or gives an existing account the
// role), asking for the password twice without echoing it. When standard input is not a
// terminal, the password is read from its first line (for scripts: `… < password-file`).
// `npm run admin -- reset-second-factor <email>`: removes an administrator's two-step sign-in
// (a lost phone and lost recovery codes); the next sign-in sets it up again.
import { createInterface } from 'node:readline';
import { openDataSource } from '@venue-finder/core';
import { AdminAccountError, checkAdminAccount, createAdmin, resetSecondFactor } from '../admin-accounts';
import { withDatabase } from '../embedded-database';
import { loadOpsConfig } from '../ops-config';

const USAGE = 'Usage: npm run admin -- create <email>, or npm run admin -- reset-second-factor <email>';

async function main(): Promise<void> {
  const [command, email, ...rest] = process.argv.slice(2);
  if (!email || rest.length > 0) throw new AdminAccountError(USAGE);
  if (command === 'reset-second-factor') return resetFactor(email);
  if (command !== 'create') throw new AdminAccountError(USAGE);
  const password = process.stdin.isTTY ? await askTwice() : await firstLine();
  checkAdminAccount(email, password); // before any database is started
  await withDatabase(loadOpsConfig(), async (databaseUrl) => {
    const dataSource = await openDataSource(databaseUrl, 1);
    try {
      const outcome = await createAdmin(dataSource, email, password);
      const said = { created: 'Created', promoted: 'Made an administrator:', 'password-changed': 'New password for' };
      console.log(`${said[outcome]} ${email.trim().toLowerCase()}. Sign in at /admin/login.`);
    } finally {
      await dataSource.destroy();
    }
  });
}

async function resetFactor(email: string): Promise<void> {
  await withDatabase(loadOpsConfig(), async (databaseUrl) => {
    const dataSource = await openDataSource(databaseUrl, 1);
    try {
      const removed = await resetSecondFactor(dataSource, email);
      console.log(
        removed
          ? `Removed two-step sign-in for ${email.trim().toLowerCase()} and ended their sessions. They set it up again at their next sign-in.`
          : `${email.trim().toLowerCase()} had no two-step sign-in; their sessions have ended.`,
      );
    } finally {
      await dataSource.destroy();
    }
  });
}

async function askTwice(): Promise<string> {
  const password = await askHidden('Password (12+ characters): ');
  const again = await askHidden('The same password again: ');
  if (password !== again) throw new AdminAccountError('Passwords do not match');
  return password;
}

/** Reads a line from the terminal in raw mode, echoing nothing. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stdout.write(prompt);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          done();
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          done();
          reject(new AdminAccountError('Cancelled.'));
          return;
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    const done = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stdout.write('\n');
    };
    input.on('data', onData);
  });
}

async function firstLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  throw new AdminAccountError('No password on standard input.');
}

main().catch((error: unknown) => {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(error instanceof AdminAccountError ? reason : `The admin command failed: ${reason}`);
  process.exit(1);
});
