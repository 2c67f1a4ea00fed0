import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test/ports';

/**
 * The real server in a child process (main.ts, as `npm start` runs it), stopped with SIGTERM while
 * requests are in flight: every request that was accepted gets a whole answer, not a reset.
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Server {
  child: ChildProcess;
  port: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  output: () => string;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent-web-dist',
      CATALOGUE_HOTELS: '600',
      CATALOGUE_DAYS: '200',
      LOGIN_RATE_LIMIT_MAX: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
    at: Date.now(),
  }));
  // Two servers start at once (each building its catalogue) on a possibly busy 2-core machine:
  // normally a few seconds, allowed 90.
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${String(port)}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { child, port, exited, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start:\n${output}`);
}

/** What became of one request: a whole response, or the error that ended it. */
type Outcome = { status: number; body: string } | { error: string };

interface Started {
  /** Sends the rest of the body. */
  finish(): void;
  outcome: Promise<Outcome>;
}

/**
 * A sign-in whose head the server has read: it asks `Expect: 100-continue`, and the server's
 * "100 Continue" proves the request is in flight on its side (not a connection it may treat as
 * idle). `head` bytes of the body follow at once, the rest on finish().
 */
function startRequest(port: number, agent: http.Agent, head: number): Promise<Started> {
  const body = JSON.stringify({ email: 'nobody@example.co.uk', password: 'not-the-password-1' });
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/auth/customer/login',
    agent,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const outcome = settle(req);
  req.flushHeaders();
  return new Promise((resolve) => {
    req.once('continue', () => {
      if (head > 0) req.write(body.slice(0, head));
      resolve({ finish: () => req.end(body.slice(head)), outcome });
    });
    // Answered (or failed) before it continued: nothing left to send.
    void outcome.then(() => resolve({ finish: () => undefined, outcome }));
  });
}

/** The sign-in body sent in two halves: the server is reading the body when the signal comes. */
const slowUpload = (port: number, agent: http.Agent) => startRequest(port, agent, 30);

/** A sign-in whose body follows as soon as it is let go. */
const quickRequest = (port: number, agent: http.Agent) => startRequest(port, agent, 0);

/** A complete request sent at once (a health check). */
function plainRequest(port: number, agent: http.Agent): Promise<Outcome> {
  const req = http.request({ host: '127.0.0.1', port, agent, method: 'GET', path: '/api/health' });
  const outcome = settle(req);
  req.end();
  return outcome;
}

function settle(req: http.ClientRequest): Promise<Outcome> {
  return new Promise((resolve) => {
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    });
  });
}

let draining: Server;
let hanging: Server;
beforeAll(async () => {
  [draining, hanging] = await Promise.all([
    startServer({ SHUTDOWN_TIMEOUT_SECONDS: '20' }),
    startServer({ SHUTDOWN_TIMEOUT_SECONDS: '1' }),
  ]);
}, 180_000);
afterAll(() => {
  // Whatever a failed test left running.
  for (const server of [draining, hanging] as (Server | undefined)[]) {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  }
});

describe('SIGTERM', () => {
  it('lets in-flight requests and slow uploads finish, closes idle connections, exits 0', async () => {
    const { port, child } = draining;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
    // An idle keep-alive connection: it must not hold the shutdown up.
    const warm = await plainRequest(port, agent);
    expect(warm).toMatchObject({ status: 200 });

    // Requests the server has begun when the signal comes: slow uploads half sent, and quick
    // ones whose body follows at once.
    const uploads = await Promise.all([0, 1, 2, 3].map(() => slowUpload(port, agent)));
    const quick = await Promise.all(Array.from({ length: 10 }, () => quickRequest(port, agent)));
    child.kill('SIGTERM');
    for (const request of quick) request.finish();

    // The server keeps reading the uploads it accepted before the signal.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(child.exitCode).toBe(null);
    const finishedAt = Date.now();
    for (const upload of uploads) upload.finish();

    const outcomes = await Promise.all([...uploads, ...quick].map((r) => r.outcome));
    for (const [i, outcome] of outcomes.entries()) {
      expect(outcome, `request ${String(i)}`).not.toHaveProperty('error');
    }
    for (const outcome of outcomes.slice(0, 4)) {
      // The whole body was read and checked: wrong credentials, not a cut-off body.
      expect(outcome).toMatchObject({ status: 401 });
    }
    for (const outcome of outcomes) {
      expect([200, 401, 503]).toContain((outcome as { status: number }).status);
    }

    const exit = await draining.exited;
    expect(exit, draining.output()).toMatchObject({ code: 0, signal: null });
    // Nothing waited for the deadline or for idle keep-alive connections to time out.
    expect(exit.at - finishedAt).toBeLessThan(8_000);
    agent.destroy();
  }, 30_000);

  it('cuts a request still hanging at the deadline and still exits', async () => {
    const { port, child } = hanging;
    const agent = new http.Agent({ keepAlive: false });
    const upload = await slowUpload(port, agent);
    const signalledAt = Date.now();
    child.kill('SIGTERM');

    const outcome = await upload.outcome;
    expect(outcome).toHaveProperty('error');
    const exit = await hanging.exited;
    expect(exit, hanging.output()).toMatchObject({ code: 0, signal: null });
    // It waited for the deadline (1 s), and not much longer.
    expect(exit.at - signalledAt).toBeGreaterThanOrEqual(900);
    expect(exit.at - signalledAt).toBeLessThan(8_000);
  }, 30_000);
});
