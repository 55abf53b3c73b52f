import { describe, expect, it } from "vitest";
import { faultInjectionEnabled, throwIfFault } from "./faults";

describe("faultInjectionEnabled", () => {
  it.each([
    [{}, false],
    [{ PORTAL_FAULTS: "0", PORTAL_ORIGIN: "http://localhost:3100" }, false],
    [{ PORTAL_FAULTS: "true", PORTAL_ORIGIN: "http://localhost:3100" }, false],
    [{ PORTAL_FAULTS: "1", PORTAL_ORIGIN: "http://localhost:3100" }, true],
    [{ PORTAL_FAULTS: "1", PORTAL_ORIGIN: "http://127.0.0.1:3102" }, true],
    [{ PORTAL_FAULTS: "1", PORT: "3102" }, true],
    [{ PORTAL_FAULTS: "1", PORTAL_ORIGIN: "https://localhost:3100" }, false],
    [{ PORTAL_FAULTS: "1", PORTAL_ORIGIN: "https://portal.example.com" }, false],
    [{ PORTAL_FAULTS: "1", PORTAL_ORIGIN: "http://portal.example.com" }, false],
    [{ PORTAL_FAULTS: "1", PORTAL_ORIGIN: "http://localhost.example.com" }, false],
  ])("%o → %s", (env, enabled) => {
    expect(faultInjectionEnabled(env)).toBe(enabled);
  });
});

describe("throwIfFault", () => {
  it("does nothing outside a request, even when switched on", async () => {
    await expect(throwIfFault("db-down", { PORTAL_FAULTS: "1", PORTAL_ORIGIN: "http://localhost:3100" })).resolves.toBeUndefined();
  });
});
