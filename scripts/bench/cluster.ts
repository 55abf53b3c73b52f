/**
 * The benchmark's part for two instances (docs/operations.md "Two instances"): the home page as a visitor and a
 * BFF GET of a deal, each on one instance directly, on one instance behind nginx and on two behind
 * nginx (round robin), all with PostgreSQL, Redis and S3 shared as in production
 * (scripts/cluster/cluster.ts), measured the way bench.ts measures (throughput.ts). Its rows join
 * the benchmark's table; when Redis, PostgreSQL or nginx are missing, one row says so.
 *
 * Alone, with short durations: `BENCH_SECONDS=4 npx tsx scripts/bench/cluster.ts` (ports
 * BENCH_PORT + 3 to + 6; the build in .next as it is).
 */
import { pathToFileURL } from "node:url";
import { missingServices, startCluster } from "../cluster/cluster";
import { measureThroughput, ratio, type Throughput, type ThroughputSettings } from "./throughput";
import { signIn } from "./servers";

const DEAL = "deal-anna-active";

export interface ClusterBench {
  /** Why nothing was measured, or null. */
  skipped: string | null;
  throughput: Record<string, Throughput>;
  ratios: Record<string, number>;
  /** Rows of the README table: measure, figures, ratio. */
  rows: string[][];
}

export async function clusterThroughput(settings: ThroughputSettings & { basePort: number }): Promise<ClusterBench> {
  const missing = await missingServices();
  if (missing.length > 0) {
    const skipped = missing.join("; ");
    console.warn(`cluster bench SKIPPED: ${skipped}`);
    return { skipped, throughput: {}, ratios: {}, rows: [["Two instances behind nginx", `not measured: ${skipped}`, "–"]] };
  }
  const [one, two, direct] = [settings.basePort, settings.basePort + 1, settings.basePort + 2];
  const cluster = await startCluster({
    database: "cluster_bench",
    dataDir: ".data/bench-cluster",
    instancePorts: [direct, settings.basePort + 3],
    proxies: [
      { port: two, upstreams: [0, 1] },
      { port: one, upstreams: [0] },
    ],
  });
  try {
    const cookie = await signIn(cluster.origin);
    const origins = { direct: `http://localhost:${direct}`, one: `http://localhost:${one}`, two: `http://localhost:${two}` };
    const publicHost = new URL(cluster.origin).host;
    const throughput = await measureThroughput(
      [
        { key: "homeDirect", label: "/de-DE on one instance, direct", url: `${origins.direct}/portal/de-DE` },
        // As a deployment's proxies do, the one-instance proxy answers for the public origin's host: the
        // page cache keeps copies only for that host and the server's own address (its own port was
        // another host, so every request rendered: 41 req/s on 2026-11-30).
        { key: "homeOne", label: "/de-DE, nginx → one instance", url: `${origins.one}/portal/de-DE`, host: publicHost },
        { key: "homeTwo", label: "/de-DE, nginx → two instances", url: `${origins.two}/portal/de-DE` },
        { key: "dealDirect", label: `BFF GET /deals/${DEAL} on one instance, direct`, url: `${origins.direct}/portal/api/bff/deals/${DEAL}`, cookie },
        {
          key: "dealOne",
          label: `BFF GET /deals/${DEAL}, nginx → one instance`,
          url: `${origins.one}/portal/api/bff/deals/${DEAL}`,
          cookie,
          host: publicHost,
        },
        { key: "dealTwo", label: `BFF GET /deals/${DEAL}, nginx → two instances`, url: `${origins.two}/portal/api/bff/deals/${DEAL}`, cookie },
      ],
      settings,
    );
    const rps = (key: string) => throughput[key]?.requestsPerSecond ?? Number.NaN;
    const ratios = {
      homeTwoVsOne: ratio(rps("homeTwo"), rps("homeOne")),
      homeOneVsDirect: ratio(rps("homeOne"), rps("homeDirect")),
      dealTwoVsOne: ratio(rps("dealTwo"), rps("dealOne")),
      dealOneVsDirect: ratio(rps("dealOne"), rps("dealDirect")),
    };
    const pair = (a: string, b: string) => `${rps(a)} / ${rps(b)} req/s`;
    const rows = [
      ["Two instances vs one behind nginx: cached CMS page", pair("homeTwo", "homeOne"), String(ratios.homeTwoVsOne)],
      ["Two instances vs one behind nginx: BFF GET of a deal", pair("dealTwo", "dealOne"), String(ratios.dealTwoVsOne)],
      ["One instance behind nginx vs direct: cached CMS page", pair("homeOne", "homeDirect"), String(ratios.homeOneVsDirect)],
      ["One instance behind nginx vs direct: BFF GET of a deal", pair("dealOne", "dealDirect"), String(ratios.dealOneVsDirect)],
    ];
    return { skipped: null, throughput, ratios, rows };
  } finally {
    await cluster.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const basePort = Number(process.env.BENCH_PORT ?? 3180) + 3;
  clusterThroughput({
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
    warmUpSeconds: 2,
    basePort,
  })
    .then((bench) => {
      console.log(`\n| Measure | Figures | Ratio |\n|---|---|---|\n${bench.rows.map((row) => `| ${row.join(" | ")} |`).join("\n")}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
