import type { Deal } from "@/features/deals/types";

export interface RecommendedMileagePackage {
  mileage_package: number;
  mileage_package_fee: number;
}

/** POST /deals/{id}/mileage-report's answer (deals.md §3); any field may be missing. */
export interface MileageReport {
  monthly_mileage_usage?: number | null;
  monthly_mileage_excess?: number | null;
  estimated_total_mileage_usage?: number | null;
  estimated_total_excess?: number | null;
  estimated_total_excess_mileage_cost?: number | null;
  recommended_mileage_package?: RecommendedMileagePackage | null;
}

export type MileageReportOutcome =
  /** Exceeds-mileage message; the upgrade button (opens mileage-upgrade) needs a recommended package. */
  | { kind: "exceeds"; recommendedPackage: RecommendedMileagePackage | null }
  | { kind: "notExceeding" }
  | { kind: "error" }
  /** Fallback message naming the car's make and model. */
  | { kind: "fallback"; make: string | null; model: string | null };

/**
 * deals.md §4: "Mileage report outcome by monthly_mileage_excess: positive with a recommended
 * package gives an exceeds-mileage message with an upgrade button (opens mileage-upgrade) and a
 * secondary button; negative gives a not-exceeding message; zero, or a missing value with other
 * data, opens the error modal; a missing value alone gives a fallback message naming the car make
 * and model." Positive without a recommended package is not named: the exceeds message shows
 * without the upgrade button.
 */
export function mileageReportOutcome(deal: Pick<Deal, "car">, report: MileageReport | null): MileageReportOutcome {
  const excess = report?.monthly_mileage_excess ?? null;
  if (excess === null) {
    return hasOtherData(report) ? { kind: "error" } : { kind: "fallback", make: deal.car?.oem ?? null, model: deal.car?.model ?? null };
  }
  if (excess > 0) return { kind: "exceeds", recommendedPackage: report?.recommended_mileage_package ?? null };
  if (excess < 0) return { kind: "notExceeding" };
  return { kind: "error" };
}

function hasOtherData(report: MileageReport | null): boolean {
  return Object.values(report ?? {}).some((value) => value !== null && value !== undefined);
}
