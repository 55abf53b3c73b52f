/**
 * Throughput as the benchmark measures it (docs/performance.md "Benchmark"): autocannon on loopback, a fixed
 * number of connections, each target warmed up and then measured in two halves, in the order A…F
 * then F…A, so a change of the machine's load during the run (it is shared) weighs on every target
 * alike. Used by bench.ts and cluster.ts.
 */
import autocannon from "autocannon";

export interface Target {
  key: string;
  label: string;
  url: string;
  cookie?: string;
  /** The Host to send, where it is not the URL's: a proxy answering for the public origin's host. */
  host?: string;
}

export interface Throughput {
  target: string;
  requestsPerSecond: number;
  /** Requests per second of each half, in the order measured. */
  halves: number[];
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

export interface ThroughputSettings {
  /** Measured seconds per target, split into two halves. */
  seconds: number;
  connections: number;
  warmUpSeconds: number;
}

export async function measureThroughput(targets: Target[], settings: ThroughputSettings): Promise<Record<string, Throughput>> {
  // Warm-up: compilation of the route, the content cache and the database's caches are not measured.
  for (const target of targets) await autocannonRun(target, settings.warmUpSeconds, settings.connections);
  const halves = new Map<string, autocannon.Result[]>(targets.map((target) => [target.key, []]));
  for (const order of [targets, [...targets].reverse()]) {
    for (const target of order) halves.get(target.key)?.push(await autocannonRun(target, settings.seconds / 2, settings.connections));
  }
  return Object.fromEntries(
    targets.map((target) => {
      const results = halves.get(target.key) ?? [];
      const measured: Throughput = {
        target: target.label,
        requestsPerSecond: Math.round(mean(results.map((result) => result.requests.average))),
        halves: results.map((result) => Math.round(result.requests.average)),
        latencyP50Ms: Math.round(mean(results.map((result) => result.latency.p50))),
        latencyP99Ms: Math.max(...results.map((result) => result.latency.p99)),
        non2xx: sum(results.map((result) => result.non2xx)),
        errors: sum(results.map((result) => result.errors + result.timeouts)),
      };
      console.log(
        `${measured.target}: ${measured.requestsPerSecond} req/s (halves ${measured.halves.join(", ")}), p50 ${measured.latencyP50Ms} ms, p99 ${measured.latencyP99Ms} ms, non-2xx ${measured.non2xx}, errors ${measured.errors}`,
      );
      return [target.key, measured];
    }),
  );
}

function autocannonRun(target: Target, seconds: number, connections: number): Promise<autocannon.Result> {
  const headers = { ...(target.cookie ? { cookie: target.cookie } : {}), ...(target.host ? { host: target.host } : {}) };
  return autocannon({ url: target.url, connections, duration: seconds, headers });
}

export const mean = (values: number[]) => sum(values) / Math.max(1, values.length);
export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
export const ratio = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;
