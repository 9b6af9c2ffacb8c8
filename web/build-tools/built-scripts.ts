// The browser build's scripts, as the build's specs check them (npm test builds before it tests).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the browser build's files are: web/dist/assets. */
export const BUILT_ASSETS = fileURLToPath(new URL('../dist/assets', import.meta.url));

export interface BuiltScript {
  /** The file's name in BUILT_ASSETS. */
  file: string;
  code: string;
}

/** Every script of the browser build; throws, saying what to run, when there is none. */
export function builtScripts(): BuiltScript[] {
  if (!existsSync(BUILT_ASSETS)) {
    throw new Error(`No web build at ${BUILT_ASSETS}: run \`npm run build\` first (npm test does).`);
  }
  return readdirSync(BUILT_ASSETS)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, code: readFileSync(join(BUILT_ASSETS, file), 'utf8') }));
}
