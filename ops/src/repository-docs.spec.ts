// The repository stands alone: every document the README and docs/ link to is in a clone, every
// anchor they name exists, and the README stays a front page rather than a manual.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const DOCUMENTS = [
  'README.md',
  'BENCHMARKS.md',
  'RESILIENCE.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
}

function anchorsIn(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1])));
}

function linksIn(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '');
  return [...withoutCode.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
}

describe('the repository documents', () => {
  it.each(DOCUMENTS)('%s links only to files and headings in this repository', (document) => {
    const markdown = readFileSync(join(ROOT, document), 'utf8');
    const broken: string[] = [];
    for (const link of linksIn(markdown)) {
      if (/^(https?:|mailto:)/.test(link)) continue;
      const [path, anchor] = link.split('#');
      const target = path ? resolve(dirname(join(ROOT, document)), path) : join(ROOT, document);
      if (relative(ROOT, target).startsWith('..') || !existsSync(target)) {
        broken.push(`${link} (no such file in the repository)`);
      } else if (anchor && target.endsWith('.md') && !anchorsIn(readFileSync(target, 'utf8')).has(anchor)) {
        broken.push(`${link} (no heading with that anchor)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('keeps the README a front page of at most about 150 lines', () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n').length;
    expect(lines).toBeLessThanOrEqual(160);
  });
});
