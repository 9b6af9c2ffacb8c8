// Runs the product's services as child processes for `npm start`, as an orchestrator would: a
// service that dies is started again (after 1 s, then 2 s, 4 s… at most 30 s), and one that keeps
// dying (more than `maxRestarts` within `windowMs`) is given up on, which stops everything with
// a message, rather than crash-looping. `stop()` asks each service to drain (SIGTERM) and kills
// what has not finished after `stopTimeoutMs`.
import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RestartPolicy {
  maxRestarts: number;
  windowMs: number;
  stopTimeoutMs: number;
  /** The first restart's delay; each further one within the window doubles it (at most 30 s). */
  firstDelayMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  maxRestarts: 5,
  windowMs: 60_000,
  stopTimeoutMs: 15_000,
  firstDelayMs: 1_000,
};
const MAX_DELAY_MS = 30_000;

export interface SupervisorEvents {
  /** A line for the person at the terminal. */
  say(line: string): void;
  /** A service died too often: the caller stops everything. */
  gaveUp(name: string): void;
}

interface Service {
  name: string;
  entry: string;
  env: NodeJS.ProcessEnv;
  nodeFlags: readonly string[];
  process: ChildProcess;
  exited: Promise<void>;
  /** When it died, for the restart window. */
  deaths: number[];
}

export class Supervisor {
  private readonly services = new Map<string, Service>();
  private stopping = false;

  constructor(
    private readonly events: SupervisorEvents,
    private readonly policy: RestartPolicy = DEFAULT_RESTART_POLICY,
  ) {}

  /** Starts `entry` (a Node script, run with `nodeFlags`) as the service `name`, and keeps it running. */
  start(name: string, entry: string, env: NodeJS.ProcessEnv, nodeFlags: readonly string[] = []): void {
    const service: Service = { name, entry, env, nodeFlags, deaths: [], ...spawnService(entry, env, nodeFlags) };
    this.services.set(name, service);
    this.watch(service);
  }

  pid(name: string): number | undefined {
    return this.services.get(name)?.process.pid;
  }

  /** SIGTERM to every service at once, SIGKILL to any still running after the stop timeout. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all([...this.services.values()].map((service) => this.terminate(service)));
  }

  private watch(service: Service): void {
    void service.exited.then(async () => {
      if (this.stopping) return;
      const { exitCode, signalCode } = service.process;
      const now = Date.now();
      service.deaths = [...service.deaths.filter((at) => now - at < this.policy.windowMs), now];
      const how = signalCode ? `was killed (${signalCode})` : `exited with code ${exitCode}`;
      if (service.deaths.length > this.policy.maxRestarts) {
        this.events.say(
          `The ${service.name} ${how}, its ${service.deaths.length}th stop within ${this.policy.windowMs / 1000} s; giving up.`,
        );
        this.events.gaveUp(service.name);
        return;
      }
      const delay = Math.min(MAX_DELAY_MS, this.policy.firstDelayMs * 2 ** (service.deaths.length - 1));
      this.events.say(`The ${service.name} ${how}; starting it again in ${(delay / 1000).toFixed(1)} s.`);
      await sleep(delay);
      if (this.stopping) return;
      Object.assign(service, spawnService(service.entry, service.env, service.nodeFlags));
      this.watch(service);
    });
  }

  private async terminate(service: Service): Promise<void> {
    const child = service.process;
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timedOut = await Promise.race([
      service.exited.then(() => false),
      sleep(this.policy.stopTimeoutMs).then(() => true),
    ]);
    if (timedOut) {
      this.events.say(`The ${service.name} did not stop within ${this.policy.stopTimeoutMs / 1000} s; killing it.`);
      child.kill('SIGKILL');
      await service.exited;
    }
  }
}

function spawnService(
  entry: string,
  env: NodeJS.ProcessEnv,
  nodeFlags: readonly string[],
): Pick<Service, 'process' | 'exited'> {
  // Its own process group: a terminal's Ctrl-C reaches it only through us, in order.
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeFlags, entry], {
    env,
    stdio: 'inherit',
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { process: child, exited };
}
