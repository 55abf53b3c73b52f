import { describe, expect, it } from "vitest";
import type { Deal } from "@/features/deals/types";
import { visibilityRules } from "../visibility";
import { NEXT_STEPS } from "./gallery-what-if";

const TODAY = { now: undefined as never, audience: "b2c" as const, role: null };
const deal = (fields: Partial<Deal>) =>
  ({
    id: "deal-1",
    state: "ACTIVE",
    subscribed_as: null,
    subscribed_to: null,
    followup_subscription_id: null,
    bridging_type: null,
    minimum_commitment_end_date: "2027-01-31",
    is_pre_auto_renewal: false,
    is_post_auto_renewal: false,
    auto_renewal_end_date: null,
    deposit_refund: null,
    ...fields,
  }) as Deal;

/** Each step leads a deal that can take it into the state its banner shows by, and leaves every other deal alone. */
describe("NEXT_STEPS: a deal one step on, for the banner states no persona is in yet", () => {
  it.each([
    ["prolonged", "deal-is-prolonged", deal({}), true],
    ["prolonged", "deal-is-prolonged", deal({ state: "ENDED" } as Partial<Deal>), false],
    ["prolonged", "deal-is-prolonged", deal({ subscribed_as: "SWAP_SAME_DAY" } as Partial<Deal>), false],
    ["auto-renewal-done", "auto-renewal-done", deal({ is_pre_auto_renewal: true, auto_renewal_end_date: "2026-12-08" }), true],
    ["auto-renewal-done", "auto-renewal-done", deal({ auto_renewal_end_date: "2026-12-08" }), false],
    [
      "deposit-refund-received",
      "deposit-refund-received",
      deal({ state: "ENDED", deposit_refund: { status: "awaiting_details", iban: null } } as Partial<Deal>),
      true,
    ],
    ["deposit-refund-received", "deposit-refund-received", deal({}), false],
  ] as const)("%s (%s) on %j → %s", (kind, rule, before, applies) => {
    const after = NEXT_STEPS[kind]?.change(before) ?? null;
    expect(after !== null).toBe(applies);
    if (after) {
      expect(visibilityRules[rule](before, TODAY)).toBe(false);
      expect(visibilityRules[rule](after, TODAY)).toBe(true);
    }
  });

  it("shows a received refund's IBAN masked, never in full", () => {
    const after = NEXT_STEPS["deposit-refund-received"]?.change(
      deal({ state: "ENDED", deposit_refund: { status: "awaiting_details", iban: null } } as Partial<Deal>),
    );
    expect(after?.deposit_refund?.iban).toMatch(/^DE89 \*{4} /);
  });
});
