/**
 * `npm run build`'s last step: marks the framework's chunks, the scripts every page loads and runs
 * at start (React DOM, Next's router and Turbopack's runtime: the build manifest's root main
 * files), with V8's explicit compile hint `//# allFunctionsCalledOnLoad`. Chromium then compiles
 * all their functions while the file streams in, off the main thread, instead of one by one on the
 * main thread as hydration first calls them (about 65 ms of a start-up on this machine, four times
 * that on Lighthouse's phone; README "Layout and page weight"). Other browsers ignore the comment.
 * The app's own chunks stay lazy: a page runs only part of them.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The script with the hint in front (V8 reads it only there); a script that has it stays as it is. */
export function withCompileHint(script: string): string {
  return script.startsWith(COMPILE_HINT) ? script : COMPILE_HINT + script;
}

/** The files to mark: the build manifest's root main files, the chunks of every page's start. */
export function hintedFiles(buildManifest: { rootMainFiles?: string[] }): string[] {
  return (buildManifest.rootMainFiles ?? []).filter((file) => file.endsWith(".js"));
}

/** Marks the root main files of the build in `distDir`; returns them. */
export function markFrameworkChunks(distDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(distDir, "build-manifest.json"), "utf8")) as { rootMainFiles?: string[] };
  const files = hintedFiles(manifest);
  if (files.length === 0) throw new Error(`No root main files in ${distDir}/build-manifest.json: has Next changed its manifest?`);
  for (const file of files) {
    const path = join(distDir, file);
    writeFileSync(path, withCompileHint(readFileSync(path, "utf8")));
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = markFrameworkChunks(".next");
  console.log(`compile hints: ${files.length} framework chunks marked (${files.join(", ")})`);
}
