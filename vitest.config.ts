import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { testFiles } from "./tests/helpers/test-isolation.ts";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const alias = {
  "@/": here("./src/"),
  "@fixtures/": here("./fixtures/"),
  "@cms-schema/": here("./cms-schema/"),
  // `server-only` throws outside a React Server environment; tests import server modules directly.
  "server-only": here("./tests/helpers/empty-module.ts"),
  // Client parts load on demand in the app (issue 11); tests render them at once, as the server does.
  "next/dynamic": here("./tests/helpers/next-dynamic.tsx"),
};

// Shared modules, but not for a file that replaces one (tests/helpers/test-isolation.ts).
const nodeFiles = testFiles(".test.ts");
const domFiles = testFiles(".test.tsx");

const NODE = { environment: "node", setupFiles: ["tests/helpers/setup-node.ts"], testTimeout: 30_000, hookTimeout: 60_000 };
// Three workers on CI's two cores: a form test of 1.4 s alone took over Vitest's default 5 s there
// (CI of 020e042), so a DOM test gets 15 s, as the node files get 30.
const DOM = { environment: "jsdom", setupFiles: ["tests/helpers/setup-dom.ts"], testTimeout: 15_000 };

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias },
  test: {
    globals: true,
    // V8's optimising tiers compile what runs often, for later runs a test file rarely has: the
    // workers without them took 13 % less CPU and wall time for the whole stage (402 → 348 s of
    // CPU, 259 → 226 s alone), as Playwright's Chromium does (playwright.config.ts).
    execArgv: ["--no-opt", "--no-maglev"],
    // Vitest's default is one worker fewer than the cores: one worker on CI's two. The BFF files
    // wait on PGlite and PostgreSQL as much as they compute, so three workers there halve the
    // wall time (11 to 6 minutes measured on two cores).
    maxWorkers: Math.max(availableParallelism() - 1, 3),
    // next-intl's ESM imports `next/server` without an extension, which Node's resolver refuses
    // (the proxy test loads its middleware); transformed by Vite, it resolves.
    server: { deps: { inline: ["next-intl"] } },
    // `--project 'node*'` runs both halves of the node files (package.json "test:bff").
    projects: [
      { extends: true, test: { ...NODE, name: "node", include: nodeFiles.shared, isolate: false } },
      { extends: true, test: { ...NODE, name: "node-isolated", include: nodeFiles.isolated } },
      { extends: true, test: { ...DOM, name: "dom", include: domFiles.shared, isolate: false } },
      { extends: true, test: { ...DOM, name: "dom-isolated", include: domFiles.isolated } },
    ],
  },
});
