import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeDb, getDb } from "./client";
import { company } from "./schema";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "portal-db-"));
  // The embedded default, whatever the test run's DATABASE_URL says.
  vi.stubEnv("DATABASE_URL", "");
  vi.stubEnv("PORTAL_DATA_DIR", dataDir);
});
afterAll(async () => {
  await closeDb();
  vi.unstubAllEnvs();
  await rm(dataDir, { recursive: true, force: true });
});

describe("getDb on the embedded default", () => {
  it("opens PGlite on disk once, migrated, and keeps the data across a close", async () => {
    const db = await getDb();
    expect(await getDb()).toBe(db);
    await db.insert(company).values({ id: "c1", name: "Probe GmbH", street: "Teststraße", houseNumber: "1", zip: "10115", city: "Berlin" });
    await closeDb();

    const reopened = await getDb();
    expect(reopened).not.toBe(db);
    expect(await reopened.select({ name: company.name }).from(company)).toEqual([{ name: "Probe GmbH" }]);
  });
});
