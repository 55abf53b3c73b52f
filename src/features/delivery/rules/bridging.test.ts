import { describe, expect, it } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { isBridgingVehicleInfoShown, previousDealOf } from "./bridging";

describe("isBridgingVehicleInfoShown", () => {
  it.each([
    ["CREATED", "BEGINNING", true],
    ["SIGNED", "BEGINNING", true],
    ["EXTERNALLY_VERIFIED", "BEGINNING", true],
    ["ACTIVE", "BEGINNING", false],
    ["ENDED", "BEGINNING", false],
    ["CREATED", null, false],
  ] as const)("%s with bridging %s: %s", (state, bridgingType, expected) => {
    expect(isBridgingVehicleInfoShown({ state, bridging_type: bridgingType })).toBe(expected);
  });
});

describe("previousDealOf", () => {
  const old = makeDeal({ id: "old" });
  const other = makeDeal({ id: "other" });
  it.each([
    ["old", old],
    ["missing", null],
    [null, null],
  ] as const)("previous %s → %s", (previousId, expected) => {
    expect(previousDealOf({ previous_subscription_id: previousId }, [other, old])).toBe(expected);
  });
});
