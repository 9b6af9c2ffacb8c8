// CPU-heavy work (rendering a venue pack) on worker threads, so the api's event loop keeps
// answering searches meanwhile. At most `size` tasks run at once, one per worker; up to
// `maxQueued` more wait their turn, and beyond that `run` refuses at once (the caller answers
// 503) rather than letting a queue grow without bound. A worker that crashes fails only its
// own task and is replaced. Workers start on first use and are terminated by `close()`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';

export interface WorkerPoolOptions {
  size: number;
  maxQueued: number;
}

/** What a worker posts back for one task. */
export type WorkerReply<Out> = { ok: true; value: Out } | { ok: false; message: string };

export class WorkerPoolFullError extends Error {
  constructor() {
    super('Every worker is busy and the queue is full.');
  }
}

interface Task<In, Out> {
  input: In;
  resolve(value: Out): void;
  reject(error: Error): void;
}

interface Slot<In, Out> {
  worker: Worker;
  task?: Task<In, Out>;
}

export class WorkerPool<In, Out> {
  private readonly slots: Slot<In, Out>[] = [];
  private readonly queue: Task<In, Out>[] = [];
  private closed = false;

  constructor(
    private readonly entry: WorkerEntry,
    private readonly options: WorkerPoolOptions,
  ) {}

  /** Tasks running and waiting, for logs and tests. */
  get load(): { running: number; queued: number } {
    return { running: this.slots.filter((slot) => slot.task).length, queued: this.queue.length };
  }

  run(input: In): Promise<Out> {
    if (this.closed) return Promise.reject(new Error('The worker pool is closed.'));
    if (this.queue.length >= this.options.maxQueued && !this.idleSlot() && this.slots.length >= this.options.size) {
      return Promise.reject(new WorkerPoolFullError());
    }
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.dispatch();
    });
  }

  /** Lets running tasks finish, fails queued ones, then ends the workers. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('The api is shutting down.'));
    await Promise.all(
      this.slots.map(async (slot) => {
        if (slot.task) await new Promise<void>((done) => slot.worker.once('message', () => done()).once('exit', done));
        await slot.worker.terminate();
      }),
    );
    this.slots.length = 0;
  }

  private idleSlot(): Slot<In, Out> | undefined {
    return this.slots.find((slot) => !slot.task);
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = this.idleSlot() ?? (this.slots.length < this.options.size ? this.spawn() : undefined);
      if (!slot) return;
      slot.task = this.queue.shift()!;
      slot.worker.postMessage(slot.task.input);
    }
  }

  private spawn(): Slot<In, Out> {
    const worker = new Worker(this.entry.filename, this.entry.options);
    const slot: Slot<In, Out> = { worker };
    worker.on('message', (reply: WorkerReply<Out>) => {
      const task = slot.task;
      slot.task = undefined;
      if (reply.ok) task?.resolve(reply.value);
      else task?.reject(new Error(reply.message));
      this.dispatch();
    });
    const lost = (error: Error) => {
      const index = this.slots.indexOf(slot);
      if (index === -1) return;
      this.slots.splice(index, 1);
      slot.task?.reject(error);
      slot.task = undefined;
      if (!this.closed) this.dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`A worker stopped (exit code ${code}).`)));
    worker.unref();
    this.slots.push(slot);
    return slot;
  }
}

export interface WorkerEntry {
  filename: string;
  options: WorkerOptions;
}

/**
 * The worker script `name` beside `dirname`: the compiled `name.js` when the api runs built, or,
 * when it runs from its TypeScript sources (Jest), `name.ts` through a loader that compiles each
 * module on require with the TypeScript compiler, as ts-jest does for the test's own thread.
 */
export function workerEntry(dirname: string, name: string): WorkerEntry {
  const compiled = join(dirname, `${name}.js`);
  if (existsSync(compiled)) return { filename: compiled, options: {} };
  const source = join(dirname, `${name}.ts`);
  if (!existsSync(source)) throw new Error(`No worker script ${name} in ${dirname}.`);
  return {
    filename: FROM_SOURCES_LOADER,
    options: {
      eval: true,
      workerData: {
        entry: source,
        root: join(__dirname, '../../..'),
        typescript: require.resolve('typescript'),
      },
    },
  };
}

/** Runs a worker from TypeScript sources: `@venue-finder/x` is x/src, `./m.js` is ./m.ts. */
const FROM_SOURCES_LOADER = `
const { registerHooks } = require('node:module');
const { readFileSync, existsSync } = require('node:fs');
const { dirname, join, resolve } = require('node:path');
const { fileURLToPath, pathToFileURL } = require('node:url');
const { workerData } = require('node:worker_threads');
const ts = require(workerData.typescript);
const candidates = (path) => [path, path + '.ts', path.replace(/\\.js$/, '.ts'), join(path, 'index.ts')];
registerHooks({
  resolve(specifier, context, nextResolve) {
    const workspace = /^@venue-finder\\/([a-z]+)$/.exec(specifier);
    if (workspace) return { url: pathToFileURL(join(workerData.root, workspace[1], 'src/index.ts')).href, shortCircuit: true };
    if (specifier.startsWith('.') && context.parentURL && context.parentURL.endsWith('.ts')) {
      const base = resolve(dirname(fileURLToPath(context.parentURL)), specifier);
      const file = candidates(base).find((path) => path.endsWith('.ts') && existsSync(path));
      if (file) return { url: pathToFileURL(file).href, shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    if (!url.endsWith('.ts')) return nextLoad(url, context);
    const { outputText } = ts.transpileModule(readFileSync(fileURLToPath(url), 'utf8'), {
      fileName: fileURLToPath(url),
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2023,
        esModuleInterop: true,
        experimentalDecorators: true,
        emitDecoratorMetadata: true,
        useDefineForClassFields: false,
      },
    });
    return { format: 'commonjs', source: outputText, shortCircuit: true };
  },
});
require(workerData.entry);
`;
