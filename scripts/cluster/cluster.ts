/**
 * Two (or more) production servers of the portal behind nginx, sharing PostgreSQL, Redis and an
 * S3-compatible stand-in, all on loopback (docs/operations.md "Two instances"). `npm run test:cluster`
 * (tests/cluster/) checks them; the benchmark (scripts/bench/cluster.ts) measures them.
 *
 * Uses the build in `.next` as it is (builds only when there is none), a PostgreSQL database of its
 * own (dropped and created anew, migrated and seeded), an empty Redis database index of its own
 * (flushed when done), s3rver, `server.mjs` per instance and Debian's nginx with
 * `deploy/nginx.conf` (upstreams and listen address replaced), not daemonised.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, openSync } from "node:fs";
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import postgres from "postgres";
import { createDb } from "../../src/bff/db/create-db";
import { seed } from "../../src/bff/db/seed";
import { now } from "../../src/lib/clock";
import { startS3StandIn, type S3StandIn } from "../../tests/helpers/s3-stand-in";
import { answers, POSTGRES_PORT, REDIS_PORT } from "../../tests/helpers/services";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
export const WEBHOOK_SECRET = "cluster-webhook-secret";
export const UPSTREAM_HEADER = "x-portal-upstream";
const NGINX_CONFIG = "deploy/nginx.conf";
/** The server PostgreSQL runs on here; a database of the cluster's own is made on it. */
const POSTGRES_SERVER = process.env.CLUSTER_POSTGRES_URL ?? `postgres://postgres@127.0.0.1:${POSTGRES_PORT}/postgres`;
const REDIS_SERVER = `redis://127.0.0.1:${REDIS_PORT}`;

export interface ProxySpec {
  port: number;
  /** Indexes of the instances behind it. */
  upstreams: number[];
}

export interface ClusterOptions {
  /** The database made for this cluster (dropped first), e.g. `cluster_test`. */
  database: string;
  /** Where logs, the fixtures copy and data go, e.g. `.data/cluster`. */
  dataDir: string;
  /** The instances' ports. */
  instancePorts: number[];
  /** nginx's servers; the first one's origin is the portal's public origin. */
  proxies: ProxySpec[];
  /** s3rver's port (0: a free one). */
  s3Port?: number;
  log?: (line: string) => void;
}

export interface Cluster {
  /** The portal's public origin: the first proxy. */
  origin: string;
  proxyOrigins: string[];
  instanceOrigins: string[];
  databaseUrl: string;
  redisUrl: string;
  /** The directory of fixtures every instance reads (a copy of fixtures/content). */
  fixturesDir: string;
  s3: S3StandIn;
  stop(): Promise<void>;
}

/** Why the cluster cannot run here, or an empty list. */
export async function missingServices(): Promise<string[]> {
  const missing: string[] = [];
  if (!(await answers(REDIS_PORT))) missing.push(`Redis does not answer on 127.0.0.1:${REDIS_PORT}`);
  if (!(await answers(POSTGRES_PORT))) missing.push(`PostgreSQL does not answer on 127.0.0.1:${POSTGRES_PORT}`);
  if (!existsSync(NGINX)) missing.push(`nginx is not installed at ${NGINX} (apt-get install -y nginx)`);
  return missing;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? ((line: string) => console.log(`[cluster] ${line}`));
  const children: ChildProcess[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];
  // A crashed run must not leave servers behind.
  const killAll = () => children.forEach((child) => child.exitCode === null && child.kill("SIGKILL"));
  process.once("exit", killAll);
  const stop = async () => {
    process.off("exit", killAll);
    await Promise.all(children.map(stopProcess));
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => log(`cleanup: ${String(error)}`));
  };

  try {
    ensureBuild(log);
    await rm(options.dataDir, { recursive: true, force: true });
    await mkdir(join(options.dataDir, "logs"), { recursive: true });

    const databaseUrl = await freshDatabase(options.database);
    cleanups.push(() => dropDatabase(options.database));
    log(`database ${options.database} created and seeded`);

    const redis = await claimRedisDatabase();
    cleanups.push(async () => {
      await redis.client.flushdb();
      await redis.client.quit();
    });
    log(`Redis database ${redis.index} (empty, flushed when done)`);

    const fixturesDir = join(options.dataDir, "fixtures");
    await cp("fixtures/content", fixturesDir, { recursive: true });

    const s3 = await startS3StandIn({ port: options.s3Port ?? 0 });
    cleanups.push(() => s3.close());
    log(`s3rver on ${s3.settings.endpoint}`);

    const origin = `http://localhost:${options.proxies[0]?.port}`;
    const secret = randomBytes(32).toString("base64url");
    const instanceOrigins = options.instancePorts.map((port) => `http://localhost:${port}`);
    const servers = options.instancePorts.map((port, index) => {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        PORTAL_ORIGIN: origin,
        PORTAL_DATA_DIR: join(options.dataDir, `instance-${index}`),
        DATABASE_URL: databaseUrl,
        REDIS_URL: redis.url,
        BETTER_AUTH_SECRET: secret,
        CONTENTFUL_WEBHOOK_SECRET: WEBHOOK_SECRET,
        PORTAL_FIXTURES_DIR: fixturesDir,
        TRUSTED_PROXIES: "127.0.0.1",
        ...s3.env,
      };
      // Content from the fixtures copy; no fault switch.
      for (const name of [
        "CONTENTFUL_SPACE_ID",
        "CONTENTFUL_DELIVERY_TOKEN",
        "CONTENTFUL_PREVIEW_TOKEN",
        "CONTENTFUL_HOST",
        "CONTENTFUL_PREVIEW_HOST",
        "PORTAL_FAULTS",
        "PORTAL_BENCH",
      ]) {
        delete env[name];
      }
      const output = openSync(join(options.dataDir, "logs", `instance-${index}.log`), "a");
      const child = spawn(process.execPath, ["server.mjs", "-p", String(port)], {
        env,
        stdio: ["ignore", output, output],
      });
      children.push(child);
      return child;
    });
    await Promise.all(servers.map((child, index) => waitUntilAnswering(`${instanceOrigins[index]}/portal/api/auth/ok`, child)));
    log(`instances on ${options.instancePorts.join(", ")} (logs in ${options.dataDir}/logs)`);

    const nginx = await startNginx(options.proxies, options.instancePorts, options.dataDir);
    children.push(nginx.process);
    cleanups.push(() => rm(nginx.prefix, { recursive: true, force: true }));
    const proxyOrigins = options.proxies.map((proxy) => `http://localhost:${proxy.port}`);
    await Promise.all(proxyOrigins.map((proxyOrigin) => waitUntilAnswering(`${proxyOrigin}/portal/api/auth/ok`, nginx.process)));
    log(
      `nginx on ${options.proxies.map((proxy) => `${proxy.port} → ${proxy.upstreams.map((index) => options.instancePorts[index]).join(" + ")}`).join(", ")}`,
    );

    return { origin, proxyOrigins, instanceOrigins, databaseUrl, redisUrl: redis.url, fixturesDir, s3, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The existing build serves as it is (the handler is chosen when a server starts); only a missing one is built. */
function ensureBuild(log: (line: string) => void): void {
  if (existsSync(".next/BUILD_ID")) {
    log("using the existing build in .next (run `npm run build` first to test changed code)");
    return;
  }
  log("no build in .next: building");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}

async function freshDatabase(name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`"${name}" is not a plain database name`);
  const admin = postgres(POSTGRES_SERVER, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(POSTGRES_SERVER);
  url.pathname = `/${name}`;
  const handle = await createDb({ driver: "postgres", url: url.toString() });
  try {
    await seed(handle.db, { now: now() });
  } finally {
    await handle.close();
  }
  return url.toString();
}

async function dropDatabase(name: string): Promise<void> {
  const admin = postgres(POSTGRES_SERVER, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

/**
 * An empty database index of the Redis server (1 to 15), claimed with a key so that a second run
 * at the same time takes another: the instances' sessions, cache and tags stay apart from any
 * other use of the server.
 */
async function claimRedisDatabase(): Promise<{ index: number; url: string; client: Redis }> {
  for (let index = 1; index <= 15; index++) {
    const url = `${REDIS_SERVER}/${index}`;
    const client = new Redis(url, { maxRetriesPerRequest: 1 });
    if ((await client.dbsize()) === 0 && (await client.set("portal:cluster:claimed", String(process.pid), "EX", 3600, "NX")) === "OK") {
      return { index, url, client };
    }
    await client.quit();
  }
  throw new Error("No empty Redis database index (1 to 15) to run in");
}

/**
 * nginx with the committed server block: its upstream servers become the instances, its listen
 * address loopback, and a header names the instance that answered (for the checks). One server
 * block per proxy, each with an upstream of its own.
 */
export async function nginxConfig(proxies: ProxySpec[], instancePorts: number[], prefix: string): Promise<string> {
  const template = await readFile(NGINX_CONFIG, "utf8");
  const servers = proxies.map((proxy) => {
    const upstream = `portal_${proxy.port}`;
    const block = template
      .replace(/^\s*server 127\.0\.0\.1:3001.*\n\s*server 127\.0\.0\.1:3002.*\n/m, () =>
        proxy.upstreams.map((index) => `    server 127.0.0.1:${instancePorts[index]} max_fails=3 fail_timeout=10s;\n`).join(""),
      )
      .replace(/upstream portal \{/, `upstream ${upstream} {`)
      .replace(/proxy_pass http:\/\/portal;/, `proxy_pass http://${upstream};\n        add_header ${UPSTREAM_HEADER} $upstream_addr always;`)
      .replace(/listen 80;/, `listen 127.0.0.1:${proxy.port};`);
    if (block.includes("3001") || !block.includes(upstream)) throw new Error(`${NGINX_CONFIG} no longer has the shape this harness rewrites`);
    return block;
  });
  return [
    "daemon off;",
    "worker_processes 1;",
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    "events { worker_connections 512; }",
    "http {",
    "    access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `    ${kind}_temp_path ${prefix}/${kind};`),
    ...servers,
    "}",
    "",
  ].join("\n");
}

async function startNginx(proxies: ProxySpec[], instancePorts: number[], dataDir: string): Promise<{ process: ChildProcess; prefix: string }> {
  const prefix = await mkdtemp(join(tmpdir(), "portal-nginx-"));
  // nginx started as root runs its workers as nobody, which must reach the temporary folders.
  await chmod(prefix, 0o755);
  const config = join(prefix, "nginx.conf");
  await writeFile(config, await nginxConfig(proxies, instancePorts, prefix));
  const check = spawnSync(NGINX, ["-t", "-q", "-p", prefix, "-e", join(prefix, "error.log"), "-c", config], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx refuses the configuration: ${check.stderr}`);
  const output = openSync(join(dataDir, "logs", "nginx.log"), "a");
  const child = spawn(NGINX, ["-p", prefix, "-e", join(prefix, "error.log"), "-c", config], { stdio: ["ignore", output, output] });
  return { process: child, prefix };
}

async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`The process for ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}
