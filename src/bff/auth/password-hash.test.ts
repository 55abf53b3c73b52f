import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { costFor, hashPassword, PRODUCTION_COST, verifyPassword } from "./password-hash";

const PASSWORD = "Portal-Demo-2026";

describe("password hashes", () => {
  it("are made at better-auth's cost everywhere but in the unit files", () => {
    expect(PRODUCTION_COST).toEqual({ N: 16384, r: 16, p: 1 });
    expect(costFor({ NODE_ENV: "production" })).toEqual(PRODUCTION_COST);
    expect(costFor({ NODE_ENV: "development" })).toEqual(PRODUCTION_COST);
    expect(costFor({})).toEqual(PRODUCTION_COST);
    expect(costFor({ NODE_ENV: "test" })).toEqual({ ...PRODUCTION_COST, N: 1024 });
  });

  it("at the production cost are better-auth's own: each verifies the other's", async () => {
    const ours = await hashPassword(PASSWORD, PRODUCTION_COST);
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await betterAuthVerify({ hash: ours, password: PASSWORD })).toBe(true);
    const theirs = await betterAuthHash(PASSWORD);
    expect(await verifyPassword({ hash: theirs, password: PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash: theirs, password: "Portal-Demo-2027" })).toBe(false);
  });

  it("at another cost carry it, and verify wherever they are read", async () => {
    const hash = await hashPassword(PASSWORD, { ...PRODUCTION_COST, N: 1024 });
    expect(hash).toMatch(/^n1024:[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash, password: PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash, password: `${PASSWORD} ` })).toBe(false);
  });

  it.each([
    ["empty", ""],
    ["without a key", "00ff:"],
    ["a key that is not hex", "00ff:zz"],
    ["a cost part that is not one", "x1024:00ff:00ff"],
    ["a cost above the production cost", "n32768:00ff:00ff"],
    ["a cost that is no power of two", "n1000:00ff:00ff"],
    ["too many parts", "n1024:00ff:00ff:00ff"],
  ])("refuse a stored value %s without checking it", async (_, hash) => {
    expect(await verifyPassword({ hash, password: PASSWORD })).toBe(false);
  });
});
