import { describe, expect, it } from "vitest";
import type { Deal } from "@/features/deals/types";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { isSwapExpected, type PreviousDeal } from "./swap";

const previous: PreviousDeal = {
  id: "deal-previous",
  state: "ACTIVE",
  followup_subscription_id: "deal-test",
  subscribed_to: "SWAP_SAME_DAY",
  return_date: "2026-06-30",
};
const swapDeal = (overrides: Partial<Deal> = {}) =>
  makeDeal({
    state: "CREATED",
    previous_subscription_id: "deal-previous",
    preferred_handover_date: "2026-06-30",
    actual_handover_date: null,
    ...overrides,
  });

describe("isSwapExpected (deals.md section 4)", () => {
  it.each<[string, Partial<Deal>, Partial<PreviousDeal> | null, boolean]>([
    ["a same-day swap on the return day", {}, {}, true],
    ["the new deal is already ACTIVE", { state: "ACTIVE" }, {}, false],
    ["no previous subscription", { previous_subscription_id: null }, {}, false],
    ["the previous deal is not the one named", { previous_subscription_id: "deal-other" }, {}, false],
    ["the previous deal was not given", {}, null, false],
    ["a prolongation", { subscribed_as: "PROLONGATION" }, {}, false],
    ["a beginning bridging vehicle", { bridging_type: "BEGINNING" }, {}, false],
    ["the previous deal has ended", {}, { state: "ENDED" }, false],
    ["the previous deal has no follow-up", {}, { followup_subscription_id: null }, false],
    ["the previous deal is followed by a prolongation", {}, { subscribed_to: "PROLONGATION" }, false],
    ["the previous deal has no follow-up kind", {}, { subscribed_to: null }, false],
    ["the previous deal has no return date", {}, { return_date: null }, false],
    ["no handover date", { preferred_handover_date: null }, {}, false],
  ])("%s → %s", (_case, dealOverrides, previousOverrides, expected) => {
    const previousDeal = previousOverrides === null ? null : { ...previous, ...previousOverrides };
    expect(isSwapExpected(swapDeal(dealOverrides), previousDeal)).toBe(expected);
  });

  it.each([
    ["2026-05-30", false], // handover 31 days before the return
    ["2026-05-31", true], // 30 days before
    ["2026-06-01", true], // 29 days before
    ["2026-07-30", true], // 30 days after
    ["2026-07-31", false], // 31 days after
  ])("return 30 June, handover %s → %s", (handover, expected) => {
    expect(isSwapExpected(swapDeal({ preferred_handover_date: handover }), previous)).toBe(expected);
  });

  it("prefers the booked handover appointment to the preferred date", () => {
    const deal = swapDeal({ preferred_handover_date: "2026-06-30", handover_appointment_date: "2026-08-15" });
    expect(isSwapExpected(deal, previous)).toBe(false);
  });

  it("counts Berlin days across the daylight-saving switch", () => {
    // 22:30 UTC on 28 April is 29 April in Berlin: 31 days after the 29 March return.
    const previousInSpring = { ...previous, return_date: "2026-03-29" };
    expect(isSwapExpected(swapDeal({ preferred_handover_date: "2026-04-28T21:59:59Z" }), previousInSpring)).toBe(true);
    expect(isSwapExpected(swapDeal({ preferred_handover_date: "2026-04-28T22:30:00Z" }), previousInSpring)).toBe(false);
  });
});
