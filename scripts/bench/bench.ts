/**
 * `npm run bench`: builds once, starts the production server on the
 * embedded defaults with a seeded database of its own (.data/bench), and measures side by side,
 * in one run on this machine, ratios against yardsticks of the same machine:
 *   - a cached CMS page against the same HTML as a static file of the same server, and against a
 *     bare node:http server answering it from memory (the physical limit);
 *   - the signed-in /mycars and deal pages against the cached CMS page, as served again from the
 *     private cache and as rendered for the request, and each rendered page's server time split
 *     into session, content, data and render;
 *   - a BFF GET of one deal against a route handler answering constant JSON;
 *   - JavaScript shipped per route (gzip) against an empty route of the same build;
 *   - Lighthouse 12 performance and accessibility scores (Debian's Chromium, offline), with the CPU
 *     multiplier calibrated to the host and at the default (lighthouse-scores.ts);
 *   - Contentful requests per page view under load, and for simultaneous first views, with content
 *     from the fault suite's Contentful stand-in (`contentful-load.ts`);
 *   - one instance against two behind nginx, with shared PostgreSQL, Redis and S3 (cluster.ts).
 * It writes bench/results/latest.json and the table of docs/performance.md. A report, not a timed test.
 *
 * Throughput: autocannon on loopback, a fixed number of connections, each target warmed up and
 * then measured for BENCH_SECONDS in two halves, in the order A…F then F…A, so a change of the
 * machine's load during the run (it is shared) weighs on every target alike.
 *
 * Options (environment): BENCH_SECONDS (per target, default 10), BENCH_CONNECTIONS (default 10),
 * BENCH_PORT (default 3180; the bare server and Chromium's debugging port take the next two, the
 * two-instance part BENCH_PORT + 3 to + 6, the Contentful server BENCH_PORT + 7, the
 * per-database servers of bff-databases.ts BENCH_PORT + 8),
 * LIGHTHOUSE_RUNS (loads per page, median reported; default 5), BENCH_SKIP_BUILD=1 to reuse the
 * last build, BENCH_ONLY=javascript,weight,lighthouse,render-cost,floor to run only those parts (printed, nothing written).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import autocannon from "autocannon";
import { chromium } from "@playwright/test";
import { createDb } from "../../src/bff/db/create-db";
import { seed } from "../../src/bff/db/seed";
import { now } from "../../src/lib/clock";
import type { ServerTimings } from "../../src/lib/server-timing";
import { measureContentfulLoad, type ContentfulLoad } from "./contentful-load";
import { clusterThroughput, type ClusterBench } from "./cluster";
import { measureThroughput, median, ratio, type Throughput } from "./throughput";
import { measureBffOnDatabases, type BffDatabasesReport } from "./bff-databases";
import { measureRenderCost, type RenderCostReport } from "./render-cost";
import { measureFrameworkFloor, type FrameworkFloor } from "./framework-floor";
import { signIn, stopProcess, waitUntilAnswering } from "./servers";
import { lighthouseScores, type LighthouseScore } from "./lighthouse-scores";
import { emptyRouteJavaScriptRow, pageWeightRows, pageWeights, scriptGzipBytes, WEIGHED_PAGES, type PageWeight } from "./page-weight";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARM_UP_SECONDS = 2;
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3180);
const BARE_PORT = PORT + 1;
const DEBUGGING_PORT = PORT + 2;
const CONTENTFUL_PORT = PORT + 7;
const ORIGIN = `http://localhost:${PORT}`;
const DATA_DIR = ".data/bench";
const STATIC_DIR = "public/bench";
const STATIC_FILE = `${STATIC_DIR}/home.html`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const DEAL = "deal-anna-active";
/** A query no page reads: the page is rendered for the request, never answered from the private cache (docs/performance.md "Private cache"). */
const RENDERED = "?bench=render";
const THROUGHPUT = { seconds: SECONDS, connections: CONNECTIONS, warmUpSeconds: WARM_UP_SECONDS };
/** Parts to run alone (`javascript`, `weight`, `lighthouse`, `render-cost`, `floor`): printed only, neither latest.json nor docs/performance.md change. */
const ONLY = process.env.BENCH_ONLY?.split(",").filter(Boolean) ?? [];

interface Report {
  measuredAt: string;
  machine: string;
  settings: { secondsPerTarget: number; connections: number; warmUpSeconds: number };
  throughput: Record<string, Throughput>;
  ratios: Record<string, number>;
  javascript: Record<string, { path: string; gzipBytes: number; vsEmptyRoute: number }>;
  lighthouse: Record<string, LighthouseScore>;
  pageWeight: Record<string, PageWeight>;
  /** Mean server time per request of each page and what it waited for. */
  serverTime: Record<string, ServerTimeSplit>;
  /** Contentful requests under load and for simultaneous first views. */
  contentful?: ContentfulLoad;
  /** Failed sign-ins (the timing must not tell whether an email exists). */
  signInTiming: { attempts: number; knownEmailMedianMs: number; unknownEmailMedianMs: number; knownVsUnknown: number };
  /** One instance against two behind nginx (docs/operations.md "Two instances"). */
  cluster: ClusterBench;
  /** The BFF on PGlite and on PostgreSQL, each on a server of its own, with its event-loop delay. */
  bffDatabases: BffDatabasesReport;
  /** The server's CPU time per request of each kind of page, sequential, on PGlite and PostgreSQL (render-cost.ts). */
  renderCost: RenderCostReport;
  /** The smallest App Router page of the same Next and React: its CPU per request and its JavaScript (framework-floor.ts). */
  frameworkFloor: FrameworkFloor;
}

interface ServerTimeSplit {
  path: string;
  requests: number;
  totalMs: number;
  sessionMs: number;
  contentMs: number;
  dataMs: number;
  renderMs: number;
}

/**
 * Where each page's server time goes: the server's totals (`/api/bench/timings`) over a short load
 * of that page alone, per request. Render is what is left after waiting for the session, the
 * content and the data (the proxy included).
 */
async function serverTimeSplit(cookie: string): Promise<Report["serverTime"]> {
  const pages: [string, string, string | undefined][] = [
    ["cmsPage", "/portal/de-DE", undefined],
    // Rendered: a query is never served from the private cache, so this is where a first view's time goes.
    ["myCars", `/portal/de-DE/mycars${RENDERED}`, cookie],
    ["dealPage", `/portal/de-DE/mycars/${DEAL}${RENDERED}`, cookie],
  ];
  const split: Report["serverTime"] = {};
  for (const [key, path, pageCookie] of pages) {
    await fetch(`${ORIGIN}/portal/api/bench/timings`);
    await autocannon({
      url: `${ORIGIN}${path}`,
      connections: CONNECTIONS,
      duration: Math.max(2, SECONDS / 4),
      headers: pageCookie ? { cookie: pageCookie } : {},
    });
    const totals = (await (await fetch(`${ORIGIN}/portal/api/bench/timings`)).json()) as ServerTimings;
    const per = (ms: number) => Math.round((ms / Math.max(1, totals.requests)) * 10) / 10;
    const totalMs = per(totals.totalMs);
    const sessionMs = per(totals.phasesMs.session);
    const contentMs = per(totals.phasesMs.content);
    const dataMs = per(totals.phasesMs.data);
    const renderMs = Math.max(0, Math.round((totalMs - sessionMs - contentMs - dataMs) * 10) / 10);
    split[key] = { path, requests: totals.requests, totalMs, sessionMs, contentMs, dataMs, renderMs };
    console.log(`server time ${path}: ${JSON.stringify(split[key])}`);
  }
  return split;
}

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD !== "1") run("npm", ["run", "build"]);
  await prepareDatabase();
  if (ONLY.length > 0) return runParts(ONLY);

  // The static copy must exist when the server starts (it lists public/ then): capture it first.
  let server = await startServer();
  const html = await (await fetch(`${ORIGIN}/portal/de-DE`)).text();
  await stopProcess(server);
  await mkdir(STATIC_DIR, { recursive: true });
  await writeFile(STATIC_FILE, html);
  const bare = await startBareServer();
  server = await startServer();
  try {
    const cookie = await signIn(ORIGIN, "anna.aktiv@demo.portal");
    const throughput = await measureThroughput(
      [
        { key: "bareNodeHttp", label: "bare node:http, same HTML from memory", url: `http://localhost:${BARE_PORT}/` },
        { key: "staticFile", label: "static file of the same server", url: `${ORIGIN}/portal/bench/home.html` },
        { key: "cmsPage", label: "cached CMS page /de-DE (visitor)", url: `${ORIGIN}/portal/de-DE` },
        { key: "myCars", label: "signed-in /de-DE/mycars", url: `${ORIGIN}/portal/de-DE/mycars`, cookie },
        { key: "dealPage", label: `signed-in deal page /de-DE/mycars/${DEAL}`, url: `${ORIGIN}/portal/de-DE/mycars/${DEAL}`, cookie },
        { key: "myCarsRendered", label: "signed-in /de-DE/mycars, rendered", url: `${ORIGIN}/portal/de-DE/mycars${RENDERED}`, cookie },
        {
          key: "dealPageRendered",
          label: `signed-in deal page /de-DE/mycars/${DEAL}, rendered`,
          url: `${ORIGIN}/portal/de-DE/mycars/${DEAL}${RENDERED}`,
          cookie,
        },
        { key: "bffDeal", label: `BFF GET /deals/${DEAL}`, url: `${ORIGIN}/portal/api/bff/deals/${DEAL}`, cookie },
        { key: "constantJson", label: "route handler, constant JSON", url: `${ORIGIN}/portal/api/bench/constant` },
      ],
      THROUGHPUT,
    );
    const rps = (key: string) => throughput[key]?.requestsPerSecond ?? Number.NaN;
    const report: Report = {
      measuredAt: new Date().toISOString(),
      machine: `${process.platform} ${process.arch}, Node ${process.version}, ${cpus().length} cores (shared)`,
      settings: { secondsPerTarget: SECONDS, connections: CONNECTIONS, warmUpSeconds: WARM_UP_SECONDS },
      throughput,
      ratios: {
        cmsPageVsStaticFile: ratio(rps("cmsPage"), rps("staticFile")),
        cmsPageVsBareNodeHttp: ratio(rps("cmsPage"), rps("bareNodeHttp")),
        myCarsVsCmsPage: ratio(rps("myCars"), rps("cmsPage")),
        dealPageVsCmsPage: ratio(rps("dealPage"), rps("cmsPage")),
        myCarsRenderedVsCmsPage: ratio(rps("myCarsRendered"), rps("cmsPage")),
        dealPageRenderedVsCmsPage: ratio(rps("dealPageRendered"), rps("cmsPage")),
        bffDealVsConstantJson: ratio(rps("bffDeal"), rps("constantJson")),
      },
      serverTime: await serverTimeSplit(cookie),
      javascript: await javascriptPerRoute(cookie),
      lighthouse: await lighthouseOf(cookie, false),
      pageWeight: await pageWeights(ORIGIN, cookie, WEIGHED_PAGES),
      signInTiming: await signInTiming(),
      cluster: await clusterThroughput({ ...THROUGHPUT, basePort: PORT + 3 }),
      bffDatabases: await measureBffOnDatabases({
        secondsPerTarget: SECONDS,
        connections: CONNECTIONS,
        warmUpSeconds: WARM_UP_SECONDS,
        port: PORT + 8,
      }),
      renderCost: await measureRenderCost({ seconds: SECONDS / 2, port: PORT + 8 }),
      frameworkFloor: await frameworkFloor(),
    };
    await stopProcess(server);
    report.contentful = await measureContentfulLoad({ port: CONTENTFUL_PORT, seconds: SECONDS, connections: CONNECTIONS });
    console.log(`Contentful: ${JSON.stringify(report.contentful)}`);
    await mkdir("bench/results", { recursive: true });
    await writeFile("bench/results/latest.json", `${JSON.stringify(report, null, 2)}\n`);
    const table = markdownTable(report);
    console.log(`\n${table}`);
    await writeReadmeTable(table);
  } finally {
    await stopProcess(bare);
    await stopProcess(server);
    await rm(STATIC_DIR, { recursive: true, force: true });
  }
}

/** Some parts alone against a fresh server, for checking a change without the whole run. */
async function runParts(parts: string[]): Promise<void> {
  const server = await startServer();
  try {
    const cookie = await signIn(ORIGIN, "anna.aktiv@demo.portal");
    if (parts.includes("javascript")) console.log(JSON.stringify(await javascriptPerRoute(cookie), null, 2));
    if (parts.includes("weight")) console.log(JSON.stringify(await pageWeights(ORIGIN, cookie, WEIGHED_PAGES), null, 2));
    if (parts.includes("lighthouse")) console.log(JSON.stringify(await lighthouseOf(cookie, true), null, 2));
    if (parts.includes("floor")) console.log((await frameworkFloor()).rows.map((row) => row.join(" | ")).join("\n"));
    if (parts.includes("render-cost"))
      console.log((await measureRenderCost({ seconds: SECONDS / 2, port: PORT + 8 })).rows.map((row) => row.join(" | ")).join("\n"));
  } finally {
    await stopProcess(server);
  }
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

async function prepareDatabase(): Promise<void> {
  await rm(DATA_DIR, { recursive: true, force: true });
  const handle = await createDb({ driver: "pglite", dataDir: `${DATA_DIR}/pglite` });
  await seed(handle.db, { now: now() });
  await handle.close();
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["server.mjs", "-p", String(PORT)], {
    env: { ...process.env, PORTAL_DATA_DIR: DATA_DIR, PORTAL_ORIGIN: ORIGIN, PORTAL_BENCH: "1", NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitUntilAnswering(`${ORIGIN}/portal/de-DE`, server);
  return server;
}

/** The physical limit: the captured HTML from memory, in a process of its own like the app's. */
async function startBareServer(): Promise<ChildProcess> {
  const source = `
    const html = require("node:fs").readFileSync(process.env.BENCH_FILE);
    require("node:http").createServer((request, response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": html.length });
      response.end(html);
    }).listen(Number(process.env.BENCH_BARE_PORT), "127.0.0.1");`;
  const bare = spawn(process.execPath, ["-e", source], {
    env: { ...process.env, BENCH_FILE: STATIC_FILE, BENCH_BARE_PORT: String(BARE_PORT) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitUntilAnswering(`http://localhost:${BARE_PORT}/`, bare);
  return bare;
}

/** Below the throttle's 10 failures per account, so every attempt takes the same path as the first. */
const SIGN_IN_ATTEMPTS = 8;

/**
 * Wrong passwords for a seeded customer against emails nobody has, interleaved, sequentially: the
 * medians should be alike (better-auth hashes the password for an unknown email too).
 */
async function signInTiming(): Promise<Report["signInTiming"]> {
  const attempt = async (email: string) => {
    const started = performance.now();
    const response = await fetch(`${ORIGIN}/portal/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email, password: "Not-The-Password-1" }),
    });
    await response.arrayBuffer();
    if (response.status !== 401) throw new Error(`A failed sign-in answered ${response.status}`);
    return performance.now() - started;
  };
  await attempt(`warm-up-${Date.now()}@unknown.example`);
  const known: number[] = [];
  const unknown: number[] = [];
  for (let index = 0; index < SIGN_IN_ATTEMPTS; index++) {
    known.push(await attempt("emil.ende@demo.portal"));
    unknown.push(await attempt(`nobody-${index}-${Date.now()}@unknown.example`));
  }
  const knownMedian = Math.round(median(known));
  const unknownMedian = Math.round(median(unknown));
  console.log(`failed sign-in: known email ${knownMedian} ms, unknown email ${unknownMedian} ms (medians of ${SIGN_IN_ATTEMPTS})`);
  return {
    attempts: SIGN_IN_ATTEMPTS,
    knownEmailMedianMs: knownMedian,
    unknownEmailMedianMs: unknownMedian,
    knownVsUnknown: ratio(knownMedian, unknownMedian),
  };
}

/** Script bytes a route loads in Chromium, each compressed with gzip as a server would send it. */
async function javascriptPerRoute(cookie: string): Promise<Report["javascript"]> {
  const routes = {
    emptyRoute: "/portal/de-DE/bench-empty",
    home: "/portal/de-DE",
    myCars: "/portal/de-DE/mycars",
    dealDetails: `/portal/de-DE/mycars/${DEAL}`,
    mileageReport: `/portal/de-DE/mycars/${DEAL}/mileage`,
  };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.filter((flag) => flag !== "--headless") });
  const bytes = new Map<string, number>();
  try {
    for (const [name, path] of Object.entries(routes)) {
      const context = await browser.newContext();
      await context.addCookies(cookiesOf(cookie));
      const page = await context.newPage();
      const loaded = await scriptGzipBytes(page, `${ORIGIN}${path}`);
      // Signed in, each path is the page itself: a redirect to the sign-in would measure another page.
      if (!loaded.answer?.ok() || new URL(page.url()).pathname !== path)
        throw new Error(`${path} answered ${loaded.answer?.status()} at ${page.url()}`);
      bytes.set(name, loaded.gzipBytes);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const empty = bytes.get("emptyRoute") ?? Number.NaN;
  return Object.fromEntries(
    Object.entries(routes).map(([name, path]) => [
      name,
      { path, gzipBytes: bytes.get(name) ?? 0, vsEmptyRoute: Math.round(((bytes.get(name) ?? 0) / empty) * 100) / 100 },
    ]),
  );
}

function cookiesOf(header: string) {
  return header.split("; ").flatMap((pair) => {
    const at = pair.indexOf("=");
    return at > 0 ? [{ name: pair.slice(0, at), value: pair.slice(at + 1), url: ORIGIN }] : [];
  });
}

function frameworkFloor(): Promise<FrameworkFloor> {
  return measureFrameworkFloor({ seconds: SECONDS / 2, port: PORT + 8, chromiumPath: CHROMIUM, chromiumFlags: CHROMIUM_FLAGS });
}

/** Lighthouse on home, `/mycars` and a deal page (lighthouse-scores.ts). */
function lighthouseOf(cookie: string, verbose: boolean): Promise<Report["lighthouse"]> {
  return lighthouseScores({
    origin: ORIGIN,
    cookie,
    pages: { home: "/portal/de-DE", myCars: "/portal/de-DE/mycars", dealDetails: `/portal/de-DE/mycars/${DEAL}` },
    runs: LIGHTHOUSE_RUNS,
    chromiumPath: CHROMIUM,
    chromiumFlags: CHROMIUM_FLAGS,
    debuggingPort: DEBUGGING_PORT,
    verbose,
  });
}

function markdownTable(report: Report): string {
  const t = report.throughput;
  const pair = (a: string, b: string) => `${t[a]?.requestsPerSecond} / ${t[b]?.requestsPerSecond} req/s`;
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const empty = report.javascript.emptyRoute?.gzipBytes ?? 0;
  const rows = [
    ["Cached CMS page vs static file (same server)", pair("cmsPage", "staticFile"), String(report.ratios.cmsPageVsStaticFile)],
    ["Cached CMS page vs bare node:http (physical limit)", pair("cmsPage", "bareNodeHttp"), String(report.ratios.cmsPageVsBareNodeHttp)],
    ["Signed-in /mycars vs cached CMS page", pair("myCars", "cmsPage"), String(report.ratios.myCarsVsCmsPage)],
    ["Signed-in deal page vs cached CMS page", pair("dealPage", "cmsPage"), String(report.ratios.dealPageVsCmsPage)],
    [
      "Signed-in /mycars rendered (no private copy) vs cached CMS page",
      pair("myCarsRendered", "cmsPage"),
      String(report.ratios.myCarsRenderedVsCmsPage),
    ],
    [
      "Signed-in deal page rendered (no private copy) vs cached CMS page",
      pair("dealPageRendered", "cmsPage"),
      String(report.ratios.dealPageRenderedVsCmsPage),
    ],
    ...Object.values(report.serverTime).map((split) => [
      `Server time per request of \`${split.path.replace("/portal", "")}\` at ${report.settings.connections} connections (waiting included): session / content / data / render`,
      `${split.sessionMs} / ${split.contentMs} / ${split.dataMs} / ${split.renderMs} ms (of ${split.totalMs})`,
      "–",
    ]),
    ["BFF GET of a deal vs constant JSON route", pair("bffDeal", "constantJson"), String(report.ratios.bffDealVsConstantJson)],
    ...report.bffDatabases.rows,
    ...report.renderCost.rows,
    ...report.frameworkFloor.rows.slice(0, 1),
    emptyRouteJavaScriptRow(empty),
    ...report.frameworkFloor.rows.slice(1),
    ...Object.entries(report.javascript)
      .filter(([name]) => name !== "emptyRoute")
      .map(([, js]) => [
        `JavaScript of \`${js.path.replace("/portal", "")}\` vs empty route (gzip)`,
        `${kib(js.gzipBytes)} / ${kib(empty)}`,
        String(js.vsEmptyRoute),
      ]),
    ...pageWeightRows(report.pageWeight),
    [
      `Failed sign-in, known vs unknown email (median of ${report.signInTiming.attempts} each)`,
      `${report.signInTiming.knownEmailMedianMs} / ${report.signInTiming.unknownEmailMedianMs} ms`,
      String(report.signInTiming.knownVsUnknown),
    ],
    ...(report.contentful
      ? [
          [
            "Contentful requests per page view under load (visitors and a signed-in customer)",
            `${report.contentful.load.contentfulRequests} / ${report.contentful.load.pageViews}`,
            String(report.contentful.load.perPageView),
          ],
          [
            `Contentful requests: ${report.contentful.stampede.simultaneousViews} simultaneous first views vs one`,
            `${report.contentful.stampede.requestsForThem} / ${report.contentful.stampede.requestsForOneView}`,
            String(report.contentful.stampede.ratio),
          ],
        ]
      : []),
    ...Object.values(report.lighthouse).flatMap((score) => [
      [
        `Lighthouse \`${score.path.replace("/portal", "")}\`, CPU calibrated to the host (index ${range(score.benchmarkIndexes)}: ${range(score.cpuMultipliers)}×): performance (median of ${score.performanceRuns.length}: ${score.performanceRuns.join(", ")}) / accessibility (lowest); first / largest paint, blocking time`,
        `${score.performance} / ${score.accessibility}; ${score.firstContentfulPaintMs} / ${score.largestContentfulPaintMs} / ${score.totalBlockingTimeMs} ms`,
        "–",
      ],
      [
        `Lighthouse \`${score.path.replace("/portal", "")}\` the same loads at the default 4× whatever the host: performance (median of ${score.atDefaultMultiplier.performanceRuns.length}: ${score.atDefaultMultiplier.performanceRuns.join(", ")}); blocking time`,
        `${score.atDefaultMultiplier.performance}; ${score.atDefaultMultiplier.totalBlockingTimeMs} ms`,
        "–",
      ],
    ]),
    ...report.cluster.rows,
  ];
  return [
    `Measured ${report.measuredAt.slice(0, 16).replace("T", " ")} UTC on ${report.machine}; ${report.settings.connections} connections, ${report.settings.secondsPerTarget} s per target after ${report.settings.warmUpSeconds} s of warm-up.`,
    "",
    "| Measure | Figures | Ratio |",
    "|---|---|---|",
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
}

/** The lowest and highest of some figures, or the one when they agree. */
function range(values: number[]): string {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(low) : `${low}–${high}`;
}

/** The figures' table lives in docs/performance.md, between its bench markers. */
const BENCH_DOC = "docs/performance.md";

async function writeReadmeTable(table: string): Promise<void> {
  const doc = await readFile(BENCH_DOC, "utf8");
  const start = "<!-- bench:start -->";
  const end = "<!-- bench:end -->";
  if (!doc.includes(start) || !doc.includes(end)) throw new Error(`${BENCH_DOC} has no bench markers`);
  await writeFile(BENCH_DOC, doc.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${table}\n${end}`));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
