import { describe, expect, it } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import type { DealState, DealVariant } from "@/features/deals/types";
import {
  DEDUCTIBLE_REDUCTION_ELIGIBLE_VK_CENTS,
  deductibleReductionOffer,
  isDeductibleReductionOffered,
  type DeductibleReductionOffer,
} from "./deductible-reduction";

describe("deductibleReductionOffer (deals.md section 4)", () => {
  it("is eligible at the spec's 1,000 EUR, 100000 cents", () => {
    expect(DEDUCTIBLE_REDUCTION_ELIGIBLE_VK_CENTS).toBe(100000);
  });

  it.each<[DealVariant, DealState, number | null, DeductibleReductionOffer]>([
    ["SUBSCRIPTION", "CREATED", 100000, { status: "offered" }],
    ["SUBSCRIPTION", "ACTIVE", 100000, { status: "refused", reason: "carAlreadyHandedOver" }],
    ["SUBSCRIPTION", "ACTIVE", 50000, { status: "refused", reason: "carAlreadyHandedOver" }],
    ["LEAD", "CREATED", 100000, { status: "comingLater" }],
    ["LEAD", "ACTIVE", 100000, { status: "comingLater" }],
    ["SUBSCRIPTION", "CREATED", 99999, { status: "refused", reason: "deductibleAlreadyLower" }],
    ["SUBSCRIPTION", "CREATED", 50000, { status: "refused", reason: "deductibleAlreadyLower" }],
    ["SUBSCRIPTION", "CREATED", 0, { status: "refused", reason: "deductibleAlreadyLower" }],
    ["SUBSCRIPTION", "CREATED", 100001, { status: "notApplicable" }],
    ["SUBSCRIPTION", "CREATED", null, { status: "notApplicable" }],
    ["SUBSCRIPTION", "SIGNED", 100000, { status: "notApplicable" }],
    ["SUBSCRIPTION", "ENDED", 100000, { status: "notApplicable" }],
  ])("%s %s, deductible %s cents → %j", (variant, state, deductible, expected) => {
    const deal = makeDeal({ variant, state, damage_deductible_vollkasko: deductible });
    expect(deductibleReductionOffer(deal)).toEqual(expected);
    expect(isDeductibleReductionOffered(deal)).toBe(expected.status === "offered");
  });
});
