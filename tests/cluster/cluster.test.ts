import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAMAGE_PHOTO_MAX_BYTES, LICENCE_MAX_BYTES, uploadBodyLimit } from "../../src/api/upload-limits";
import { fileStorageFromEnv } from "../../src/bff/files/file-storage";
import { PAIR_FAILURE_LIMIT } from "../../src/bff/auth/sign-in-throttle";
import { missingServices, startCluster, UPSTREAM_HEADER, WEBHOOK_SECRET, type Cluster } from "../../scripts/cluster/cluster";

/**
 * `npm run test:cluster`: two production servers behind
 * nginx (deploy/nginx.conf, round robin) on one PostgreSQL, one Redis and one S3 stand-in behave
 * as one. Each point is checked directly on each instance and through the proxy.
 */
const BASE_PORT = Number(process.env.CLUSTER_PORT ?? 3420);
const missing = await missingServices();
if (missing.length > 0) console.warn(`\ntest:cluster SKIPPED: ${missing.join("; ")}\n`);

const PASSWORD = "Portal-Demo-2026";
const DEAL = "deal-anna-active";
const PUBLISHED_TITLE = "Willkommen in deinem Kundenportal";
const CHANGED_TITLE = "Willkommen im Kundenportal zweier Instanzen";

let cluster: Cluster;
let a: string;
let b: string;
let proxy: string;
let db: postgres.Sql;

interface Answer {
  status: number;
  text: string;
  upstream: string | null;
  headers: Headers;
}

/** A request as a browser of the portal's public origin sends it, from the client address given. */
async function call(
  base: string,
  path: string,
  init: { method?: string; cookie?: string; body?: unknown; client?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { origin: cluster.origin, ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.client) headers["x-forwarded-for"] = init.client;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
    redirect: "manual",
  });
  const answer: Answer = {
    status: response.status,
    text: await response.text(),
    upstream: response.headers.get(UPSTREAM_HEADER),
    headers: response.headers,
  };
  return answer;
}

/** Through the proxy, as many times as it takes to have been answered by every instance. */
async function viaProxyOnBoth(request: () => Promise<Answer>): Promise<Answer[]> {
  const answers = [await request(), await request()];
  expect(new Set(answers.map((answer) => answer.upstream)).size, "round robin reaches both instances").toBe(2);
  return answers;
}

async function signIn(base: string, email: string, client: string): Promise<string> {
  const response = await fetch(`${base}/portal/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: cluster.origin, "x-forwarded-for": client },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

const homeTitle = async (base: string) => {
  const { status, text } = await call(base, "/portal/de-DE");
  expect(status).toBe(200);
  if (text.includes(CHANGED_TITLE)) return CHANGED_TITLE;
  if (text.includes(PUBLISHED_TITLE)) return PUBLISHED_TITLE;
  return "neither title";
};

/** Visits until the title shows (at most 20 visits, 250 ms apart); the number of visits it took. */
async function visitsUntil(base: string, title: string): Promise<number> {
  for (let visit = 1; visit <= 20; visit++) {
    if ((await homeTitle(base)) === title) return visit;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${base} never showed "${title}"`);
}

const publish = (base: string) =>
  call(base, "/portal/api/revalidate", {
    headers: { "x-webhook-secret": WEBHOOK_SECRET, "x-contentful-topic": "ContentManagement.Entry.publish" },
    body: { sys: { id: "home-welcome", type: "Entry", contentType: { sys: { id: "textblock" } } } },
  });

describe.skipIf(missing.length > 0)("two instances behind nginx, one state", () => {
  beforeAll(async () => {
    cluster = await startCluster({
      database: "cluster_test",
      dataDir: ".data/cluster",
      instancePorts: [BASE_PORT + 1, BASE_PORT + 2],
      proxies: [{ port: BASE_PORT, upstreams: [0, 1] }],
      s3Port: BASE_PORT + 3,
    });
    [a = "", b = ""] = cluster.instanceOrigins;
    proxy = cluster.origin;
    db = postgres(cluster.databaseUrl, { max: 2, onnotice: () => {} });
  }, 300_000);
  afterAll(async () => {
    await db?.end({ timeout: 5 });
    await cluster?.stop();
  }, 60_000);

  it("nginx spreads requests round robin over both instances", async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => call(proxy, "/portal/api/auth/ok")));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const upstreams = answers.map((answer) => answer.upstream);
    expect(new Set(upstreams)).toEqual(new Set([`127.0.0.1:${BASE_PORT + 1}`, `127.0.0.1:${BASE_PORT + 2}`]));
  });

  it("a session made on A works on B and through the proxy; signed out on B, it is refused on A at once", async () => {
    const cookie = await signIn(a, "anna.aktiv@demo.portal", "198.51.100.10");
    const deal = `/portal/api/bff/deals/${DEAL}`;
    expect((await call(a, deal, { cookie })).status).toBe(200);
    const onB = await call(b, deal, { cookie });
    expect(onB.status).toBe(200);
    expect(JSON.parse(onB.text)).toMatchObject({ id: DEAL });
    for (const answer of await viaProxyOnBoth(() => call(proxy, deal, { cookie }))) expect(answer.status).toBe(200);

    const signOut = await call(b, "/portal/api/auth/sign-out", { cookie, body: {} });
    expect(signOut.status).toBe(200);
    expect((await call(a, deal, { cookie })).status).toBe(401);
    expect((await call(b, deal, { cookie })).status).toBe(401);
    for (const answer of await viaProxyOnBoth(() => call(proxy, deal, { cookie }))) expect(answer.status).toBe(401);
  });

  it("a publish webhook received by A refreshes the page on B (shared cache and tags), and one through the proxy both", async () => {
    const home = join(cluster.fixturesDir, "home.json");
    const original = await readFile(home, "utf8");
    expect(original).toContain(PUBLISHED_TITLE);
    try {
      expect(await homeTitle(a)).toBe(PUBLISHED_TITLE);
      expect(await homeTitle(b)).toBe(PUBLISHED_TITLE);

      await writeFile(home, original.replace(`"${PUBLISHED_TITLE}"`, `"${CHANGED_TITLE}"`));
      // Both serve the cached page: neither reads the content again before the webhook.
      expect(await homeTitle(b)).toBe(PUBLISHED_TITLE);
      expect(await homeTitle(a)).toBe(PUBLISHED_TITLE);

      const webhook = await publish(a);
      expect(webhook.status).toBe(200);
      expect(JSON.parse(webhook.text)).toEqual({ revalidated: ["cms:page:de-DE:", "cms:page:en-DE:", "cms:page:en-US:"] });
      // B learns of it from Redis alone (A's process marked the tag too, B's did not): its next
      // visit still gets the cached page and reads the change, a later one shows it.
      expect(await homeTitle(b)).toBe(PUBLISHED_TITLE);
      expect(await visitsUntil(b, CHANGED_TITLE)).toBeLessThanOrEqual(20);
      // A reads the content entry B refreshed: its page cache (a visitor's copy, docs/performance.md "Page cache")
      // serves its old copy once more while it renders the page again, the visit after shows it.
      expect(await visitsUntil(a, CHANGED_TITLE)).toBeLessThanOrEqual(3);
      for (const answer of await viaProxyOnBoth(() => call(proxy, "/portal/de-DE"))) expect(answer.text).toContain(CHANGED_TITLE);
    } finally {
      await writeFile(home, original);
    }
    // Unpublished again, the webhook through the proxy: both instances show it.
    expect((await publish(proxy)).status).toBe(200);
    await visitsUntil(a, PUBLISHED_TITLE);
    expect(await visitsUntil(b, PUBLISHED_TITLE)).toBeLessThanOrEqual(3);
  });

  it("private cache: a customer's read and page kept by A are outdated at once by their write answered by B; a sign-out on B ends A's copies", async () => {
    // What a browser sends to pages: the session cookie (the known-device cookie is the auth routes' only).
    const cookie = (await signIn(a, "anna.aktiv@demo.portal", "198.51.100.20"))
      .split("; ")
      .filter((pair) => pair.startsWith("better-auth.session_token="))
      .join("; ");
    const deal = `/portal/api/bff/deals/${DEAL}`;
    const page = `/portal/de-DE/mycars/${DEAL}`;
    const packageOf = async (base: string) => (JSON.parse((await call(base, deal, { cookie })).text) as { mileage_package: number }).mileage_package;
    expect(await packageOf(a)).toBe(1_500);
    expect(await packageOf(a)).toBe(1_500); // kept by A now
    for (let visit = 0; visit < 2; visit++) expect((await call(a, page, { cookie })).status).toBe(200);

    // A write answered by B outdates A's copy of the read: the next read on A shows it.
    const upgraded = await call(b, `${deal}/mileage_packages`, { cookie, method: "PUT", body: { mileage_package: 2_500 } });
    expect(upgraded.status).toBe(200);
    expect(await packageOf(a)).toBe(2_500);

    expect((await call(b, "/portal/api/auth/sign-out", { cookie, body: {} })).status).toBe(200);
    expect((await call(a, deal, { cookie })).status).toBe(401);
    const afterSignOut = await call(a, page, { cookie });
    expect(afterSignOut.status).toBe(307);
    expect(afterSignOut.headers.get("location")).toContain("login=true");
  });

  it("sign-in throttle: 10 failed sign-ins split over both refuse the 11th with 429 on either and through the proxy", async () => {
    const client = "198.51.100.20";
    const attempt = (base: string, from = client) =>
      call(base, "/portal/api/auth/sign-in/email", { client: from, body: { email: "emil.ende@demo.portal", password: "Not-The-Password-1" } });
    const failures = await Promise.all(Array.from({ length: PAIR_FAILURE_LIMIT }, (_, index) => attempt(index % 2 === 0 ? a : b)));
    expect(failures.map((answer) => answer.status)).toEqual(Array(PAIR_FAILURE_LIMIT).fill(401));

    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
    // Through nginx the client's address is read from the X-Forwarded-For nginx appended to.
    for (const answer of await viaProxyOnBoth(() => attempt(proxy))) expect(answer.status).toBe(429);
    // The count belongs to that address: another one still gets to try.
    expect((await attempt(proxy, "198.51.100.21")).status).toBe(401);
  });

  it("idempotency: 10 concurrent submissions with one key, split over both instances and the proxy, create one row", async () => {
    const cookie = await signIn(b, "anna.aktiv@demo.portal", "198.51.100.30");
    const reports = async () => (await db`select count(*)::int as n from mileage_report where deal_id = ${DEAL}`)[0]?.n as number;
    const before = await reports();
    const bases = [a, b, a, b, a, b, a, b, proxy, proxy];
    const answers = await Promise.all(
      bases.map((base) =>
        call(base, `/portal/api/bff/deals/${DEAL}/mileage-report`, {
          cookie,
          body: { current_mileage: 6_000 },
          headers: { "idempotency-key": "cluster-one-key" },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(await reports()).toBe(before + 1);
  });

  it("a file stored through instance A's storage settings is read through B's (S3)", async () => {
    // The instances' settings: the same S3_* environment each server was started with.
    const storageOfA = fileStorageFromEnv({ ...cluster.s3.env, PORTAL_DATA_DIR: ".data/cluster/instance-0" });
    const storageOfB = fileStorageFromEnv({ ...cluster.s3.env, PORTAL_DATA_DIR: ".data/cluster/instance-1" });
    expect([storageOfA.kind, storageOfB.kind]).toEqual(["s3", "s3"]);
    const photo = new Uint8Array(DAMAGE_PHOTO_MAX_BYTES).map((_, index) => index % 251);
    await storageOfA.put("damage/cluster-check/photo.jpg", photo);
    const read = await storageOfB.get("damage/cluster-check/photo.jpg");
    expect(read && Buffer.from(read).equals(Buffer.from(photo))).toBe(true);
    await storageOfB.delete("damage/cluster-check/photo.jpg");
    expect(await storageOfA.get("damage/cluster-check/photo.jpg")).toBeNull();
  });

  it("nginx refuses a body above the largest upload before an instance sees it, and passes one below to the portal's own limit", async () => {
    const cookie = await signIn(proxy, "bernd.business@demo.portal", "198.51.100.40");
    const path = "/portal/api/bff/deals/deal-bernd-minib2b/mileage-report";
    const body = (bytes: number) => JSON.stringify({ current_mileage: 6_000, padding: "x".repeat(bytes) });

    const tooLarge = await call(proxy, path, { cookie, body: body(12 * 1024 * 1024) });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.text).toContain("nginx");

    // Just above the largest upload's body (a licence scan), still within nginx's limit: the
    // portal answers, with the JSON endpoint's own 16 KB limit.
    const passed = await call(proxy, path, { cookie, body: body(uploadBodyLimit(LICENCE_MAX_BYTES) + 1) });
    expect(passed.status).toBe(413);
    expect(JSON.parse(passed.text)).toMatchObject({ error: "payload_too_large", limit: 16_384 });
    expect(passed.upstream).not.toBeNull();
  });
});
