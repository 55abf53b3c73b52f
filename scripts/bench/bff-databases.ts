/**
 * Part of `npm run bench`: the BFF GET of a deal against the constant JSON route on a
 * production server of its own per database, PGlite (the embedded default, in the server's
 * process) and PostgreSQL (a database of its own, `bench_bff`, on the server of
 * BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres; skipped with the reason
 * when it does not answer), with the server's event-loop delay during each load, read from the
 * PORTAL_BENCH-only route /portal/api/bench/event-loop (perf_hooks measures in its own process).
 * Sessions come from the in-process store on both (no REDIS_URL): what differs is the database.
 *
 * Expects a build (`next build`). Alone, with the same options as bench.ts:
 *   BENCH_SECONDS=4 BENCH_PORT=3400 npx tsx scripts/bench/bff-databases.ts
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import postgres from "postgres";
import { createDb, type DbConfig } from "../../src/bff/db/create-db";
import { seed } from "../../src/bff/db/seed";
import { now } from "../../src/lib/clock";
import { signIn, stopProcess } from "./servers";

export interface BffDatabasesOptions {
  secondsPerTarget: number;
  connections: number;
  warmUpSeconds: number;
  /** The port of the servers this starts, one after the other. */
  port: number;
}

export interface EventLoopDelay {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface BffOnDatabase {
  database: "PGlite" | "PostgreSQL";
  skipped?: string;
  bffDealRequestsPerSecond?: number;
  constantJsonRequestsPerSecond?: number;
  bffDealVsConstantJson?: number;
  bffDealLatencyP50Ms?: number;
  /** The server's event loop while autocannon loads each target: p50 as the mean of the halves, p99 and max the highest. */
  eventLoop?: { bffDeal: EventLoopDelay; constantJson: EventLoopDelay };
}

export interface BffDatabasesReport {
  databases: BffOnDatabase[];
  /** Rows of the README's bench table: measure, figures, ratio. */
  rows: string[][];
}

const DEAL = "deal-anna-active";
const DATA_DIR = ".data/bench-bff";
const PG_DATABASE = "bench_bff";
const DEFAULT_PG_URL = "postgres://postgres@127.0.0.1:5432/postgres";

export async function measureBffOnDatabases(options: BffDatabasesOptions): Promise<BffDatabasesReport> {
  const databases: BffOnDatabase[] = [];
  databases.push(await measureOn("PGlite", { driver: "pglite", dataDir: `${DATA_DIR}/pglite` }, options));
  const pg = await preparePostgres(process.env.BENCH_POSTGRES_URL ?? DEFAULT_PG_URL);
  databases.push("skipped" in pg ? { database: "PostgreSQL", skipped: pg.skipped } : await measureOn("PostgreSQL", pg, options));
  return { databases, rows: databases.flatMap(rowsOf) };
}

async function measureOn(database: BffOnDatabase["database"], config: DbConfig, options: BffDatabasesOptions): Promise<BffOnDatabase> {
  await rm(DATA_DIR, { recursive: true, force: true });
  const handle = await createDb(config);
  await seed(handle.db, { now: now() });
  await handle.close();

  const origin = `http://localhost:${options.port}`;
  const server = await startServer(options.port, config);
  try {
    const cookie = await signIn(origin);
    const bff = { url: `${origin}/portal/api/bff/deals/${DEAL}`, cookie };
    const constant = { url: `${origin}/portal/api/bench/constant` };
    for (const target of [bff, constant]) await load(target, options.warmUpSeconds, options.connections);
    const halves: Record<"bff" | "constant", { result: autocannon.Result; delay: EventLoopDelay }[]> = { bff: [], constant: [] };
    for (const name of ["bff", "constant", "constant", "bff"] as const) {
      await eventLoopDelay(origin); // starts the window
      const result = await load(name === "bff" ? bff : constant, options.secondsPerTarget / 2, options.connections);
      halves[name].push({ result, delay: await eventLoopDelay(origin) });
    }
    const bffRps = Math.round(mean(halves.bff.map((half) => half.result.requests.average)));
    const constantRps = Math.round(mean(halves.constant.map((half) => half.result.requests.average)));
    const measured: BffOnDatabase = {
      database,
      bffDealRequestsPerSecond: bffRps,
      constantJsonRequestsPerSecond: constantRps,
      bffDealVsConstantJson: Math.round((bffRps / constantRps) * 1000) / 1000,
      bffDealLatencyP50Ms: Math.round(mean(halves.bff.map((half) => half.result.latency.p50))),
      eventLoop: { bffDeal: combined(halves.bff.map((half) => half.delay)), constantJson: combined(halves.constant.map((half) => half.delay)) },
    };
    console.log(`BFF on ${database}: ${JSON.stringify(measured)}`);
    return measured;
  } finally {
    await stopProcess(server);
    if (config.driver === "pglite") await rm(DATA_DIR, { recursive: true, force: true });
  }
}

/** A fresh database of that name (`bench_bff` by default) on the server, or why not. */
export async function preparePostgres(adminUrl: string, database = PG_DATABASE): Promise<DbConfig | { skipped: string }> {
  const admin = postgres(adminUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await admin`select 1`;
    await admin.unsafe(`drop database if exists "${database}" with (force)`);
    await admin.unsafe(`create database "${database}"`);
  } catch (error) {
    const reason = `PostgreSQL at ${new URL(adminUrl).host} does not answer (${error instanceof Error ? error.message : String(error)})`;
    console.warn(`BFF on PostgreSQL skipped: ${reason}`);
    return { skipped: reason };
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return { driver: "postgres", url: url.toString() };
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
      // The database's cost is what is measured: every read goes to it (docs/performance.md "Private cache").
      PORTAL_PRIVATE_CACHE: "off",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null) throw new Error(`The server on ${origin} exited with ${server.exitCode}`);
    if (
      await fetch(`${origin}/portal/api/bench/constant`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stopProcess(server);
  throw new Error(`${origin} did not answer`);
}

async function load(target: { url: string; cookie?: string }, seconds: number, connections: number): Promise<autocannon.Result> {
  const result = await autocannon({ url: target.url, connections, duration: seconds, headers: target.cookie ? { cookie: target.cookie } : {} });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result;
}

async function eventLoopDelay(origin: string): Promise<EventLoopDelay> {
  const response = await fetch(`${origin}/portal/api/bench/event-loop`);
  if (!response.ok) throw new Error(`The event-loop route answered ${response.status}`);
  return (await response.json()) as EventLoopDelay;
}

function combined(windows: EventLoopDelay[]): EventLoopDelay {
  return {
    p50Ms: Math.round(mean(windows.map((window) => window.p50Ms)) * 10) / 10,
    p99Ms: Math.max(...windows.map((window) => window.p99Ms)),
    maxMs: Math.max(...windows.map((window) => window.maxMs)),
  };
}

const mean = (values: number[]) => values.reduce((total, value) => total + value, 0) / Math.max(1, values.length);

function rowsOf(measured: BffOnDatabase): string[][] {
  const name = `BFF GET of a deal vs constant JSON route, ${measured.database} (server of its own)`;
  if (measured.skipped !== undefined || !measured.eventLoop) return [[name, `skipped: ${measured.skipped ?? "not measured"}`, "–"]];
  const delay = ({ p50Ms, p99Ms, maxMs }: EventLoopDelay) => [p50Ms, p99Ms, maxMs].map((ms) => ms.toFixed(1)).join(" / ");
  return [
    [name, `${measured.bffDealRequestsPerSecond} / ${measured.constantJsonRequestsPerSecond} req/s`, String(measured.bffDealVsConstantJson)],
    [
      `Event-loop delay p50 / p99 / max, BFF GET load vs constant JSON load, ${measured.database}`,
      `${delay(measured.eventLoop.bffDeal)} ms vs ${delay(measured.eventLoop.constantJson)} ms`,
      "–",
    ],
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.BENCH_PORT ?? 3180) + 3;
  measureBffOnDatabases({
    secondsPerTarget: Number(process.env.BENCH_SECONDS ?? 10),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
    warmUpSeconds: 2,
    port,
  }).then(
    (report) => console.log(report.rows.map((row) => `| ${row.join(" | ")} |`).join("\n")),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
