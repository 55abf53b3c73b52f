import { describe, expect, it } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { mileageReportOutcome, type MileageReport } from "./mileage-report-outcome";

const recommended = { mileage_package: 2000, mileage_package_fee: 79 };
const usage = { monthly_mileage_usage: 1700, estimated_total_mileage_usage: 20400 };
const deal = makeDeal(); // Volkswagen ID.3

describe("mileageReportOutcome (deals.md section 4)", () => {
  it.each<[string, MileageReport | null, ReturnType<typeof mileageReportOutcome>]>([
    [
      "positive with a recommended package",
      { ...usage, monthly_mileage_excess: 200, recommended_mileage_package: recommended },
      { kind: "exceeds", recommendedPackage: recommended },
    ],
    [
      "1 km over with a recommended package",
      { monthly_mileage_excess: 1, recommended_mileage_package: recommended },
      { kind: "exceeds", recommendedPackage: recommended },
    ],
    ["positive without a recommended package", { ...usage, monthly_mileage_excess: 200 }, { kind: "exceeds", recommendedPackage: null }],
    ["negative", { ...usage, monthly_mileage_excess: -300 }, { kind: "notExceeding" }],
    ["1 km under", { monthly_mileage_excess: -1 }, { kind: "notExceeding" }],
    ["zero", { ...usage, monthly_mileage_excess: 0 }, { kind: "error" }],
    ["missing, with other data", usage, { kind: "error" }],
    ["null, with a recommended package", { monthly_mileage_excess: null, recommended_mileage_package: recommended }, { kind: "error" }],
    ["missing alone", {}, { kind: "fallback", make: "Volkswagen", model: "ID.3" }],
    ["null fields only", { monthly_mileage_excess: null, monthly_mileage_usage: null }, { kind: "fallback", make: "Volkswagen", model: "ID.3" }],
    ["no answer", null, { kind: "fallback", make: "Volkswagen", model: "ID.3" }],
  ])("%s → %j", (_case, report, expected) => {
    expect(mileageReportOutcome(deal, report)).toEqual(expected);
  });

  it("names no car when the deal has none", () => {
    expect(mileageReportOutcome(makeDeal({ car: null }), {})).toEqual({ kind: "fallback", make: null, model: null });
  });
});
