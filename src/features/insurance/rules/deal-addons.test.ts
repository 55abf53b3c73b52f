import { describe, expect, it } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { dayjs } from "@/lib/clock";
import type { Addon, AddonGroup } from "../types";
import { dealAddonOffer } from "./deal-addons";

const now = dayjs.tz("2026-11-25 12:00", "Europe/Berlin");
const addon = (addon_id: string, group: AddonGroup, gross: number, full: number | null = null): Addon => ({
  addon_id,
  group,
  pricing: { amount: { gross, net: gross / 1.19 }, billing: group === "mileage" ? "one_time" : "monthly" },
  attributes: { coverage: { full, partial: null }, additional_kilometers: group === "mileage" ? 500 : null },
  display_info: { title: addon_id, description: "" },
});
const catalogue = [
  addon("insurance-plus", "insurance", 14.9, 75_000),
  addon("insurance-too-high", "insurance", 9, 150_000),
  addon("comfort-protection", "protection", 29, 50_000),
  addon("mileage-500", "mileage", 99),
];

describe("dealAddonOffer (deals.md §4, account.md §4)", () => {
  it.each([
    // state, commitment end, applied groups → canUpgradeInsurance, canAddAdditionalMileage
    ["CREATED", "2027-11-30", [], true, true],
    ["ACTIVE", "2027-11-30", [], false, true], // deals.md §4: the insurance upgrade for CREATED deals only
    ["CREATED", "2027-01-25", [], false, false], // commitment end within 2 months: blocked
    ["ACTIVE", "2027-01-25", [], false, false],
    ["CREATED", "2027-01-26", [], true, true],
    ["ENDED", "2027-11-30", [], false, false],
    ["CREATED", "2027-11-30", ["insurance"], false, true],
    ["ACTIVE", "2027-11-30", ["mileage"], false, true], // attached: the modal's success state
    ["ACTIVE", "2027-01-25", ["mileage"], false, true],
  ] as const)("%s, commitment end %s, applied %j → insurance %s, mileage %s", (state, end, applied, insurance, mileage) => {
    const deal = makeDeal({ state, minimum_commitment_end_date: end, insurance_amount: null, damage_deductible_vollkasko: 100_000 });
    const offer = dealAddonOffer(
      deal,
      { now },
      catalogue,
      applied.map((group) => ({ group })),
    );
    expect([offer.canUpgradeInsurance, offer.canAddAdditionalMileage]).toEqual([insurance, mileage]);
  });

  it("offers only the insurance options of §4 and every group", () => {
    const offer = dealAddonOffer(makeDeal({ insurance_amount: null, damage_deductible_vollkasko: 100_000 }), { now }, catalogue, []);
    expect(offer.groups.map((group) => [group.id, group.addons.map((a) => a.addon_id)])).toEqual([
      ["insurance", ["insurance-plus"]],
      ["protection", ["comfort-protection"]],
      ["mileage", ["mileage-500"]],
    ]);
  });

  it.each([
    // deductible, applied groups → the protection listed
    [100_000, [], true],
    [30_000, [], false], // an option of 300 EUR booked: nothing left to lower (§4 "refused for lower deductibles")
    [75_000, ["insurance"], false], // never beside an insurance option
    [50_000, ["protection"], true], // applied: shown, to take back
  ] as const)("deductible %i, applied %j → the comfort protection offered: %s", (deductible, applied, listed) => {
    const deal = makeDeal({ state: "CREATED", minimum_commitment_end_date: "2027-11-30", damage_deductible_vollkasko: deductible });
    const offer = dealAddonOffer(
      deal,
      { now },
      catalogue,
      applied.map((group) => ({ group })),
    );
    expect(offer.groups.find((group) => group.id === "protection")!.addons.length > 0).toBe(listed);
    if (applied.length > 0) expect(offer.canUpgradeInsurance).toBe(false);
  });
});
