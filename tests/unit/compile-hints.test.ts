import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, hintedFiles, markFrameworkChunks, withCompileHint } from "../../scripts/build/compile-hints";

describe("compile hints for the framework's chunks (issue 11 goal 4)", () => {
  let dist: string | undefined;
  afterEach(() => {
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it("puts V8's magic comment in front of a script, once", () => {
    expect(withCompileHint("(globalThis.TURBOPACK||=[]).push([])")).toBe("//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||=[]).push([])");
    expect(withCompileHint(withCompileHint("a()"))).toBe(`${COMPILE_HINT}a()`);
  });

  it("marks the root main scripts of the manifest, not its other files", () => {
    expect(hintedFiles({ rootMainFiles: ["static/chunks/a.js", "static/chunks/b.css", "static/chunks/turbopack-c.js"] })).toEqual([
      "static/chunks/a.js",
      "static/chunks/turbopack-c.js",
    ]);
    expect(hintedFiles({})).toEqual([]);
  });

  it("rewrites the files of a build and leaves the app's chunks lazy", () => {
    dist = mkdtempSync(join(tmpdir(), "compile-hints-"));
    mkdirSync(join(dist, "static/chunks"), { recursive: true });
    writeFileSync(join(dist, "build-manifest.json"), JSON.stringify({ rootMainFiles: ["static/chunks/framework.js"] }));
    writeFileSync(join(dist, "static/chunks/framework.js"), "react()");
    writeFileSync(join(dist, "static/chunks/page.js"), "page()");
    expect(markFrameworkChunks(dist)).toEqual(["static/chunks/framework.js"]);
    markFrameworkChunks(dist);
    expect(readFileSync(join(dist, "static/chunks/framework.js"), "utf8")).toBe(`${COMPILE_HINT}react()`);
    expect(readFileSync(join(dist, "static/chunks/page.js"), "utf8")).toBe("page()");
  });

  it("fails loudly when the manifest names no root main files", () => {
    dist = mkdtempSync(join(tmpdir(), "compile-hints-"));
    writeFileSync(join(dist, "build-manifest.json"), JSON.stringify({ pages: {} }));
    expect(() => markFrameworkChunks(dist as string)).toThrow(/No root main files/);
  });
});
