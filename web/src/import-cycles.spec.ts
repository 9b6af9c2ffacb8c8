// No module loops in web/ and core/ (lint/no-import-cycle.js): `npm run lint` runs ESLint with the
// repository's own config, and so does this test, on code it places where a file of the web app is.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });
// The app imports the server state (web/src/app/app.tsx → ../lib/server-state).
const SERVER_STATE = 'web/src/lib/server-state.ts';

async function cycleProblems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return result.messages
    .filter((message) => message.ruleId === 'import-cycle/no-import-cycle' || message.fatal)
    .map((message) => message.message);
}

describe('module loops (npm run lint)', () => {
  it('refuses an import that comes back to the importing file', async () => {
    expect(await cycleProblems(SERVER_STATE, "import { App } from '../app/app';\nexport const a = App;\n")).toEqual([
      expect.stringContaining(
        'This import makes a loop: web/src/lib/server-state.ts → web/src/app/app.tsx → web/src/lib/server-state.ts',
      ),
    ]);
  });

  it('lets a type-only import or a dynamic import() come back, which cannot loop at load time', async () => {
    const code = [
      "import type { App } from '../app/app';",
      'export type A = typeof App;',
      "export const later = () => import('../app/app');",
      '',
    ].join('\n');
    expect(await cycleProblems(SERVER_STATE, code)).toEqual([]);
  });
});
