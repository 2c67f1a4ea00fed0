import cluster from 'node:cluster';
import { buildApp } from './app';
import { CUT_MESSAGE, runPrimary, SHUTDOWN_MESSAGE } from './cluster';
import { ConfigError, loadConfig, type AppConfig } from './config';

function banner(config: AppConfig, storage: string): string {
  const processes = config.processes > 1 ? `, ${String(config.processes)} processes` : '';
  return `\n  ${config.site.brandName} is running at ${config.publicUrl}  (data: ${storage}${processes})\n`;
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (config.processes > 1 && cluster.isPrimary) {
    runPrimary(config.processes, {
      ready: () => console.log(banner(config, 'PostgreSQL')),
      log: (message) => console.error(message),
    });
    return;
  }
  // A cluster's worker is also told by its primary (see cluster.ts); one told while still starting
  // has nothing in flight and stops at once (migrations run in transactions).
  let fromPrimary = (message: unknown) => {
    if (message === SHUTDOWN_MESSAGE || message === CUT_MESSAGE) process.exit(0);
  };
  if (cluster.isWorker) process.on('message', (message) => fromPrimary(message));
  const app = await buildApp(config);

  // Shutdown: stop accepting connections, close idle keep-alive ones, let requests in flight
  // (including uploads still sending their body) finish until the deadline, then cut what is left;
  // the database closes last (app.ts closes it after the server). A second signal cuts at once.
  let closing = false;
  const cutConnections = (reason: string) => {
    app.log.warn({ reason }, 'shutdown: closing the connections still open');
    app.server.closeAllConnections();
  };
  const shutdown = (signal: string) => {
    if (closing) {
      cutConnections('second signal');
      return;
    }
    closing = true;
    app.log.info({ signal, timeoutSeconds: config.shutdownTimeoutSeconds }, 'shutting down');
    const deadline = setTimeout(() => {
      cutConnections('deadline reached');
      // Whatever still holds the close up after that (a hook that never settles) is not waited for.
      setTimeout(() => {
        app.log.error('shutdown did not finish after the deadline; exiting');
        process.exit(1);
      }, 5_000).unref();
    }, config.shutdownTimeoutSeconds * 1000);
    deadline.unref();
    app.close().then(
      () => {
        clearTimeout(deadline);
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  fromPrimary = (message) => {
    if (message === SHUTDOWN_MESSAGE && !closing) shutdown('cluster shutdown');
    else if (message === CUT_MESSAGE) cutConnections('cluster shutdown repeated');
  };

  await app.listen({ host: config.host, port: config.port });
  // In a cluster the primary says it once every process listens.
  if (cluster.isWorker) return;
  const storage = app.database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  console.log(banner(config, storage));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
