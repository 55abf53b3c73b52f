import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Test files share their worker's modules (`isolate: false` in vitest.config.ts): loading the
 * module graph afresh for each of some 300 files was most of the unit stage's time (node files
 * 4 min with isolation, 2¼ without, on two cores; the component files 49 s and 14 s). A file that
 * replaces a module, a global, the environment or the clock would leak that into the files after
 * it, so it keeps a module graph of its own: found by what it calls, so that a new file is placed
 * without anyone listing it. A file is judged by its own text, so the shared helpers replace
 * nothing themselves (`tests/unit/test-isolation.test.ts` holds them to it).
 */
export const REPLACES_SHARED_STATE = /\bvi\.(mock|doMock|unmock|stubEnv|stubGlobal|resetModules|spyOn|useFakeTimers)\(/;

/** The TypeScript files under `src` and `tests`, relative to the repository, with forward slashes. */
export function sourceFiles(): string[] {
  return ["src", "tests"].flatMap((root) =>
    readdirSync(`${ROOT}${root}`, { recursive: true, encoding: "utf8" })
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => `${root}/${name.replaceAll("\\", "/")}`),
  );
}

export function replacesSharedState(file: string): boolean {
  return REPLACES_SHARED_STATE.test(readFileSync(`${ROOT}${file}`, "utf8"));
}

/** The test files ending in `suffix` (under `src` and `tests/unit`), split by whether they need a module graph of their own. */
export function testFiles(suffix: string): { shared: string[]; isolated: string[] } {
  const found = sourceFiles().filter((file) => file.endsWith(suffix) && (file.startsWith("src/") || file.startsWith("tests/unit/")));
  const isolated = found.filter(replacesSharedState);
  return { shared: found.filter((file) => !isolated.includes(file)), isolated };
}
