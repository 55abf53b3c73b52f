import { describe, expect, it } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import type { DealState, DealVariant, SubscribedAs } from "@/features/deals/types";
import {
  DEDUCTIBLE_REDUCTION_ELIGIBLE_VK_CENTS,
  deductibleReductionOffer,
  doesProtectionLowerTheDeductible,
  isDeductibleReductionOffered,
  type DeductibleReductionOffer,
} from "./deductible-reduction";

describe("deductibleReductionOffer (deals.md section 4)", () => {
  it("is eligible at the spec's 1,000 EUR, 100000 cents", () => {
    expect(DEDUCTIBLE_REDUCTION_ELIGIBLE_VK_CENTS).toBe(100000);
  });

  it.each<[DealVariant, DealState, SubscribedAs | null, number | null, DeductibleReductionOffer]>([
    ["SUBSCRIPTION", "CREATED", null, 100000, { status: "offered" }],
    ["SUBSCRIPTION", "ACTIVE", null, 100000, { status: "refused", reason: "carAlreadyHandedOver" }],
    ["SUBSCRIPTION", "ACTIVE", null, 50000, { status: "refused", reason: "carAlreadyHandedOver" }],
    // A prolongation's follow-up is CREATED, but its car is already with the customer.
    ["SUBSCRIPTION", "CREATED", "PROLONGATION", 100000, { status: "refused", reason: "carAlreadyHandedOver" }],
    ["SUBSCRIPTION", "CREATED", "SWAP_SAME_DAY", 100000, { status: "offered" }],
    ["LEAD", "CREATED", null, 100000, { status: "comingLater" }],
    ["LEAD", "ACTIVE", null, 100000, { status: "comingLater" }],
    ["SUBSCRIPTION", "CREATED", null, 99999, { status: "refused", reason: "deductibleAlreadyLower" }],
    ["SUBSCRIPTION", "CREATED", null, 50000, { status: "refused", reason: "deductibleAlreadyLower" }],
    ["SUBSCRIPTION", "CREATED", null, 0, { status: "refused", reason: "deductibleAlreadyLower" }],
    ["SUBSCRIPTION", "CREATED", null, 100001, { status: "notApplicable" }],
    ["SUBSCRIPTION", "CREATED", null, null, { status: "notApplicable" }],
    ["SUBSCRIPTION", "SIGNED", null, 100000, { status: "notApplicable" }],
    ["SUBSCRIPTION", "ENDED", null, 100000, { status: "notApplicable" }],
  ])("%s %s, subscribed as %s, deductible %s cents → %j", (variant, state, subscribedAs, deductible, expected) => {
    const deal = makeDeal({ variant, state, subscribed_as: subscribedAs, damage_deductible_vollkasko: deductible });
    expect(deductibleReductionOffer(deal)).toEqual(expected);
    expect(isDeductibleReductionOffered(deal)).toBe(expected.status === "offered");
  });
});

describe("doesProtectionLowerTheDeductible (deals.md §4 'refused for lower deductibles', §9 '1,000 to 500 euros')", () => {
  it.each([
    [null, true], // the default deductible of 5,000 EUR (§9)
    [500_000, true],
    [100_000, true],
    [99_999, false],
    [75_000, false],
    [30_000, false],
  ])("full-coverage deductible %s cents → %s", (deductible, expected) => {
    expect(doesProtectionLowerTheDeductible(makeDeal({ damage_deductible_vollkasko: deductible }))).toBe(expected);
  });
});
