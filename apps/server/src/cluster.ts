import cluster, { type Worker } from 'node:cluster';

/** A worker that dies sooner than this after starting counts towards a crash loop. */
const EARLY_EXIT_MS = 10_000;
/** This many early deaths in a row stop the cluster instead of restarting for ever. */
const MAX_EARLY_EXITS = 5;
const RESTART_DELAY_MS = 1_000;

/** From the primary to its workers: shut down as on a first signal (once; later ones are no-ops). */
export const SHUTDOWN_MESSAGE = 'sunward:shutdown';
/** From the primary to its workers: cut the connections still open, as on a second signal. */
export const CUT_MESSAGE = 'sunward:cut';

export interface ClusterEvents {
  /** Every worker listens: the site is served. */
  ready(): void;
  log(message: string): void;
}

/**
 * The primary of `count` server processes sharing one port (Node's cluster module hands each new
 * connection to a worker in turn), so one machine's every core serves. A worker that dies is
 * replaced after a second, unless workers keep dying within seconds of starting (then the primary
 * stops with exit code 1 rather than loop). On SIGINT/SIGTERM every worker shuts down as a single
 * server does (a second signal cuts its connections); the primary exits when they all have, 0
 * only if each exited 0.
 */
export function runPrimary(count: number, events: ClusterEvents): void {
  let stopping = false;
  let failed = false;
  let earlyExits = 0;
  let listening = 0;
  const started = new Map<number, number>();

  const start = (): Worker | undefined => {
    if (stopping) return undefined;
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
    return worker;
  };

  const serving = new Set<number>();
  cluster.on('listening', (worker) => {
    serving.add(worker.id);
    listening += 1;
    if (listening === count) events.ready();
  });

  // A serving worker is told by message, not by signal: Ctrl+C in a terminal signals every process
  // of the group, and a forwarded second signal would make it cut the requests it is letting
  // finish. One still starting has nothing in flight (and may not listen for messages yet): it
  // gets SIGTERM.
  let signals = 0;
  const tell = (message: string) => {
    for (const w of Object.values(cluster.workers ?? {})) {
      if (!w) continue;
      if (serving.has(w.id) && w.isConnected()) w.send(message);
      else w.process.kill('SIGTERM');
    }
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    serving.delete(worker.id);
    if (stopping) {
      // One stopped while starting ends by our SIGTERM; one serving ends with its own exit code.
      if (code !== 0 && signal !== 'SIGTERM') failed = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    earlyExits = lived < EARLY_EXIT_MS ? earlyExits + 1 : 0;
    if (earlyExits >= MAX_EARLY_EXITS) {
      events.log(`server processes keep stopping at start (last: code ${String(code)}); giving up`);
      stopping = true;
      failed = true;
      tell(SHUTDOWN_MESSAGE);
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    events.log(
      `server process ${String(worker.process.pid)} stopped (code ${String(code)}, signal ${signal}); starting another`,
    );
    setTimeout(start, RESTART_DELAY_MS);
  });

  const stop = () => {
    stopping = true;
    signals += 1;
    tell(signals === 1 ? SHUTDOWN_MESSAGE : CUT_MESSAGE);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  for (let i = 0; i < count; i++) start();
}
