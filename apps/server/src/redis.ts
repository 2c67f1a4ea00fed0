import { Redis } from 'ioredis';

/**
 * The one Redis connection of a server process (rate limits, the search-result cache), when
 * REDIS_URL is set. Commands fail fast instead of queueing while Redis is away.
 */
export async function openRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  await redis.connect();
  return redis;
}
