import { describe, expect, it } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { prolongationLink } from "./prolongation-link";

describe("prolongationLink (issue 36 item 1; deals.md §3 subscribed_to / subscribed_as, §9 start date)", () => {
  it.each([
    [
      "the original, prolonged: from the day after its minimum commitment end",
      { state: "ACTIVE", subscribed_to: "PROLONGATION", followup_subscription_id: "deal-next", minimum_commitment_end_date: "2027-02-11" },
      { kind: "prolonged", startsOn: "2027-02-12" },
    ],
    [
      "the follow-up, not running yet: from its start day",
      { state: "CREATED", subscribed_as: "PROLONGATION", previous_subscription_id: "deal-pia-prolong", planned_delivery_date: "2027-02-12" },
      { kind: "prolongation", startsOn: "2027-02-12" },
    ],
    [
      "a prolongation already running is just a subscription",
      { state: "ACTIVE", subscribed_as: "PROLONGATION", planned_delivery_date: "2026-08-01" },
      null,
    ],
    ["a same-day swap's original is not prolonged", { state: "ACTIVE", subscribed_to: "SWAP_SAME_DAY", followup_subscription_id: "deal-next" }, null],
    ["subscribed_to without a follow-up links nothing", { state: "ACTIVE", subscribed_to: "PROLONGATION", followup_subscription_id: null }, null],
    ["a plain subscription", { state: "ACTIVE" }, null],
  ] as const)("%s", (_, overrides, expected) => {
    expect(prolongationLink(makeDeal(overrides))).toEqual(expected);
  });
});
