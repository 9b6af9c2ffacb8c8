// A search scenario's load, generated in a worker thread: the clients and their clock run on a
// heap of their own, so the benchmark's (a seeded database's worth of objects, its pool, its
// progress) never pauses them for a collection that would be counted as request time.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { type LoadResult, runLoad } from './load-generator';
import { searchScenarios } from './search-scenarios';

export interface ScenarioLoad {
  baseUrl: string;
  /** A scenario of searchScenarios(), drawn from these venue names. */
  scenario: string;
  venueNames: string[];
  concurrency: number;
  durationMs: number;
}

export function runScenarioLoad(load: ScenarioLoad): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(__filename, { workerData: load });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The load of ${load.scenario} stopped with exit code ${code}`));
    });
  });
}

async function inWorker(load: ScenarioLoad): Promise<void> {
  const scenario = searchScenarios(load.venueNames).find((s) => s.name === load.scenario);
  if (!scenario) throw new Error(`No search scenario is called ${load.scenario}`);
  parentPort!.postMessage(await runLoad(load.baseUrl, scenario.next, load.concurrency, load.durationMs));
}

if (!isMainThread && (workerData as Partial<ScenarioLoad> | null)?.scenario) {
  void inWorker(workerData as ScenarioLoad);
}
