import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * `npm run test:cluster` (docs/operations.md "Two instances"): two production servers behind nginx on shared
 * PostgreSQL, Redis and S3, started by the test itself. Apart from `npm run test:unit`, whose
 * projects never include tests/cluster/.
 */
export default defineConfig({
  resolve: {
    alias: {
      "@/": here("./src/"),
      "@fixtures/": here("./fixtures/"),
      "@cms-schema/": here("./cms-schema/"),
      "server-only": here("./tests/helpers/empty-module.ts"),
    },
  },
  test: {
    name: "cluster",
    environment: "node",
    include: ["tests/cluster/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
    reporters: ["verbose"],
  },
});
