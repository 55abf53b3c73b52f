import { describe, expect, it } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { DEAL_STATES } from "@/features/deals/types";
import { isInsuranceUpgradeOffered } from "./insurance-upgrade";

describe("isInsuranceUpgradeOffered (deals.md section 4)", () => {
  it.each(DEAL_STATES.map((state) => [state, state === "CREATED"] as const))("%s with an upgrade add-on → %s", (state, expected) => {
    expect(isInsuranceUpgradeOffered(makeDeal({ state }), { canUpgradeInsurance: true })).toBe(expected);
  });

  it.each([
    [{ canUpgradeInsurance: false }, false],
    [null, false],
  ])("CREATED with add-ons %j → %s", (addons, expected) => {
    expect(isInsuranceUpgradeOffered(makeDeal({ state: "CREATED" }), addons)).toBe(expected);
  });
});
