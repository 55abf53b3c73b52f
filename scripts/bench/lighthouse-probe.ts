/**
 * `npx tsx scripts/bench/lighthouse-probe.ts` against a running production server (PROBE_ORIGIN,
 * default http://localhost:3180): Lighthouse's mobile audit of home, `/mycars` and a deal page
 * (PROBE_RUNS each, default 1), with what its simulation (Lantern) builds the largest paint from:
 * the paints it observed in its own unthrottled load, the largest-paint element and its phases,
 * and every script whose evaluation began before the observed largest paint (Lantern counts those
 * towards the simulated one, docs/performance.md "Layout and page weight"); PROBE_NETWORK=1 adds the timeline of
 * every request, PROBE_TASKS=1 and PROBE_GRAPH=1 see below. A report, not a test; `npm run bench` reports the scores.
 */
import lighthouse from "lighthouse";
import { chromium } from "@playwright/test";
import { signIn } from "./servers";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";

const ORIGIN = process.env.PROBE_ORIGIN ?? "http://localhost:3180";
const RUNS = Number(process.env.PROBE_RUNS ?? 1);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const DEBUGGING_PORT = Number(process.env.PROBE_DEBUGGING_PORT ?? 9333);
const PAGES = (process.env.PROBE_PAGES ?? "/portal/de-DE,/portal/de-DE/mycars,/portal/de-DE/mycars/deal-anna-active").split(",");

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  ph: string;
  args?: { data?: { url?: string; frame?: string } };
}

/** The trace of Lighthouse's observed load. */
function traceEventsOf(result: Result): TraceEvent[] {
  return (result.artifacts.Trace as unknown as { traceEvents: TraceEvent[] }).traceEvents;
}

/** Script evaluations and compilations of the observed load, in ms after navigation start. */
function scriptTimeline(result: Result, navigationStart: number): string[] {
  return traceEventsOf(result)
    .filter((event) => event.name === "EvaluateScript" && event.args?.data?.url)
    .map((event) => {
      const url = event.args?.data?.url ?? "";
      const start = (event.ts - navigationStart) / 1000;
      return { start, line: `${start.toFixed(0).padStart(5)} ms +${((event.dur ?? 0) / 1000).toFixed(1)} ms ${url.replace(ORIGIN, "")}` };
    })
    .sort((a, b) => a.start - b.start)
    .map((entry) => entry.line);
}

/** The events of the page renderer's main thread (the one that parsed the document). */
function mainThreadOf(result: Result): TraceEvent[] {
  const events = traceEventsOf(result);
  const main = events.find((event) => event.name === "ParseHTML");
  return main ? events.filter((event) => event.pid === main.pid && event.tid === main.tid) : [];
}

const isTask = (event: TraceEvent) => event.name === "RunTask" || event.name === "ThreadControllerImpl::RunTask";

/** Every main-thread event of the page's renderer up to `until` ms (PROBE_TASKS=1), for what delays the first paint. */
function mainThreadEvents(result: Result, navigationStart: number, until: number): string[] {
  return mainThreadOf(result)
    .filter((event) => event.ph === "X" || event.ph === "I" || event.ph === "R" || event.ph === "b")
    .map((event) => ({ event, start: (event.ts - navigationStart) / 1000 }))
    .filter(({ start, event }) => start >= 0 && start <= until && ((event.dur ?? 0) >= 500 || !isTask(event)))
    .sort((a, b) => a.start - b.start)
    .map(
      ({ event, start }) =>
        `${start.toFixed(1).padStart(7)} ${event.name} ${((event.dur ?? 0) / 1000).toFixed(1)}${event.args?.data?.url ? ` ${event.args.data.url.replace(ORIGIN, "")}` : ""}`,
    );
}

/**
 * The observed load's main-thread tasks of at least 12 ms (Lantern multiplies them by four: the
 * ones that become long tasks) and their largest parts (PROBE_TASKS=1), for what blocks the page.
 */
function observedLongTasks(result: Result, navigationStart: number): string[] {
  const thread = mainThreadOf(result).filter((event) => event.ph === "X");
  return thread
    .filter((task) => isTask(task) && (task.dur ?? 0) >= 12_000)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const parts = thread.filter(
        (event) => !isTask(event) && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end && (event.dur ?? 0) >= 1_000,
      );
      const outermost = parts.filter(
        (part) =>
          !parts.some(
            (other) =>
              other !== part && other.ts <= part.ts && other.ts + (other.dur ?? 0) >= part.ts + (part.dur ?? 0) && (other.dur ?? 0) > (part.dur ?? 0),
          ),
      );
      const named = outermost.map(
        (part) =>
          `${part.name}${part.args?.data?.url ? ` ${part.args.data.url.replace(ORIGIN, "").split("/").pop()}` : ""} ${((part.dur ?? 0) / 1000).toFixed(1)}`,
      );
      return `${((task.ts - navigationStart) / 1000).toFixed(0).padStart(5)} ms ${((task.dur ?? 0) / 1000).toFixed(1)} ms: ${named.join(", ")}`;
    });
}

/** The font lookups and text shaping inside the observed load's longest layout, in ms by name. */
function layoutParts(result: Result): string {
  const events = traceEventsOf(result);
  const layout = events.filter((event) => event.name === "Layout" && event.ph === "X").sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  if (!layout) return "no layout";
  const totals = new Map<string, number>();
  for (const event of events) {
    if (event === layout || event.pid !== layout.pid || event.tid !== layout.tid || event.ts < layout.ts || event.ts > layout.ts + (layout.dur ?? 0))
      continue;
    totals.set(event.name, (totals.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
  }
  const parts = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 6);
  return `${((layout.dur ?? 0) / 1000).toFixed(1)} ms: ${parts.map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(", ")}`;
}

/** The observed load's requests (PROBE_NETWORK=1): when the page asked, the request went out and it finished. */
function networkTimeline(result: Result): string[] {
  const items =
    (
      result.lhr.audits["network-requests"]?.details as
        | {
            items?: {
              url: string;
              rendererStartTime: number;
              networkRequestTime: number;
              networkEndTime: number;
              transferSize: number;
              priority: string;
            }[];
          }
        | undefined
    )?.items ?? [];
  return items.map(
    (item) =>
      `${item.rendererStartTime.toFixed(0).padStart(5)} ${item.networkRequestTime.toFixed(0).padStart(5)} ${item.networkEndTime.toFixed(0).padStart(5)} ${(item.transferSize / 1024).toFixed(1).padStart(6)} ${item.priority.padEnd(8)} ${item.url.replace(ORIGIN, "").slice(-60)}`,
  );
}

interface LanternNode {
  type: "network" | "cpu";
  request?: { url: string; priority: string; transferSize: number };
  childEvents?: { name: string; args?: { data?: { url?: string } } }[];
}
interface LanternEstimate {
  timeInMs: number;
  nodeTimings: Map<LanternNode, { startTime: number; endTime: number }>;
}

/**
 * Lantern's two estimates of the largest paint (PROBE_GRAPH=1), recomputed from the run's trace,
 * with the nodes of each graph that end last: what the simulated paint waits for.
 */
async function lcpGraph(result: Result): Promise<string[]> {
  const { artifacts, lhr } = result;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: [],
    simulator: null,
  };
  const lcp = (await LanternLargestContentfulPaint.request(data, { computedCache: new Map() })) as {
    optimisticEstimate: LanternEstimate;
    pessimisticEstimate: LanternEstimate;
  };
  const describe = (node: LanternNode): string =>
    node.type === "network"
      ? `${node.request?.url.replace(ORIGIN, "").slice(-48)} (${node.request?.priority}, ${Math.round((node.request?.transferSize ?? 0) / 1024)} KiB)`
      : `cpu ${(node.childEvents ?? [])
          .filter((event) => ["ParseHTML", "Layout", "EvaluateScript", "FunctionCall", "UpdateLayoutTree", "Paint"].includes(event.name))
          .map((event) => `${event.name}${event.args?.data?.url ? `:${event.args.data.url.split("/").pop()}` : ""}`)
          .slice(0, 4)
          .join(" ")}`;
  return (["optimisticEstimate", "pessimisticEstimate"] as const).flatMap((name) => {
    const estimate = lcp[name];
    const nodes = [...estimate.nodeTimings].sort((a, b) => b[1].endTime - a[1].endTime).slice(0, 10);
    return [
      `${name} ${Math.round(estimate.timeInMs)} ms over ${estimate.nodeTimings.size} nodes; last to end:`,
      ...nodes.map(([node, timing]) => `  ${Math.round(timing.startTime)}-${Math.round(timing.endTime)} ${describe(node)}`),
    ];
  });
}

function report(result: Result): void {
  const { lhr } = result;
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
  const observedLcp = metrics.observedLargestContentfulPaint ?? Number.NaN;
  const navigationStart = (metrics.observedNavigationStartTs ?? 0) as number;
  console.log(
    `  score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)} (host benchmark index ${lhr.environment.benchmarkIndex}); simulated FCP ${metrics.firstContentfulPaint} LCP ${metrics.largestContentfulPaint} TBT ${metrics.totalBlockingTime}; observed FCP ${metrics.observedFirstContentfulPaint} LCP ${observedLcp} load ${metrics.observedLoad}`,
  );
  const element = lhr.audits["largest-contentful-paint-element"]?.details as { items?: { items?: Record<string, unknown>[] }[] } | undefined;
  for (const table of element?.items ?? []) {
    for (const row of table.items ?? []) {
      const node = row.node as { snippet?: string; nodeLabel?: string } | undefined;
      console.log(`  ${node ? `element ${node.snippet?.slice(0, 140)}` : `${row.phase} ${Math.round(Number(row.timing))} ms`}`);
    }
  }
  if (process.env.PROBE_TASKS) {
    for (const line of mainThreadEvents(result, navigationStart, observedLcp + 50)) console.log(`    ${line}`);
    console.log("  what the longest layout waited for:", layoutParts(result));
    console.log("  observed tasks of 12 ms or more:");
    for (const line of observedLongTasks(result, navigationStart)) console.log(`    ${line}`);
  }
  const longTasks =
    (lhr.audits["long-tasks"]?.details as { items?: { url: string; duration: number; startTime: number }[] } | undefined)?.items ?? [];
  console.log(
    `  long tasks (simulated): ${longTasks.map((task) => `${Math.round(task.startTime)}+${Math.round(task.duration)} ${task.url.replace(ORIGIN, "").slice(-30)}`).join("; ")}`,
  );
  const bootup =
    (lhr.audits["bootup-time"]?.details as { items?: { url: string; total: number; scripting: number; scriptParseCompile: number }[] } | undefined)
      ?.items ?? [];
  console.log(
    `  script time (simulated): ${bootup.map((item) => `${item.url.replace(ORIGIN, "").slice(-30)} ${Math.round(item.scripting)}+${Math.round(item.scriptParseCompile)}`).join("; ")}`,
  );
  if (process.env.PROBE_NETWORK) {
    console.log("  requests of the observed load (ms after the first: asked, sent, finished; KiB; priority):");
    for (const line of networkTimeline(result)) console.log(`    ${line}`);
  }
  console.log(`  scripts evaluated (observed load; up to ${observedLcp} ms counts towards the largest paint):`);
  for (const line of scriptTimeline(result, navigationStart)) console.log(`    ${line}`);
}

async function main(): Promise<void> {
  const cookie = await signIn(ORIGIN);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  try {
    for (const path of PAGES) {
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${ORIGIN}${path}`, {
          port: DEBUGGING_PORT,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          extraHeaders: { cookie },
          ...(process.env.PROBE_TASKS ? { additionalTraceCategories: "fonts,blink" } : {}),
        });
        if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse ${path}: ${result?.lhr.runtimeError?.message ?? "no result"}`);
        console.log(`${path} (run ${run + 1})`);
        report(result);
        if (process.env.PROBE_GRAPH) for (const line of await lcpGraph(result)) console.log(`  ${line}`);
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
