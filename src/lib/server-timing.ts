/**
 * Where a page's server time goes, for the benchmark: time awaiting the session,
 * the content and the data, summed over all requests, next to the requests' total time. What is
 * left is rendering (and the proxy). Phases of one request may overlap with rendering, so the split
 * is what the page waited for, not a partition of the CPU. Totals only: the benchmark loads one
 * page at a time and reads them per page (`/api/bench/timings`, PORTAL_BENCH=1 only).
 */
export type TimingPhase = "session" | "content" | "data";

export interface ServerTimings {
  requests: number;
  totalMs: number;
  phasesMs: Record<TimingPhase, number>;
}

const holder = globalThis as typeof globalThis & { __portalServerTimings?: ServerTimings };

function fresh(): ServerTimings {
  return { requests: 0, totalMs: 0, phasesMs: { session: 0, content: 0, data: 0 } };
}

function timings(): ServerTimings {
  return (holder.__portalServerTimings ??= fresh());
}

/** `run`, its time added to the phase. */
export async function timed<T>(phase: TimingPhase, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    timings().phasesMs[phase] += performance.now() - started;
  }
}

/** A loader whose every call is timed as the phase (wrap it before React's `cache`). */
export function timedLoader<Args extends unknown[], T>(phase: TimingPhase, load: (...args: Args) => Promise<T>): (...args: Args) => Promise<T> {
  return (...args) => timed(phase, () => load(...args));
}

export function recordRequest(totalMs: number): void {
  const current = timings();
  current.requests += 1;
  current.totalMs += totalMs;
}

/** The totals since the last call, which starts new ones. */
export function takeServerTimings(): ServerTimings {
  const taken = timings();
  holder.__portalServerTimings = fresh();
  return taken;
}
