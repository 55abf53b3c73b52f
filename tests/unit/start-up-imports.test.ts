import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";
import { isClientSource } from "../helpers/source-files";

/**
 * What every page's start-up script holds. The client modules that the locale layout,
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
 * The client modules the entries reach, and every module those reach (what the browser runs with
 * them), each with what it imports (empty for a package).
 */
function clientModulesFrom(entries: readonly string[]): Map<string, string[]> {
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
  for (const entry of entries) visit(entry, false);
  return client;
}

function importersOf(modules: Map<string, string[]>, kept: string): string[] {
  return [...modules].filter(([, imports]) => imports.includes(kept)).map(([path]) => path);
}

describe("every page's start-up script", () => {
  const modules = clientModulesFrom(ENTRIES);

  it("is found: the chrome's client parts are in it", () => {
    expect(modules.has("src/features/chrome/components/mobile-drawer.client.tsx")).toBe(true);
    expect(modules.has("src/features/chrome/components/newsletter-form.client.tsx")).toBe(true);
    expect(modules.has("next-intl")).toBe(true);
  });

  it.each(KEPT_OUT)("holds no %s", (kept) => {
    const through = importersOf(modules, kept);
    expect(through, `imported by ${through.join(", ")}`).toEqual([]);
    expect(modules.has(kept)).toBe(false);
  });
});

/**
 * The step form's own script, which every page with a form loads (the mileage report's is the
 * bench's figure): the field renderers that read lookups, dates or uploads, and the checks that
 * need a library or a table, load when a form's content names them (`field-renderers.ts`,
 * `use-field-checks.ts`).
 */
const FORM_KEPT_OUT = ["dayjs", "swr", "libphonenumber-js", "ibantools", "src/features/step-forms/validators/german-island-postcodes.ts"];

describe("the step form's own script", () => {
  const modules = clientModulesFrom(["src/features/step-forms/components/step-form.client.tsx"]);

  it("is found: the built-in field renderers are in it", () => {
    expect(modules.has("src/features/step-forms/components/fields/text-fields.tsx")).toBe(true);
    expect(modules.has("react-hook-form")).toBe(true);
  });

  it.each(FORM_KEPT_OUT)("holds no %s", (kept) => {
    const through = importersOf(modules, kept);
    expect(through, `imported by ${through.join(", ")}`).toEqual([]);
    expect(modules.has(kept)).toBe(false);
  });
});
