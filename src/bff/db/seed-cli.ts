/**
 * `npm run db:seed`: opens the configured database (PGlite under PORTAL_DATA_DIR, or DATABASE_URL),
 * applies migrations, seeds the demo personas relative to the portal clock (PORTAL_NOW), closes.
 * Run it while the portal is stopped when using PGlite: one process owns a PGlite directory.
 */
import { now } from "../../lib/clock";
import { createDb, dbConfigFromEnv } from "./create-db";
import { seed } from "./seed";

async function main(): Promise<void> {
  const config = dbConfigFromEnv();
  const handle = await createDb(config);
  try {
    const seededAt = now();
    const summary = await seed(handle.db, { now: seededAt });
    const target = config.driver === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite at ${config.dataDir}`;
    console.log(
      `Seeded ${target} as of ${seededAt.format()}: ${summary.customers} customers, ${summary.deals} deals, ` +
        `${summary.documents} documents, ${summary.invoices} invoices, ${summary.damageReports} damage reports.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error("Seeding failed:", error);
  process.exitCode = 1;
});
