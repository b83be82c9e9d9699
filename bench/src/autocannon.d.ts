/** The part of autocannon 9's programmatic API the bench uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Options {
    url: string;
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    pipelining?: number;
    /** Milliseconds between samples (default 1000). A run only stops on a sample tick: its length is rounded up to it. */
    sampleInt?: number;
  }

  export interface Result {
    /** Seconds the measured run lasted. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }

  /** Emits `response` (client, statusCode, bytes, responseTimeMs) for every response of the measured run. */
  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  export default function autocannon(options: Options): Instance;
}
