import { describe, expect, it } from "vitest";
import { DEAL_STATES, type SubscribedAs } from "@/features/deals/types";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { areEndOfSubscriptionOptionsOffered, isSwapPossible } from "./end-of-subscription-options";

describe("areEndOfSubscriptionOptionsOffered (deals.md section 4)", () => {
  it.each(DEAL_STATES.map((state) => [state, state === "ACTIVE"] as const))("%s → %s", (state, expected) => {
    expect(areEndOfSubscriptionOptionsOffered(makeDeal({ state }))).toBe(expected);
  });

  it.each<[SubscribedAs | null, "BEGINNING" | null, boolean]>([
    [null, null, true],
    ["SWAP_SAME_DAY", null, false],
    ["PROLONGATION", null, false],
    [null, "BEGINNING", false],
  ])("ACTIVE, subscribed as %s, bridging %s → %s", (subscribedAs, bridgingType, expected) => {
    const deal = makeDeal({ state: "ACTIVE", subscribed_as: subscribedAs, bridging_type: bridgingType });
    expect(areEndOfSubscriptionOptionsOffered(deal)).toBe(expected);
  });

  it("are not offered again once the deal is prolonged (issue 36 item 1)", () => {
    const prolonged = makeDeal({ state: "ACTIVE", subscribed_to: "PROLONGATION", followup_subscription_id: "deal-next" });
    expect(areEndOfSubscriptionOptionsOffered(prolonged)).toBe(false);
  });

  it("are not offered once the deal goes on in a same-day swap to a car already ordered (issue 36 journeys)", () => {
    const swappedOut = makeDeal({ state: "ACTIVE", subscribed_to: "SWAP_SAME_DAY", followup_subscription_id: "deal-next" });
    expect(areEndOfSubscriptionOptionsOffered(swappedOut)).toBe(false);
    // Subscribed to a swap whose follow-up is not there yet: the choice is still open.
    expect(areEndOfSubscriptionOptionsOffered(makeDeal({ state: "ACTIVE", subscribed_to: "SWAP_SAME_DAY", followup_subscription_id: null }))).toBe(
      true,
    );
  });
});

describe("isSwapPossible: where swap_modal leads to the car search (deals.md §2, §4)", () => {
  it.each([
    ["an ACTIVE deal", { state: "ACTIVE" }, true],
    [
      "an ACTIVE deal going on in a same-day swap: no second swap",
      { state: "ACTIVE", subscribed_to: "SWAP_SAME_DAY", followup_subscription_id: "deal-next" },
      false,
    ],
    ["an ended deal", { state: "ENDED" }, false],
    ["an order", { state: "CREATED" }, false],
    ["a prolongation", { state: "ACTIVE", subscribed_as: "PROLONGATION" }, false],
    ["a same-day swap's new car", { state: "ACTIVE", subscribed_as: "SWAP_SAME_DAY" }, false],
    ["a beginning bridging car", { state: "ACTIVE", bridging_type: "BEGINNING" }, false],
  ] as const)("%s → %s", (_case, fields, expected) => {
    expect(isSwapPossible(makeDeal(fields))).toBe(expected);
  });
});
