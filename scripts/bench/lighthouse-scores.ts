/**
 * Lighthouse's mobile audit (simulated throttling) of the bench's pages, signed in through the
 * cookie header. The performance score moves with the machine's load, so each
 * page is loaded several times and the median reported (Lighthouse's own advice for variability).
 *
 * Simulated throttling keeps loading and scoring apart: Lighthouse loads the page once, unthrottled,
 * measures the host's benchmark index in the same tab, and only its audits multiply the observed
 * main-thread time. So each load is audited twice: with the CPU multiplier calibrated to the index
 * Lighthouse measured for that very load (cpu-calibration.ts), and at Lighthouse's default 4×.
 * On a shared machine the host's speed changes from one minute to the next; with a fixed 4× a slow
 * minute scores the machine, not the page.
 */
import type lighthouse from "lighthouse";
import { navigationGather } from "lighthouse/core/gather/navigation-runner.js";
import { Runner } from "lighthouse/core/runner.js";
import { chromium } from "@playwright/test";
import { cpuMultiplierFor, DEFAULT_CPU_MULTIPLIER } from "./cpu-calibration";
import { median } from "./throughput";

/** Medians of the runs; the paints and the blocking time in simulated milliseconds. */
export interface LighthouseScore {
  path: string;
  performance: number;
  accessibility: number;
  performanceRuns: number[];
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  /** The host's benchmark index Lighthouse measured in each load, and the multiplier it gave. */
  benchmarkIndexes: number[];
  cpuMultipliers: number[];
  /** The same loads audited at Lighthouse's default multiplier, whatever the host. */
  atDefaultMultiplier: { performance: number; performanceRuns: number[]; totalBlockingTimeMs: number };
}

export interface LighthouseOptions {
  origin: string;
  cookie: string;
  pages: Record<string, string>;
  /** Loads per page. */
  runs: number;
  chromiumPath: string;
  chromiumFlags: string[];
  debuggingPort: number;
  /** Print every audit's metrics and what it marked down. */
  verbose: boolean;
}

interface Audited {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
}

type Gathered = Awaited<ReturnType<typeof navigationGather>>;
type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

export async function lighthouseScores(options: LighthouseOptions): Promise<Record<string, LighthouseScore>> {
  const browser = await chromium.launch({
    executablePath: options.chromiumPath,
    args: [...options.chromiumFlags.filter((flag) => flag !== "--headless"), `--remote-debugging-port=${options.debuggingPort}`],
  });
  const scores: Record<string, LighthouseScore> = {};
  try {
    for (const [name, path] of Object.entries(options.pages)) {
      const calibrated: Audited[] = [];
      const atDefault: Audited[] = [];
      const benchmarkIndexes: number[] = [];
      const cpuMultipliers: number[] = [];
      for (let run = 0; run < options.runs; run++) {
        const load = await gather(options, path);
        const index = load.artifacts.BenchmarkIndex;
        benchmarkIndexes.push(Math.round(index));
        cpuMultipliers.push(cpuMultiplierFor(index));
        calibrated.push(await audit(options, path, load, cpuMultiplierFor(index)));
        atDefault.push(await audit(options, path, load, DEFAULT_CPU_MULTIPLIER));
      }
      scores[name] = {
        path,
        performance: median(calibrated.map((run) => run.performance)),
        accessibility: Math.min(...calibrated.map((run) => run.accessibility)),
        performanceRuns: calibrated.map((run) => run.performance),
        firstContentfulPaintMs: median(calibrated.map((run) => run.fcp)),
        largestContentfulPaintMs: median(calibrated.map((run) => run.lcp)),
        totalBlockingTimeMs: median(calibrated.map((run) => run.tbt)),
        benchmarkIndexes,
        cpuMultipliers,
        atDefaultMultiplier: {
          performance: median(atDefault.map((run) => run.performance)),
          performanceRuns: atDefault.map((run) => run.performance),
          totalBlockingTimeMs: median(atDefault.map((run) => run.tbt)),
        },
      };
      console.log(`Lighthouse ${name}: ${JSON.stringify(scores[name])}`);
    }
  } finally {
    await browser.close();
  }
  return scores;
}

/** One unthrottled load of the page in a new tab, with the host's benchmark index of that moment. */
async function gather(options: LighthouseOptions, path: string): Promise<Gathered> {
  return navigationGather(undefined, `${options.origin}${path}`, {
    flags: {
      port: options.debuggingPort,
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      extraHeaders: { cookie: options.cookie },
    },
  });
}

/** The load's audits with the phone's CPU this many times slower than the host. */
async function audit(options: LighthouseOptions, path: string, load: Gathered, cpuSlowdownMultiplier: number): Promise<Audited> {
  const { resolvedConfig } = load.runnerOptions;
  const settings = { ...resolvedConfig.settings, throttling: { ...resolvedConfig.settings.throttling, cpuSlowdownMultiplier } };
  // Lighthouse refuses settings that differ from the gathering's. Under simulated throttling the
  // gathering never throttles the CPU (emulation.js `throttle`): only the audits read the multiplier.
  const artifacts = { ...load.artifacts, settings };
  // A cache of its own: the simulations are computed for one multiplier.
  const result = await Runner.audit(artifacts, { resolvedConfig: { ...resolvedConfig, settings }, computedCache: new Map() });
  if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse ${path}: ${result?.lhr.runtimeError?.message ?? "no result"}`);
  if (new URL(result.lhr.finalDisplayedUrl).pathname !== path) throw new Error(`Lighthouse ${path} ended at ${result.lhr.finalDisplayedUrl}`);
  const { performance, accessibility } = result.lhr.categories;
  if (options.verbose)
    console.log(`Lighthouse ${path} at ${cpuSlowdownMultiplier}× (host index ${Math.round(load.artifacts.BenchmarkIndex)}): ${findings(result.lhr)}`);
  const metric = (id: string) => Math.round(result.lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    performance: Math.round((performance?.score ?? 0) * 100),
    accessibility: Math.round((accessibility?.score ?? 0) * 100),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
  };
}

/** The metrics and every audit below full marks. */
function findings(lhr: LighthouseResult): string {
  const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"]
    .map((id) => `${id} ${lhr.audits[id]?.displayValue ?? "?"}`)
    .join(", ");
  const below = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit?.id} (${audit?.score}${audit?.displayValue ? `, ${audit.displayValue}` : ""})`);
  return `${metrics}; below full marks: ${below.join(", ") || "none"}`;
}
