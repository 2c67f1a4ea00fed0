import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { redisReady } from '../redis';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * The plugin's own stores. The plugin calls incr with the window and the maximum too (its typings
 * leave them out), and its stores need them.
 */
interface Store {
  incr(key: string, callback: Callback, timeWindow?: number, max?: number): void;
  child(options: ChildOptions): Store;
}

// @fastify/rate-limit ships its Redis and in-memory stores as CommonJS modules of their own.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;

interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * A rate-limit store that counts in Redis while Redis answers and in this process while it does
 * not (not connected, or a command fails): a Redis outage loosens limits to per-process counts for
 * its duration, and never fails a request. Counting returns to Redis as soon as it is back.
 */
class ResilientStore implements FastifyRateLimitStore, Store {
  constructor(
    private readonly redis: Redis,
    private readonly remote: Store,
    private readonly local: Store,
    private readonly onFallback: (err: unknown) => void,
  ) {}

  incr(key: string, callback: Callback, timeWindow?: number, max?: number): void {
    if (!redisReady(this.redis)) {
      this.local.incr(key, callback, timeWindow, max);
      return;
    }
    this.remote.incr(
      key,
      (err, result) => {
        if (!err) {
          callback(null, result);
          return;
        }
        this.onFallback(err);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(options: ChildOptions): ResilientStore {
    return new ResilientStore(
      this.redis,
      this.remote.child(options),
      this.local.child(options),
      this.onFallback,
    );
  }
}

/** The store class the plugin instantiates (with its options), counting under `nameSpace`. */
export function resilientRateLimitStore(
  redis: Redis,
  nameSpace: string,
  onFallback: (err: unknown) => void,
): FastifyRateLimitStoreCtor {
  return class extends ResilientStore {
    constructor(options: StoreOptions) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
        onFallback,
      );
    }
  };
}
