import { monitorEventLoopDelay, type IntervalHistogram } from "node:perf_hooks";
import { benchRoutesEnabled } from "@/lib/env";

/**
 * The benchmark's view into the server's event loop (`npm run bench`): the delay
 * percentiles since the previous call, which starts the next window. perf_hooks measures in the
 * process it runs in, so it has to be asked here. Exists only when the server runs with PORTAL_BENCH=1.
 */
const RESOLUTION_MS = 5;
const holder = globalThis as typeof globalThis & { __portalEventLoopDelay?: IntervalHistogram };

export function GET(): Response {
  if (!benchRoutesEnabled()) return Response.json({ error: "not_found" }, { status: 404 });
  let histogram = holder.__portalEventLoopDelay;
  if (!histogram) {
    histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    histogram.enable();
    holder.__portalEventLoopDelay = histogram;
  }
  const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e4) / 100;
  const window = {
    samples: histogram.count,
    p50Ms: ms(histogram.percentile(50)),
    p99Ms: ms(histogram.percentile(99)),
    maxMs: ms(histogram.max),
    resolutionMs: RESOLUTION_MS,
  };
  histogram.reset();
  return Response.json(window, { headers: { "cache-control": "no-store" } });
}
