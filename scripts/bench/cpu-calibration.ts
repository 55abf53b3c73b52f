/**
 * Lighthouse's CPU calibration. Its simulated phone multiplies the main-thread time it observed on
 * this machine by `cpuSlowdownMultiplier` (4 by default), a factor chosen for a host whose
 * benchmark index is about 1,533. On a slower host the same factor emulates a slower phone than
 * Lighthouse means to, and Lighthouse warns ("The tested device appears to have a slower CPU than
 * Lighthouse expects", below an index of 1,000) and points to calibrating the multiplier
 * (docs/throttling.md "CPU throttling"). This is the Lighthouse team's calculator
 * (lighthouse-cpu-throttling-calculator), so every host emulates the same phone.
 */

/** Lighthouse's default multiplier, and the index below which Lighthouse warns that the host is slow. */
export const DEFAULT_CPU_MULTIPLIER = 4;
export const SLOW_HOST_BENCHMARK_INDEX = 1000;

/** The multiplier that makes a host of this benchmark index emulate Lighthouse's target phone. */
export function cpuMultiplierFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`no benchmark index: ${benchmarkIndex}`);
  // 1,300 = 3×, 1,533 = 4×, 2,000 = 6×.
  if (benchmarkIndex >= 1300) return round(3 + (benchmarkIndex - 1300) / 233);
  // 800 = 2×, 1,300 = 3×.
  if (benchmarkIndex >= 800) return round(2 + (benchmarkIndex - 800) / 500);
  // 150 = 1×, 800 = 2×; a host slower than the phone itself cannot be calibrated down further.
  if (benchmarkIndex >= 150) return round(1 + (benchmarkIndex - 150) / 650);
  return 1;
}

const round = (value: number) => Math.round(value * 100) / 100;
