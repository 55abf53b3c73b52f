/**
 * `npm run build`'s last step: marks the chunks every page loads and runs at start with V8's
 * explicit compile hint `//# allFunctionsCalledOnLoad`: the framework's (React DOM, Next's router
 * and Turbopack's runtime: the build manifest's root main files) and those of the layouts (the
 * header, footer and providers every page under a layout hydrates). Chromium then compiles all
 * their functions while the file streams in, off the main thread, instead of one by one on the
 * main thread as hydration first calls them (about 100 ms of a start-up on this machine, four
 * times that on Lighthouse's phone; docs/performance.md "Layout and page weight"). Other browsers ignore the
 * comment. A page's own chunks stay lazy: a page runs only part of them.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { runInNewContext } from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The script with the hint in front (V8 reads it only there); a script that has it stays as it is. */
export function withCompileHint(script: string): string {
  return script.startsWith(COMPILE_HINT) ? script : COMPILE_HINT + script;
}

/** The build manifest's root main files: the chunks of every page's start. */
export function rootMainScripts(buildManifest: { rootMainFiles?: string[] }): string[] {
  return (buildManifest.rootMainFiles ?? []).filter((file) => file.endsWith(".js"));
}

/**
 * The scripts of every layout named in a route's client reference manifest (its source, a script
 * that assigns `globalThis.__RSC_MANIFEST[route]`): a layout's parts render on every page beneath it.
 */
export function layoutScripts(clientReferenceManifest: string): string[] {
  const sandbox: { globalThis: { __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> } } = { globalThis: {} };
  runInNewContext(clientReferenceManifest, sandbox);
  return Object.values(sandbox.globalThis.__RSC_MANIFEST ?? {}).flatMap((manifest) =>
    Object.entries(manifest.entryJSFiles ?? {})
      .filter(([entry]) => /\/layout$/.test(entry))
      .flatMap(([, files]) => files.filter((file) => file.endsWith(".js"))),
  );
}

function clientReferenceManifests(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("_client-reference-manifest.js"))
    .map((file) => join(directory, file));
}

/** Marks the framework's and the layouts' chunks of the build in `distDir`; returns them. */
export function markStartUpChunks(distDir: string): string[] {
  const buildManifest = JSON.parse(readFileSync(join(distDir, "build-manifest.json"), "utf8")) as { rootMainFiles?: string[] };
  const framework = rootMainScripts(buildManifest);
  if (framework.length === 0) throw new Error(`No root main files in ${distDir}/build-manifest.json: has Next changed its manifest?`);
  const layouts = clientReferenceManifests(join(distDir, "server/app")).flatMap((path) => layoutScripts(readFileSync(path, "utf8")));
  const files = [...new Set([...framework, ...layouts])];
  for (const file of files) {
    const path = join(distDir, file);
    writeFileSync(path, withCompileHint(readFileSync(path, "utf8")));
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = markStartUpChunks(".next");
  console.log(`compile hints: ${files.length} start-up chunks marked (${files.map((file) => relative("static/chunks", file)).join(", ")})`);
}
