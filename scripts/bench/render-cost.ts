/**
 * Part of `npm run bench`: the server's CPU time per request of each kind of page, on PGlite and
 * on PostgreSQL, each on a production server of its own (private cache on, as in production).
 * Requests are sequential, one connection: CPU time is what a request costs the process whatever
 * the machine's load (throughput at 10 connections moves with the other processes of this
 * shared machine), and the server time split measured alongside is what one request waited for,
 * not the time it queued behind other requests' rendering.
 *
 * CPU time is the server process's (all its threads: rendering, garbage collection, PGlite, the
 * thread pool), read from /proc/<pid>/stat before and after each target; PostgreSQL's own
 * processes are not in it. The split comes from the server's totals (`/api/bench/timings`,
 * PORTAL_BENCH=1), so it covers page requests only, not the BFF's.
 *
 * Expects a build (`next build`). Alone, with the same options as bench.ts:
 *   BENCH_SECONDS=4 BENCH_PORT=3400 npx tsx scripts/bench/render-cost.ts
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { createDb, type DbConfig } from "../../src/bff/db/create-db";
import { seed } from "../../src/bff/db/seed";
import { now } from "../../src/lib/clock";
import type { ServerTimings } from "../../src/lib/server-timing";
import { preparePostgres } from "./bff-databases";
import { cpuMsOf, signIn, stopProcess, waitUntilAnswering } from "./servers";

export interface RenderCostOptions {
  /** Seconds of sequential requests per target (at least 20 requests are made). */
  seconds: number;
  /** The port of the servers this starts, one after the other. */
  port: number;
}

export interface RequestCost {
  path: string;
  requests: number;
  cpuMsPerRequest: number;
  /** Wall time per request, one at a time. */
  wallMsPerRequest: number;
  /** What a page request waited for (none for the BFF): mean ms per request. */
  split?: { sessionMs: number; contentMs: number; dataMs: number; renderMs: number };
}

export interface RenderCostOnDatabase {
  database: "PGlite" | "PostgreSQL";
  skipped?: string;
  targets: Record<string, RequestCost>;
}

export interface RenderCostReport {
  databases: RenderCostOnDatabase[];
  rows: string[][];
}

const DEAL = "deal-anna-active";
const DATA_DIR = ".data/bench-render";
const PG_DATABASE = "bench_render";
const DEFAULT_PG_URL = "postgres://postgres@127.0.0.1:5432/postgres";
const MIN_REQUESTS = 20;
/** A query no page reads: rendered for the request, never a cached copy (docs/performance.md "Private cache"). */
const RENDERED = "?bench=render";

interface CostTarget {
  key: string;
  label: string;
  path: string;
  signedIn: boolean;
  status: number;
}

const TARGETS: CostTarget[] = [
  { key: "cmsPageCached", label: "cached home page (visitor)", path: "/portal/de-DE", signedIn: false, status: 200 },
  { key: "cmsPageRendered", label: "home page rendered (visitor)", path: `/portal/de-DE${RENDERED}`, signedIn: false, status: 200 },
  {
    key: "contentPageRendered",
    label: "content page `/terms` rendered (signed in)",
    path: `/portal/de-DE/terms${RENDERED}`,
    signedIn: true,
    status: 200,
  },
  { key: "myCarsCached", label: "`/mycars` from the private cache", path: "/portal/de-DE/mycars", signedIn: true, status: 200 },
  { key: "dealPageCached", label: "deal page from the private cache", path: `/portal/de-DE/mycars/${DEAL}`, signedIn: true, status: 200 },
  { key: "myCarsRendered", label: "`/mycars` rendered", path: `/portal/de-DE/mycars${RENDERED}`, signedIn: true, status: 200 },
  { key: "dealPageRendered", label: "deal page rendered", path: `/portal/de-DE/mycars/${DEAL}${RENDERED}`, signedIn: true, status: 200 },
  { key: "notFoundVisitor", label: "unknown path, 404 (visitor)", path: "/portal/de-DE/no-such-page-here", signedIn: false, status: 404 },
  { key: "notFoundSignedIn", label: "unknown path, 404 (signed in)", path: "/portal/de-DE/no-such-page-here", signedIn: true, status: 404 },
  { key: "bffDeal", label: "BFF GET of a deal (private cache)", path: `/portal/api/bff/deals/${DEAL}`, signedIn: true, status: 200 },
  { key: "constantJson", label: "route handler, constant JSON", path: "/portal/api/bench/constant", signedIn: false, status: 200 },
];

export async function measureRenderCost(options: RenderCostOptions): Promise<RenderCostReport> {
  const databases: RenderCostOnDatabase[] = [];
  databases.push(await measureOn("PGlite", { driver: "pglite", dataDir: `${DATA_DIR}/pglite` }, options));
  const pg = await preparePostgres(process.env.BENCH_POSTGRES_URL ?? DEFAULT_PG_URL, PG_DATABASE);
  databases.push("skipped" in pg ? { database: "PostgreSQL", skipped: pg.skipped, targets: {} } : await measureOn("PostgreSQL", pg, options));
  return { databases, rows: rowsOf(databases) };
}

async function measureOn(database: RenderCostOnDatabase["database"], config: DbConfig, options: RenderCostOptions): Promise<RenderCostOnDatabase> {
  await rm(DATA_DIR, { recursive: true, force: true });
  const handle = await createDb(config);
  await seed(handle.db, { now: now() });
  await handle.close();
  const origin = `http://localhost:${options.port}`;
  const server = await startServer(options.port, config);
  try {
    const cookie = await signIn(origin);
    const targets: Record<string, RequestCost> = {};
    for (const target of TARGETS) {
      const headers: Record<string, string> = target.signedIn ? { cookie } : {};
      // Warm-up: the route's compilation, the content cache, the database's caches and the copies.
      await sequential(origin, target, headers, 1, 5);
      await fetch(`${origin}/portal/api/bench/timings`);
      const cpuBefore = await cpuMsOf(server);
      const started = performance.now();
      const requests = await sequential(origin, target, headers, options.seconds, MIN_REQUESTS);
      const wallMs = performance.now() - started;
      const cpuMs = (await cpuMsOf(server)) - cpuBefore;
      const totals = (await (await fetch(`${origin}/portal/api/bench/timings`)).json()) as ServerTimings;
      targets[target.key] = {
        path: target.path,
        requests,
        cpuMsPerRequest: round(cpuMs / requests),
        wallMsPerRequest: round(wallMs / requests),
        ...(totals.requests > 0 ? { split: splitOf(totals) } : {}),
      };
      console.log(`render cost on ${database}, ${target.label}: ${JSON.stringify(targets[target.key])}`);
    }
    return { database, targets };
  } finally {
    await stopProcess(server);
    if (config.driver === "pglite") await rm(DATA_DIR, { recursive: true, force: true });
  }
}

/** Requests one after the other for `seconds`, at least `atLeast`; their count. */
async function sequential(origin: string, target: CostTarget, headers: Record<string, string>, seconds: number, atLeast: number): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let count = 0;
  while (count < atLeast || performance.now() < until) {
    const response = await fetch(`${origin}${target.path}`, { headers, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status !== target.status) throw new Error(`${target.path} answered ${response.status}, expected ${target.status}`);
    count++;
  }
  return count;
}

function splitOf(totals: ServerTimings): NonNullable<RequestCost["split"]> {
  const per = (ms: number) => round(ms / totals.requests);
  const { session, content, data } = totals.phasesMs;
  return {
    sessionMs: per(session),
    contentMs: per(content),
    dataMs: per(data),
    renderMs: Math.max(0, per(totals.totalMs - session - content - data)),
  };
}

async function startServer(port: number, config: DbConfig): Promise<ChildProcess> {
  const origin = `http://localhost:${port}`;
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const server = spawn(process.execPath, ["server.mjs", "-p", String(port)], {
    env: {
      ...inherited,
      ...(config.driver === "postgres" ? { DATABASE_URL: config.url, BETTER_AUTH_SECRET: randomBytes(32).toString("hex") } : {}),
      PORTAL_DATA_DIR: DATA_DIR,
      PORTAL_ORIGIN: origin,
      PORTAL_BENCH: "1",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitUntilAnswering(`${origin}/portal/de-DE`, server);
  return server;
}

const round = (value: number) => Math.round(value * 10) / 10;

function rowsOf(databases: RenderCostOnDatabase[]): string[][] {
  return databases.flatMap((measured) => {
    if (measured.skipped !== undefined) return [[`Server CPU per request, ${measured.database}`, `skipped: ${measured.skipped}`, "–"]];
    return TARGETS.flatMap((target) => {
      const cost = measured.targets[target.key];
      if (!cost) return [];
      const split = cost.split
        ? `; waited for session / content / data, render: ${cost.split.sessionMs} / ${cost.split.contentMs} / ${cost.split.dataMs}, ${cost.split.renderMs} ms`
        : "";
      return [
        [
          `Server CPU per request, ${target.label}, ${measured.database} (sequential, ${cost.requests} requests)`,
          `${cost.cpuMsPerRequest} ms CPU, ${cost.wallMsPerRequest} ms each${split}`,
          "–",
        ],
      ];
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  measureRenderCost({ seconds: Number(process.env.BENCH_SECONDS ?? 10) / 2, port: Number(process.env.BENCH_PORT ?? 3180) + 8 }).then(
    (report) => console.log(report.rows.map((row) => `| ${row.join(" | ")} |`).join("\n")),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
