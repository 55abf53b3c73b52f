/**
 * Part of `npm run bench`: the framework's floor. The smallest App Router app of the portal's own
 * Next and React (`bench/floor/`: a root layout and one page of one paragraph, rendered per
 * request), built with Next's defaults and served the way the portal is (Next's request handler
 * in a `node:http` server of its own, as `server.mjs` does, without the front door). What it costs
 * is what no page of the portal can cost less than: the CPU of rendering one request, and the
 * JavaScript a page makes the browser load before any code of its own.
 *
 * Alone (builds the floor app unless BENCH_SKIP_BUILD=1 finds a build):
 *   BENCH_SECONDS=6 BENCH_PORT=3400 npx tsx scripts/bench/framework-floor.ts
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { EMPTY_ROUTE_JS_GOAL_BYTES, scriptGzipBytes } from "./page-weight";
import { cpuMsOf, stopProcess, waitUntilAnswering } from "./servers";

const FLOOR_DIR = "bench/floor";
const MIN_REQUESTS = 20;
const WARM_UP_REQUESTS = 100;
const WARM_UP_SECONDS = 3;
/** Issue 40's goal for a content page and the 404, rendered: the floor's CPU is set beside it. */
export const CONTENT_PAGE_CPU_GOAL_MS = 8;

export interface FrameworkFloorOptions {
  /** Seconds of sequential requests (at least 20 are made). */
  seconds: number;
  port: number;
  chromiumPath: string;
  chromiumFlags: string[];
}

export interface FrameworkFloor {
  requests: number;
  cpuMsPerRequest: number;
  wallMsPerRequest: number;
  javascriptGzipBytes: number;
  rows: string[][];
}

export async function measureFrameworkFloor(options: FrameworkFloorOptions): Promise<FrameworkFloor> {
  if (process.env.BENCH_SKIP_BUILD !== "1" || !existsSync(`${FLOOR_DIR}/.next/BUILD_ID`)) buildFloor();
  const origin = `http://localhost:${options.port}`;
  const server = await startFloor(options.port);
  try {
    // Warmed up as long as the portal's server is before its rows: the first requests compile Next's paths.
    const warmUntil = performance.now() + WARM_UP_SECONDS * 1000;
    for (let warm = 0; warm < WARM_UP_REQUESTS || performance.now() < warmUntil; warm++) await requestPage(origin);
    const cpuBefore = await cpuMsOf(server);
    const started = performance.now();
    const until = started + options.seconds * 1000;
    let requests = 0;
    while (requests < MIN_REQUESTS || performance.now() < until) {
      await requestPage(origin);
      requests++;
    }
    const wallMs = performance.now() - started;
    const cpuMs = (await cpuMsOf(server)) - cpuBefore;
    const javascriptGzipBytes = await javascriptOf(origin, options);
    const floor = { requests, cpuMsPerRequest: round(cpuMs / requests), wallMsPerRequest: round(wallMs / requests), javascriptGzipBytes };
    console.log(`framework floor: ${JSON.stringify(floor)}`);
    return { ...floor, rows: rowsOf(floor) };
  } finally {
    await stopProcess(server);
  }
}

function buildFloor(): void {
  const result = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build", FLOOR_DIR], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("Building the floor app failed");
}

/** Next's request handler in a `node:http` server, as `server.mjs` serves the portal. */
async function startFloor(port: number): Promise<ChildProcess> {
  const source = `
    const next = require("next");
    const app = next({ dev: false, dir: process.env.FLOOR_DIR, port: Number(process.env.FLOOR_PORT) });
    const handle = app.getRequestHandler();
    app.prepare().then(() => require("node:http").createServer((request, response) => handle(request, response)).listen(Number(process.env.FLOOR_PORT)));`;
  const server = spawn(process.execPath, ["-e", source], {
    env: { ...process.env, NODE_ENV: "production", FLOOR_DIR, FLOOR_PORT: String(port), NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitUntilAnswering(`http://localhost:${port}/`, server);
  return server;
}

async function requestPage(origin: string): Promise<void> {
  const response = await fetch(`${origin}/`);
  const html = await response.text();
  if (response.status !== 200 || !html.includes("Leer")) throw new Error(`The floor page answered ${response.status}`);
}

async function javascriptOf(origin: string, options: FrameworkFloorOptions): Promise<number> {
  const browser = await chromium.launch({
    executablePath: options.chromiumPath,
    args: options.chromiumFlags.filter((flag) => flag !== "--headless"),
  });
  try {
    const page = await browser.newPage();
    const loaded = await scriptGzipBytes(page, `${origin}/`);
    if (!loaded.answer?.ok()) throw new Error(`The floor page answered ${loaded.answer?.status()} in Chromium`);
    return loaded.gzipBytes;
  } finally {
    await browser.close();
  }
}

const round = (value: number) => Math.round(value * 10) / 10;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function rowsOf(floor: Omit<FrameworkFloor, "rows">): string[][] {
  return [
    [
      `Framework floor: the smallest App Router page of the same Next and React (\`bench/floor\`), rendered per request, server CPU vs the goal of ${CONTENT_PAGE_CPU_GOAL_MS} ms for a content page (sequential, ${floor.requests} requests)`,
      `${floor.cpuMsPerRequest} ms CPU, ${floor.wallMsPerRequest} ms each`,
      String(round(floor.cpuMsPerRequest / CONTENT_PAGE_CPU_GOAL_MS)),
    ],
    [
      "Framework floor: JavaScript of that page (gzip) vs the goal of 110 KB for the empty route",
      `${kb(floor.javascriptGzipBytes)} / ${kb(EMPTY_ROUTE_JS_GOAL_BYTES)}`,
      String(Math.round((floor.javascriptGzipBytes / EMPTY_ROUTE_JS_GOAL_BYTES) * 100) / 100),
    ],
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  measureFrameworkFloor({
    seconds: Number(process.env.BENCH_SECONDS ?? 10) / 2,
    port: Number(process.env.BENCH_PORT ?? 3180) + 8,
    chromiumPath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromiumFlags: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
  }).then(
    (floor) => console.log(floor.rows.map((row) => `| ${row.join(" | ")} |`).join("\n")),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
