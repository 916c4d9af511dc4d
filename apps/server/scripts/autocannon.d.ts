// The part of autocannon's API that scripts/bench.ts uses (the package ships no types).
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    mean: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }
  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest | undefined;
  }
  export interface AutocannonOptions {
    url: string;
    connections?: number;
    /** Requests a second across all connections (autocannon paces them); none: as fast as the server answers. */
    overallRate?: number;
    duration?: number;
    timeout?: number;
    requests?: AutocannonRequest[];
  }
  export interface AutocannonResult {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(opts: AutocannonOptions): Promise<AutocannonResult> & { stop(): void };
  export default autocannon;
}
