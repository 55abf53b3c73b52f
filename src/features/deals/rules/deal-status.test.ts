import { describe, expect, it } from "vitest";
import type { DealState, DealVariant, ReturnType } from "../types";
import { dealStatus } from "./deal-status";

function deal(state: DealState, extra: { variant?: DealVariant; return_type?: ReturnType | null; days?: number | null } = {}) {
  return {
    state,
    variant: extra.variant ?? "SUBSCRIPTION",
    return_type: extra.return_type ?? null,
    days_left_to_schedule_return: extra.days ?? null,
  } as const;
}

describe("dealStatus (deals.md section 4)", () => {
  it.each([
    // state, variant, return type, days left, label, tone
    ["SIGNED", "SUBSCRIPTION", null, null, "inReview", "orange"],
    ["CREATED", "SUBSCRIPTION", null, null, "inPreparation", "orange"],
    ["EXTERNALLY_VERIFIED", "SUBSCRIPTION", null, null, "inPreparation", "orange"],
    ["ACTIVE", "SUBSCRIPTION", null, 40, "active", "green"],
    ["ACTIVE", "SUBSCRIPTION", "PICKUP", 30, "active", "orange"],
    ["ACTIVE", "SUBSCRIPTION", "SELF_RETURN", 1, "active", "orange"],
    // days left must be above 0 for the return to count as scheduled
    ["ACTIVE", "SUBSCRIPTION", "PICKUP", 0, "active", "green"],
    ["ACTIVE", "SUBSCRIPTION", "PICKUP", -3, "active", "green"],
    ["ACTIVE", "SUBSCRIPTION", "PICKUP", null, "active", "green"],
    ["INACTIVE", "SUBSCRIPTION", null, null, "ended", "grey"],
    ["ENDED", "SUBSCRIPTION", null, null, "ended", "grey"],
    // a return type on an ended deal does not make it orange
    ["ENDED", "SUBSCRIPTION", "PICKUP", 10, "ended", "grey"],
    ["STOPPED", "SUBSCRIPTION", null, null, "canceled", "grey"],
    ["CANCELED", "SUBSCRIPTION", null, null, "canceled", "grey"],
    // leads are orange whatever their state
    ["CREATED", "LEAD", null, null, "inPreparation", "orange"],
    ["ACTIVE", "LEAD", null, null, "active", "orange"],
  ] as const)("%s %s return=%s days=%s → %s, %s", (state, variant, returnType, days, label, tone) => {
    expect(dealStatus(deal(state, { variant, return_type: returnType, days }))).toEqual({ label, tone });
  });
});
