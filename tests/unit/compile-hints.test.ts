import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, layoutScripts, markStartUpChunks, rootMainScripts, withCompileHint } from "../../scripts/build/compile-hints";

/** A route's client reference manifest as Next writes it: a script assigning to a global. */
function clientReferenceManifest(route: string, entryJSFiles: Record<string, string[]>): string {
  return [
    "globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};",
    `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ moduleLoading: { prefix: "" }, entryJSFiles })};`,
  ].join("\n");
}

describe("compile hints for the start-up chunks (issue 11 goal 4)", () => {
  let dist: string | undefined;
  afterEach(() => {
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it("puts V8's magic comment in front of a script, once", () => {
    expect(withCompileHint("(globalThis.TURBOPACK||=[]).push([])")).toBe("//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||=[]).push([])");
    expect(withCompileHint(withCompileHint("a()"))).toBe(`${COMPILE_HINT}a()`);
  });

  it("takes the root main scripts of the build manifest, not its other files", () => {
    expect(rootMainScripts({ rootMainFiles: ["static/chunks/a.js", "static/chunks/b.css", "static/chunks/turbopack-c.js"] })).toEqual([
      "static/chunks/a.js",
      "static/chunks/turbopack-c.js",
    ]);
    expect(rootMainScripts({})).toEqual([]);
  });

  it("takes the layouts' scripts of a route, not its page's", () => {
    const manifest = clientReferenceManifest("/[locale]/[[...slug]]/page", {
      "[project]/src/app/layout": ["static/chunks/root.js"],
      "[project]/src/app/[locale]/layout": ["static/chunks/root.js", "static/chunks/chrome.js", "static/chunks/chrome.css"],
      "[project]/src/app/[locale]/error": ["static/chunks/error.js"],
      "[project]/src/app/[locale]/[[...slug]]/page": ["static/chunks/page.js"],
    });
    expect(layoutScripts(manifest)).toEqual(["static/chunks/root.js", "static/chunks/root.js", "static/chunks/chrome.js"]);
  });

  it("rewrites the files of a build once and leaves the pages' chunks lazy", () => {
    dist = mkdtempSync(join(tmpdir(), "compile-hints-"));
    mkdirSync(join(dist, "static/chunks"), { recursive: true });
    mkdirSync(join(dist, "server/app/[locale]/[[...slug]]"), { recursive: true });
    writeFileSync(join(dist, "build-manifest.json"), JSON.stringify({ rootMainFiles: ["static/chunks/framework.js"] }));
    writeFileSync(
      join(dist, "server/app/[locale]/[[...slug]]/page_client-reference-manifest.js"),
      clientReferenceManifest("/[locale]/[[...slug]]/page", {
        "[project]/src/app/[locale]/layout": ["static/chunks/chrome.js"],
        "[project]/src/app/[locale]/[[...slug]]/page": ["static/chunks/page.js"],
      }),
    );
    for (const name of ["framework", "chrome", "page"]) writeFileSync(join(dist, `static/chunks/${name}.js`), `${name}()`);
    expect(markStartUpChunks(dist)).toEqual(["static/chunks/framework.js", "static/chunks/chrome.js"]);
    markStartUpChunks(dist);
    expect(readFileSync(join(dist, "static/chunks/framework.js"), "utf8")).toBe(`${COMPILE_HINT}framework()`);
    expect(readFileSync(join(dist, "static/chunks/chrome.js"), "utf8")).toBe(`${COMPILE_HINT}chrome()`);
    expect(readFileSync(join(dist, "static/chunks/page.js"), "utf8")).toBe("page()");
  });

  it("fails loudly when the build manifest names no root main files", () => {
    dist = mkdtempSync(join(tmpdir(), "compile-hints-"));
    writeFileSync(join(dist, "build-manifest.json"), JSON.stringify({ pages: {} }));
    expect(() => markStartUpChunks(dist as string)).toThrow(/No root main files/);
  });
});
