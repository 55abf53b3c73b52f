/**
 * The top of a V8 CPU profile (`node --cpu-prof`), as docs/performance.md quotes it: functions by
 * self time and by total time (a function counted once per sample however often it is on the
 * stack), and self time by package or source folder. Idle and garbage collection are listed as V8
 * names them. The profiled load warms the server up (start-up, the routes' first compilation, the
 * caches) before the requests it measures: only the samples from `from` on count, a time of the
 * monotonic clock in µs as V8 stamps its samples (`python3 -c 'import time;
 * print(time.monotonic_ns()//1000)'` on Linux), or without it those after the profile's last idle
 * pause of 2 s.
 *
 *   npx tsx scripts/bench/cpu-profile-top.ts <file.cpuprofile> [rows, default 20] [from]
 */
import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Where a frame's code lives: a package, a chunk of the build, or Node's own. */
export function placeOf(url: string): string {
  if (url === "") return "(native)";
  const nodeModules = url.lastIndexOf("node_modules/");
  if (nodeModules >= 0) {
    const rest = url.slice(nodeModules + "node_modules/".length).split("/");
    // A package whose map names its own sources (drizzle-orm: `node_modules/src/pg-core/…`) keeps a folder more.
    return rest[0]?.startsWith("@") || rest[0] === "src" ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  if (url.startsWith("node:")) return "node";
  const chunk = url.indexOf(".next/server/");
  return chunk >= 0 ? url.slice(chunk) : url;
}

export function profileTop(profile: Profile, rows: number, fromMicroseconds?: number): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (node: ProfileNode) => {
    const source = originalOf(node.callFrame);
    if (source) return `${node.callFrame.functionName || "(anonymous)"} ${source}`;
    return `${node.callFrame.functionName || "(anonymous)"} ${placeOf(node.callFrame.url)}${node.callFrame.url ? `:${node.callFrame.lineNumber + 1}` : ""}`;
  };
  const place = (node: ProfileNode) => originalOf(node.callFrame)?.replace(/:\d+$/, "") ?? placeOf(node.callFrame.url);
  const from = fromMicroseconds === undefined ? afterLastPause(profile, byId) : firstSampleAt(profile, fromMicroseconds);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const places = new Map<string, number>();
  const appFrames = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, index) => {
    if (index < from) return;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node) return;
    all += ms;
    self.set(label(node), (self.get(label(node)) ?? 0) + ms);
    places.set(place(node), (places.get(place(node)) ?? 0) + ms);
    const app = innermostAppFrame(id, byId, parent);
    if (node.callFrame.functionName !== "(idle)") appFrames.set(app, (appFrames.get(app) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at);
      if (!frame) break;
      const name = label(frame);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  });
  const top = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, rows)
      .map(([name, ms]) => `${ms.toFixed(0).padStart(7)} ms ${((ms / all) * 100).toFixed(1).padStart(5)} %  ${name}`)
      .join("\n");
  return [
    `${all.toFixed(0)} ms sampled`,
    `Self time by function:\n${top(self)}`,
    `Total time by function:\n${top(total)}`,
    `Self time by source file or package:\n${top(places)}`,
    `Time by the innermost function of the portal's own source on the stack (what it called included):\n${top(appFrames)}`,
  ].join("\n\n");
}

const maps = new Map<string, SourceMap | null>();

/**
 * The build's chunk frames by their source (file and line, names kept from the map) where the
 * chunk has a source map (`next build` writes them for the server): minified names alone say
 * little. A package's own code is named by the package.
 */
function originalOf(frame: ProfileNode["callFrame"]): string | null {
  if (!frame.url.includes("/.next/server/")) return null;
  const path = frame.url.replace(/^file:\/\//, "");
  if (!maps.has(path)) maps.set(path, existsSync(`${path}.map`) ? new SourceMap(JSON.parse(readFileSync(`${path}.map`, "utf8"))) : null);
  const entry = maps.get(path)?.findEntry(frame.lineNumber, frame.columnNumber);
  if (!entry || !("originalSource" in entry) || !entry.originalSource) return null;
  const source = entry.originalSource;
  const nodeModules = source.lastIndexOf("node_modules/");
  if (nodeModules >= 0) return placeOf(source);
  const file = source.replace(/^.*?\/src\//, "src/");
  // drizzle-orm's map names its own sources `../src/…`: not the portal's unless the file is here.
  if (file.startsWith("src/") && !existsSync(decodeURIComponent(file))) return `(a package's) ${file}`;
  return `${file}:${entry.originalLine + 1}`;
}

/** The innermost frame of `src/` on a sample's stack, named by function and source line. */
function innermostAppFrame(id: number, byId: Map<number, ProfileNode>, parent: Map<number, number>): string {
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const frame = byId.get(at);
    const source = frame && originalOf(frame.callFrame);
    if (frame && source?.startsWith("src/")) return `${frame.callFrame.functionName || "(anonymous)"} ${source}`;
  }
  return "(none: Next, React, Node)";
}

/** The index of the first sample stamped at or after `at` (µs of the monotonic clock). */
function firstSampleAt(profile: Profile, at: number): number {
  let time = profile.startTime;
  const index = profile.timeDeltas.findIndex((delta) => (time += delta) >= at);
  return index < 0 ? profile.samples.length : index;
}

const PAUSE_MS = 2000;
const BUCKET_MS = 100;

/**
 * The index of the first sample after the profile's last pause (0 without one): PAUSE_MS of
 * 100 ms buckets each at least 90 % idle (timers still wake the process now and then).
 */
function afterLastPause(profile: Profile, byId: Map<number, ProfileNode>): number {
  const buckets: { idle: number; all: number; firstSample: number }[] = [];
  let at = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    at += ms;
    const bucket = (buckets[Math.floor(at / BUCKET_MS)] ??= { idle: 0, all: 0, firstSample: index });
    bucket.all += ms;
    if (byId.get(id)?.callFrame.functionName === "(idle)") bucket.idle += ms;
  });
  let from = 0;
  let quiet = 0;
  buckets.forEach((bucket, index) => {
    if (!bucket || bucket.idle >= bucket.all * 0.9) {
      quiet += 1;
      return;
    }
    if (quiet * BUCKET_MS >= PAUSE_MS) from = buckets[index]?.firstSample ?? from;
    quiet = 0;
  });
  return from;
}

if (process.argv[2]) {
  const from = process.argv[4] ? Number(process.argv[4]) : undefined;
  console.log(profileTop(JSON.parse(readFileSync(process.argv[2], "utf8")) as Profile, Number(process.argv[3] ?? 20), from));
}
