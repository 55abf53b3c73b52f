import { describe, expect, it } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { DEAL_STATES } from "@/features/deals/types";
import { shouldFetchLatestMileage } from "./latest-mileage";

describe("shouldFetchLatestMileage (deals.md section 4: an ACTIVE deal with a car)", () => {
  it.each(DEAL_STATES.map((state) => [state, state === "ACTIVE"] as const))("%s with a car → %s", (state, expected) => {
    expect(shouldFetchLatestMileage(makeDeal({ state, car_id: "car-1" }))).toBe(expected);
  });

  it("not without a car", () => {
    expect(shouldFetchLatestMileage(makeDeal({ state: "ACTIVE", car_id: null }))).toBe(false);
  });
});
