import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes SQL migrations from the schema; the BFF applies them on open.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/bff/db/schema.ts",
  out: "./src/bff/db/migrations",
  strict: true,
  verbose: true,
});
