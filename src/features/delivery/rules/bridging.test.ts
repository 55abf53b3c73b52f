import { describe, expect, it } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { bridgedCarDeliveryDate, isBridgingVehicleInfoShown, previousDealOf } from "./bridging";

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

describe("bridgedCarDeliveryDate: the bridging banner names the planned delivery date", () => {
  it.each([
    ["CREATED", "BEGINNING", "2027-01-29", "2027-01-29"],
    ["CREATED", "BEGINNING", null, null],
    ["ACTIVE", "BEGINNING", "2027-01-29", null],
    ["CREATED", null, "2027-01-29", null],
  ] as const)("%s with bridging %s, planned %s → %s", (state, bridgingType, planned, expected) => {
    expect(bridgedCarDeliveryDate({ state, bridging_type: bridgingType, planned_delivery_date: planned })).toBe(expected);
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
