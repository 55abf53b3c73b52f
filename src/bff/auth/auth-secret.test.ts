import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resolveAuthSecret } from "./auth-secret";

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "portal-secret-"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("resolveAuthSecret", () => {
  it("uses BETTER_AUTH_SECRET when set", async () => {
    expect(await resolveAuthSecret({ BETTER_AUTH_SECRET: "from-env", PORTAL_DATA_DIR: dataDir })).toBe("from-env");
  });

  it("generates a secret once into the data directory and reuses it", async () => {
    const first = await resolveAuthSecret({ PORTAL_DATA_DIR: dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveAuthSecret({ PORTAL_DATA_DIR: dataDir })).toBe(first);
    const file = join(dataDir, "auth-secret");
    expect((await readFile(file, "utf8")).trim()).toBe(first);
    expect((await stat(file)).mode & 0o077).toBe(0); // readable by the owner only
  });

  it("agrees on one secret when several callers start at once", async () => {
    // Many rounds on fresh directories: the window between another caller's create and its write
    // is short, and one round seldom hits it.
    for (let round = 0; round < 40; round += 1) {
      const roundDir = join(dataDir, String(round));
      const secrets = await Promise.all(Array.from({ length: 8 }, () => resolveAuthSecret({ PORTAL_DATA_DIR: roundDir })));
      expect(new Set(secrets).size).toBe(1);
    }
  });

  it("refuses to run production on a database server without BETTER_AUTH_SECRET", async () => {
    await expect(resolveAuthSecret({ NODE_ENV: "production", DATABASE_URL: "postgres://db/portal", PORTAL_DATA_DIR: dataDir })).rejects.toThrow(
      /BETTER_AUTH_SECRET/,
    );
  });
});
