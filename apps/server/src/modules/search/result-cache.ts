import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { AppConfig } from '../../config';
import { redisReady } from '../../redis';

/**
 * The short search-result cache of docs/design.md §2: a search's JSON answer kept for a few seconds,
 * so the same search asked again (the popular destination and dates, a refresh, a shared link,
 * Back from a hotel) is answered without running the engine and serializing ~350 KB again.
 * In memory by default; in Redis with REDIS_URL, so every server process shares it.
 *
 * Keys name the engine's day, the last supplier change to each searched region's prices
 * (`Catalogue.pricesKey`) and the whole request, so a new day's prices, a change to those prices or
 * any difference in the request is a miss. Values are answers with a placeholder for the
 * itinerary uuid: each caller still gets a search of its own.
 */
export interface SearchResultCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, json: string): Promise<void>;
}

const digest = (key: string) => createHash('sha256').update(key).digest('base64url');

export function memorySearchCache(options: {
  ttlMs: number;
  maxBytes: number;
  /** The clock answers expire by (milliseconds); the process's own by default. */
  now?: () => number;
}): SearchResultCache {
  const { now } = options;
  const lru = new LRUCache<string, string>({
    ttl: options.ttlMs,
    maxSize: options.maxBytes,
    sizeCalculation: (json) => Math.max(1, json.length),
    // A given clock is read on every lookup (no cached reading), so it alone decides expiry.
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  });
  return {
    get: (key) => Promise.resolve(lru.get(digest(key))),
    set: (key, json) => {
      lru.set(digest(key), json);
      return Promise.resolve();
    },
  };
}

/**
 * Redis errors never fail a search: while Redis is away (or a command fails) a lookup is a miss and
 * an answer is not kept; once it is back, the cache works again.
 */
export function redisSearchCache(
  redis: Redis,
  options: { ttlMs: number; prefix: string; onError: (err: unknown) => void },
): SearchResultCache {
  const keyOf = (key: string) => `${options.prefix}search:${digest(key)}`;
  return {
    async get(key) {
      if (!redisReady(redis)) return undefined;
      try {
        return (await redis.get(keyOf(key))) ?? undefined;
      } catch (err) {
        options.onError(err);
        return undefined;
      }
    },
    async set(key, json) {
      if (!redisReady(redis)) return;
      try {
        await redis.set(keyOf(key), json, 'PX', options.ttlMs);
      } catch (err) {
        options.onError(err);
      }
    },
  };
}

export const noSearchCache: SearchResultCache = {
  get: () => Promise.resolve(undefined),
  set: () => Promise.resolve(),
};

/** The cache the configuration asks for: none, Redis when connected, else in memory. */
export function createSearchResultCache(
  config: AppConfig,
  redis: Redis | undefined,
  onError: (err: unknown) => void,
): SearchResultCache {
  const ttlMs = config.searchCache.seconds * 1000;
  if (ttlMs === 0) return noSearchCache;
  if (redis) return redisSearchCache(redis, { ttlMs, prefix: config.redisPrefix, onError });
  return memorySearchCache({ ttlMs, maxBytes: config.searchCache.megabytes * 1024 * 1024 });
}
