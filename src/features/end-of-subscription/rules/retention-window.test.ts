import { describe, expect, it } from "vitest";
import { DEAL_STATES, type Deal, type DealState } from "@/features/deals/types";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { isRetentionWindowOpen } from "./retention-window";

const decided = { followup_subscription_id: "deal-next", return_type: "PICKUP" } as const;

describe("isRetentionWindowOpen (deals.md section 4)", () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [89, true],
    [90, true],
    [91, false],
    [-1, false],
    [null, false],
  ])("ACTIVE with a follow-up and a return type, %s days left → %s", (days, expected) => {
    expect(isRetentionWindowOpen(makeDeal({ state: "ACTIVE", ...decided, days_left_to_schedule_return: days }))).toBe(expected);
  });

  const heldBack: ReadonlySet<DealState> = new Set(["CREATED", "ACTIVE"]);
  it.each(DEAL_STATES.map((state) => [state, !heldBack.has(state)] as const))(
    "%s without a follow-up or return type, 30 days left → %s",
    (state, expected) => {
      expect(isRetentionWindowOpen(makeDeal({ state, days_left_to_schedule_return: 30 }))).toBe(expected);
    },
  );

  it.each<[string, Partial<Deal>, boolean]>([
    ["CREATED with both", { state: "CREATED", ...decided }, true],
    ["ACTIVE with both", { state: "ACTIVE", ...decided }, true],
    ["ACTIVE with a follow-up only", { state: "ACTIVE", followup_subscription_id: "deal-next" }, false],
    ["ACTIVE with a return type only", { state: "ACTIVE", return_type: "SELF_RETURN" }, false],
    ["a lead", { state: "ACTIVE", ...decided, variant: "LEAD" }, false],
    ["open-ended", { state: "ACTIVE", ...decided, term_type: "OPEN_ENDED" }, false],
    ["another term type", { state: "ACTIVE", ...decided, term_type: "FIXED" }, true],
  ])("%s, 30 days left → %s", (_case, overrides, expected) => {
    expect(isRetentionWindowOpen(makeDeal({ days_left_to_schedule_return: 30, ...overrides }))).toBe(expected);
  });
});
