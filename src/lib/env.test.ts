import { afterEach, describe, expect, it, vi } from "vitest";
import { env, isFlagOn } from "./env";

afterEach(() => vi.unstubAllEnvs());

describe("feature flags", () => {
  it.each([
    ["true", true],
    [undefined, false],
    ["", false],
    ["false", false],
    ["1", false],
    ["TRUE", false],
  ])("%j is on: %s", (value, on) => {
    expect(isFlagOn(value)).toBe(on);
  });

  it("the loyalty entry's flag (account.md §4) is off unless PORTAL_FEATURE_LOYALTY=true", () => {
    vi.stubEnv("PORTAL_FEATURE_LOYALTY", undefined);
    expect(env.loyaltyEnabled()).toBe(false);
    vi.stubEnv("PORTAL_FEATURE_LOYALTY", "true");
    expect(env.loyaltyEnabled()).toBe(true);
  });
});
