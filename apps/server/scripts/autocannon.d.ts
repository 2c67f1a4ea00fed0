/**
 * The part of autocannon 8 (a CommonJS package without bundled types) that bench-search.ts uses.
 * See node_modules/autocannon/README.md for the full API.
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface AutocannonOptions {
    url: string;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
    headers?: Record<string, string>;
    body?: string;
    /** Concurrent connections (default 10). */
    connections?: number;
    /** Seconds (default 10). */
    duration?: number;
    /** Seconds before a request counts as a timeout (default 10). */
    timeout?: number;
    pipelining?: number;
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    total: number;
  }

  interface AutocannonResult {
    url: string;
    /** Requests per second, sampled each second. */
    requests: Histogram;
    /** Milliseconds. */
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    /** Seconds. */
    duration: number;
  }

  interface AutocannonInstance extends EventEmitter {
    /** Every response: status code, bytes, and the response time in milliseconds. */
    on(
      event: 'response',
      listener: (
        client: unknown,
        statusCode: number,
        resBytes: number,
        responseTime: number,
      ) => void,
    ): this;
    on(event: 'reqError', listener: (error: Error) => void): this;
    on(event: 'done', listener: (result: AutocannonResult) => void): this;
    stop(): void;
  }

  function autocannon(
    options: AutocannonOptions,
    callback: (error: Error | null, result: AutocannonResult) => void,
  ): AutocannonInstance;

  export type { AutocannonInstance, AutocannonOptions, AutocannonResult };
  export default autocannon;
}
