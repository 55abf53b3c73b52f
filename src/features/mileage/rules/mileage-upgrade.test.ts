import { describe, expect, it } from "vitest";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import { DEAL_STATES, type DealState } from "@/features/deals/types";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { isMileageUpgradeVisible, upgradeMileagePackages } from "./mileage-upgrade";

const at = (berlinTime: string) => ({ now: dayjs.tz(berlinTime, TIME_ZONE) });

describe("isMileageUpgradeVisible (deals.md section 4)", () => {
  const hidden: ReadonlySet<DealState> = new Set(["ENDED", "INACTIVE", "STOPPED", "CANCELED"]);
  it.each(DEAL_STATES.map((state) => [state, !hidden.has(state)] as const))("%s, a year before the end → %s", (state, expected) => {
    expect(isMileageUpgradeVisible(makeDeal({ state, end_date: "2027-06-30" }), at("2026-06-30 12:00"))).toBe(expected);
  });

  it.each([
    // End 31 March 2027: possible up to and including 31 December 2026.
    ["2027-03-31", "2026-12-30 12:00", true],
    ["2027-03-31", "2026-12-31 23:59:59", true],
    ["2027-03-31", "2027-01-01 00:00:00", false],
    ["2027-03-31", "2027-03-31 12:00", false],
    // End 31 May 2026: 3 months earlier is 28 February.
    ["2026-05-31", "2026-02-28 23:59:59", true],
    ["2026-05-31", "2026-03-01 00:00:00", false],
    // End 29 June 2026: the last day is 29 March, when the clocks go forward.
    ["2026-06-29", "2026-03-29 23:59:59", true],
    ["2026-06-29", "2026-03-30 00:00:00", false],
    [null, "2030-01-01 12:00", true],
  ])("ACTIVE, end %s, at %s → %s", (endDate, now, expected) => {
    expect(isMileageUpgradeVisible(makeDeal({ state: "ACTIVE", end_date: endDate }), at(now))).toBe(expected);
  });
});

describe("upgradeMileagePackages (deals.md section 4: never downward)", () => {
  const packages = [1000, 1500, 2000, 2500].map((mileage_package) => ({ mileage_package, amount_change: 0 }));

  it.each([
    [1500, [2000, 2500]],
    [1000, [1500, 2000, 2500]],
    [2500, []],
    [1750, [2000, 2500]],
    [null, [1000, 1500, 2000, 2500]],
  ])("current %s → %j", (current, expected) => {
    expect(upgradeMileagePackages(makeDeal({ mileage_package: current }), packages).map((p) => p.mileage_package)).toEqual(expected);
  });
});
