import { describe, expect, it } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { isLegacyProlongationApplicable, isProlongationOffered, LEGACY_PROLONGATION_DISCOUNT_PERCENT, type ProlongationOption } from "./prolongation";

const option: ProlongationOption = { term: 6, price: 529, original_price: 549, discount: 20 };
const options = (count: number) => Array.from({ length: count }, () => option);

describe("isProlongationOffered (deals.md section 4: 1 to 9999 options and a subscription-service deal)", () => {
  it.each([
    [0, true, false],
    [1, true, true],
    [2, true, true],
    [9998, true, true],
    [9999, true, true],
    [10000, true, false],
    [1, false, false],
  ])("%i options, subscription service %s → %s", (count, subscriptionService, expected) => {
    expect(isProlongationOffered(makeDeal({ belongs_to_subscription_service: subscriptionService }), options(count))).toBe(expected);
  });
});

describe("isLegacyProlongationApplicable (deals.md section 4)", () => {
  it("is the spec's 5 percent", () => {
    expect(LEGACY_PROLONGATION_DISCOUNT_PERCENT).toBe(5);
  });

  const retentionOpen = { state: "ACTIVE", followup_subscription_id: "deal-next", return_type: "PICKUP", days_left_to_schedule_return: 30 } as const;
  it.each([
    ["not subscription service, retention window closed", false, {}, true],
    ["not subscription service, retention window open", false, retentionOpen, false],
    ["subscription service, retention window closed", true, {}, false],
    ["subscription service, retention window open", true, retentionOpen, false],
  ] as const)("%s → %s", (_case, subscriptionService, overrides, expected) => {
    const deal = makeDeal({ belongs_to_subscription_service: subscriptionService, ...overrides });
    expect(isLegacyProlongationApplicable(deal)).toBe(expected);
  });
});
