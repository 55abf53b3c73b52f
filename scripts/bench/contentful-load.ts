/**
 * Contentful calls under load: a production server whose content comes over HTTP
 * from the fault suite's Contentful stand-in (tests/helpers/fake-contentful.ts, a space id of its
 * own per run, so nothing is cached yet), measured twice:
 *   - stampede: 50 simultaneous first views of a signed-in page against one first view of the same
 *     page in another locale; the content is read once however many requests arrive at once, so the
 *     ratio is 1;
 *   - load: Contentful requests per page view while autocannon sends visitors (page cache) and a
 *     signed-in customer (content cache) for BENCH_SECONDS.
 */
import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import autocannon from "autocannon";
import { createDb } from "../../src/bff/db/create-db";
import { seed } from "../../src/bff/db/seed";
import { now } from "../../src/lib/clock";
import { startFakeContentful } from "../../tests/helpers/fake-contentful";
import { signIn, stopProcess, waitUntilAnswering } from "./servers";

export interface ContentfulLoad {
  stampede: { simultaneousViews: number; requestsForThem: number; requestsForOneView: number; ratio: number };
  load: { pageViews: number; contentfulRequests: number; perPageView: number };
}

export interface ContentfulLoadOptions {
  port: number;
  seconds: number;
  connections: number;
}

const DATA_DIR = ".data/bench-contentful";
const SIMULTANEOUS = 50;

export async function measureContentfulLoad({ port, seconds, connections }: ContentfulLoadOptions): Promise<ContentfulLoad> {
  const origin = `http://localhost:${port}`;
  await rm(DATA_DIR, { recursive: true, force: true });
  const handle = await createDb({ driver: "pglite", dataDir: `${DATA_DIR}/pglite` });
  await seed(handle.db, { now: now() });
  await handle.close();

  // A space id of its own per run: the content cache (.next/cache) outlives servers, and must be cold.
  const space = `bench-${Date.now()}`;
  const contentful = await startFakeContentful({ space, accessToken: "bench-delivery-token" });
  const server = spawn(process.execPath, ["server.mjs", "-p", String(port)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORTAL_DATA_DIR: DATA_DIR,
      PORTAL_ORIGIN: origin,
      CONTENTFUL_SPACE_ID: space,
      CONTENTFUL_DELIVERY_TOKEN: "bench-delivery-token",
      CONTENTFUL_HOST: contentful.origin,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitUntilAnswering(`${origin}/portal/api/auth/ok`, server);
    const cookie = await signIn(origin, "anna.aktiv@demo.portal");
    const view = (path: string) => fetch(`${origin}${path}`, { headers: { cookie } }).then((response) => response.arrayBuffer());

    let before = contentful.requests;
    await view("/portal/en-US/mycars");
    const requestsForOneView = contentful.requests - before;
    before = contentful.requests;
    await Promise.all(Array.from({ length: SIMULTANEOUS }, () => view("/portal/de-DE/mycars")));
    const requestsForThem = contentful.requests - before;

    before = contentful.requests;
    const runs = await Promise.all([
      autocannon({ url: `${origin}/portal/de-DE`, connections: Math.max(1, connections / 2), duration: seconds }),
      autocannon({ url: `${origin}/portal/de-DE/mycars`, connections: Math.max(1, connections / 2), duration: seconds, headers: { cookie } }),
    ]);
    const pageViews = runs.reduce((total, run) => total + run.requests.total, 0);
    const contentfulRequests = contentful.requests - before;
    return {
      stampede: {
        simultaneousViews: SIMULTANEOUS,
        requestsForThem,
        requestsForOneView,
        ratio: round(requestsForThem / Math.max(1, requestsForOneView)),
      },
      load: { pageViews, contentfulRequests, perPageView: round(contentfulRequests / Math.max(1, pageViews), 5) },
    };
  } finally {
    await stopProcess(server);
    await contentful.stop();
  }
}

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;
