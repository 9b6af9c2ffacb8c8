// The api runs with the same Node flags however it is started: npm start and the benchmarks use
// API_NODE_FLAGS itself; the production image and docker-compose.yml must say the same.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { API_NODE_FLAGS } from './node-flags';

const REPO_ROOT = resolve(__dirname, '../..');
const command = JSON.stringify(['node', ...API_NODE_FLAGS, 'api/dist/main.js']);
/** A command array as written in the file, quotes made JSON's. */
const asJson = (written: string) => JSON.stringify(JSON.parse(written.replaceAll("'", '"')));

describe('The api’s Node flags', () => {
  it('are the command of the Dockerfile’s production image (its last stage)', () => {
    // Earlier stages (meili-suites) have commands of their own; the image built by default is the last.
    const commands = [...readFileSync(resolve(REPO_ROOT, 'Dockerfile'), 'utf8').matchAll(/^CMD (\[.*\])$/gm)];
    const cmd = commands.at(-1)?.[1];
    expect(cmd && asJson(cmd)).toBe(command);
  });

  it('are the command of docker-compose.yml’s api service', () => {
    const compose = readFileSync(resolve(REPO_ROOT, 'docker-compose.yml'), 'utf8');
    const api = /^ {2}api:\n([\s\S]*?)^ {2}\S/m.exec(compose)?.[1] ?? '';
    const cmd = /^ {4}command: (\[.*\])$/m.exec(api)?.[1];
    expect(cmd && asJson(cmd)).toBe(command);
  });
});
