import { describe, expect, it } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import type { DealState } from "@/features/deals/types";
import { isTransitionCarModalShown } from "./transition-car";

describe("isTransitionCarModalShown (deals.md section 4)", () => {
  it.each<[DealState, "BEGINNING" | null, boolean, boolean]>([
    ["CREATED", "BEGINNING", false, true],
    ["CREATED", "BEGINNING", true, false],
    ["CREATED", null, false, false],
    ["ACTIVE", "BEGINNING", false, false],
    ["SIGNED", "BEGINNING", false, false],
  ])("%s, bridging %s, accepted %s → %s", (state, bridgingType, accepted, expected) => {
    expect(isTransitionCarModalShown(makeDeal({ state, bridging_type: bridgingType }), accepted)).toBe(expected);
  });
});
