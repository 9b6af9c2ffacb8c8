// BENCHMARKS.md holds one section per benchmark between markers, so each script rewrites its
// own section and leaves the others alone.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../ops-config';

export const BENCHMARKS_FILE = join(REPO_ROOT, 'BENCHMARKS.md');

export function machineLine(): string {
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export async function writeBenchmarkSection(name: string, markdown: string): Promise<void> {
  await writeReportSection(BENCHMARKS_FILE, '# Benchmarks', name, markdown);
  console.log('\nWritten to BENCHMARKS.md');
}

/** Rewrites the section `name` of a report file (BENCHMARKS.md, RESILIENCE.md), creating it if need be. */
export async function writeReportSection(file: string, title: string, name: string, markdown: string): Promise<void> {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = `${start}\n${markdown.trim()}\n${end}`;
  let text = existsSync(file)
    ? await readFile(file, 'utf8')
    : `${title}\n\nFigures measured by the scripts named in each section; rerun them to refresh.\n`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  text =
    from >= 0 && to > from
      ? text.slice(0, from) + section + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${section}\n`;
  await writeFile(file, text);
}
