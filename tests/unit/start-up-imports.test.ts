import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";
import { isClientSource } from "../helpers/source-files";

/**
 * What every page's start-up script holds (issue 11). The client modules that the locale layout,
 * its error boundary and the content page import statically are in every page's first scripts,
 * with everything they import in turn (not `import type`, not `import()`: that loads on demand).
 * Parts a visitor sees only on demand stay out of them: Radix's dialog (the drawer, error and
 * message modals load it when they open), yup (the newsletter form loads it when focused), and the
 * endpoint catalogue with its request schemas (the browser reads `api/endpoint-routes.ts`).
 */
const ENTRIES = [
  "src/app/[locale]/layout.tsx",
  "src/app/[locale]/error.tsx",
  "src/app/[locale]/not-found.tsx",
  "src/app/[locale]/[[...slug]]/page.tsx",
];
const KEPT_OUT = ["@radix-ui/react-dialog", "yup", "src/ui/dialog.tsx", "src/api/endpoints.ts"];

const STATIC_IMPORT = /^\s*(import|export)\s+(type\s+)?([^"';]*?)\s*from\s*["']([^"']+)["']|^\s*import\s+["']([^"']+)["']/gm;

/** The modules a file loads with it: value imports and re-exports, resolved to files under src or to package names. */
function staticImports(path: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(STATIC_IMPORT)) {
    const [, , typeOnly, clause = "", from, bare] = match;
    const target = from ?? bare;
    if (!target || typeOnly) continue;
    const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
    if (names !== undefined && names.trim() !== "" && names.split(",").every((name) => name.trim() === "" || name.trim().startsWith("type ")))
      continue;
    found.push(resolve(path, target));
  }
  return found;
}

function resolve(from: string, target: string): string {
  const base = target.startsWith("@/") ? join("src", target.slice(2)) : target.startsWith(".") ? normalize(join(dirname(from), target)) : null;
  if (base === null) return target.startsWith("@") ? target.split("/").slice(0, 2).join("/") : (target.split("/")[0] ?? target);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (/\.(tsx?|json)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return base;
}

/**
 * The client modules the entries reach, and every module those reach (what the browser runs at
 * start), each with what it imports (empty for a package).
 */
function startUpModules(): Map<string, string[]> {
  const server = new Set<string>();
  const client = new Map<string, string[]>();
  const visit = (path: string, inClient: boolean) => {
    if (!/\.tsx?$/.test(path)) {
      if (inClient) client.set(path, []);
      return;
    }
    const text = readFileSync(path, "utf8");
    const isClient = inClient || isClientSource(text);
    if (isClient ? client.has(path) : server.has(path)) return;
    const imports = staticImports(path, text);
    if (isClient) client.set(path, imports);
    else server.add(path);
    for (const next of imports) visit(next, isClient);
  };
  for (const entry of ENTRIES) visit(entry, false);
  return client;
}

describe("every page's start-up script", () => {
  const modules = startUpModules();

  it("is found: the chrome's client parts are in it", () => {
    expect(modules.has("src/features/chrome/components/mobile-drawer.client.tsx")).toBe(true);
    expect(modules.has("src/features/chrome/components/newsletter-form.client.tsx")).toBe(true);
    expect(modules.has("next-intl")).toBe(true);
  });

  it.each(KEPT_OUT)("holds no %s", (kept) => {
    const through = [...modules].filter(([, imports]) => imports.includes(kept)).map(([path]) => path);
    expect(through, `imported by ${through.join(", ")}`).toEqual([]);
    expect(modules.has(kept)).toBe(false);
  });
});
