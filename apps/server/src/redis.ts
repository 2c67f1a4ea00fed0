import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface RedisOptions {
  log: FastifyBaseLogger;
  /** Longest wait for a connection (and for the first one at start) before going on without it. */
  connectTimeoutMs?: number;
  /** Longest wait for an answer to one command before that command counts as failed. */
  commandTimeoutMs?: number;
  /** Longest pause between reconnection attempts. */
  maxRetryDelayMs?: number;
}

/**
 * The one Redis connection of a server process (rate limits, the search-result cache), when
 * REDIS_URL is set. Redis is never required: the server starts without it (with a warning), its
 * users fall back while it is away (rate limits count in this process, the cache misses), and
 * ioredis keeps reconnecting, so it is used again by itself when it returns. Commands fail fast
 * instead of queueing while Redis is away.
 */
export async function openRedis(url: string, options: RedisOptions): Promise<Redis> {
  const { log } = options;
  const connectTimeout = options.connectTimeoutMs ?? 2000;
  const maxRetryDelay = options.maxRetryDelayMs ?? 1000;
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout,
    commandTimeout: options.commandTimeoutMs ?? 500,
    // Keep trying for ever, soon at first, then at most every maxRetryDelay.
    retryStrategy: (attempt) => Math.min(attempt * 100, maxRetryDelay),
  });
  // One warning when Redis goes away and one line when it is back, not one per failed attempt.
  let available: boolean | undefined;
  redis.on('ready', () => {
    if (available === false)
      log.info('Redis is back: rate limits and the search cache use it again');
    available = true;
  });
  redis.on('error', (err: Error) => {
    if (available === false) return;
    available = false;
    log.warn(
      { err },
      'Redis is unavailable: rate limits count in this process and the search cache is skipped until it returns',
    );
  });
  // The first attempt decides only whether the server starts with Redis or falls back at once.
  await redis.connect().catch(() => undefined);
  return redis;
}

/** Closes the connection: politely when connected, at once otherwise (no reconnection after). */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    try {
      await redis.quit();
      return;
    } catch {
      // Fall through: the connection went away while closing.
    }
  }
  redis.disconnect();
}

/** True when commands can be sent now; otherwise callers fall back without trying. */
export function redisReady(redis: Redis): boolean {
  return redis.status === 'ready';
}
