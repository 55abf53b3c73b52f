import type { Dayjs } from "@/lib/clock";
import type { MileageReport, RecommendedMileagePackage } from "./mileage-report-outcome";

/** deals.md §5 and §9: a report may state at most the latest mileage's maximum_mileage, default 100000 km. */
export const DEFAULT_MAXIMUM_MILEAGE = 100_000;

/**
 * Monthly packages (km per month) a subscription can be moved to. The spec lists the packages a
 * deal offers (GET mileage_packages) but not the catalogue; these are the seeded deals' packages.
 */
export const MILEAGE_PACKAGES = [500, 1000, 1500, 2000, 2500, 3000, 4000, 5000] as const;

/**
 * Monthly price of 500 km more per month. The price list is not in the spec (deals.md §3 only
 * names mileage_package_fee); the embedded BFF prices an upgrade at 25 EUR per 500 km step.
 */
export const PACKAGE_STEP_KM = 500;
export const PACKAGE_STEP_FEE_CENTS = 2_500;

/** Term assumed for an open-ended subscription's totals (deals.md §3 term_type OPEN_ENDED has no term). */
export const OPEN_ENDED_ESTIMATE_MONTHS = 12;

export interface MileageEstimateInput {
  currentMileage: number;
  handoverMileage: number;
  handoverDate: Dayjs;
  now: Dayjs;
  term: number | null;
  mileagePackage: number;
  /** One-time extra kilometres bought for the whole term. */
  addonMileage: number;
  additionalMileageFeeCents: number;
}

export interface MileageEstimate {
  monthly_mileage_usage: number;
  monthly_mileage_excess: number;
  estimated_total_mileage_usage: number;
  estimated_total_excess: number;
  /** EUR, two decimals (the wire amount of deals.md §3). */
  estimated_total_excess_mileage_cost: number;
  recommended_mileage_package: RecommendedMileagePackage | null;
  estimated_total_excess_mileage_cost_cents: number;
}

/**
 * The mileage report's estimate (deals.md §3 "Mileage report response"): the monthly usage since
 * handover, extrapolated to the term and compared with the package plus the one-time add-on. A
 * report in the first month counts as one month, so that a few days do not extrapolate wildly.
 */
export function estimateMileage(input: MileageEstimateInput): MileageEstimate {
  const months = Math.max(1, input.now.diff(input.handoverDate, "month", true));
  const term = input.term ?? OPEN_ENDED_ESTIMATE_MONTHS;
  const monthlyUsage = Math.round((input.currentMileage - input.handoverMileage) / months);
  const monthlyAllowance = input.mileagePackage + input.addonMileage / term;
  const monthlyExcess = Math.round(monthlyUsage - monthlyAllowance);
  const totalExcess = monthlyExcess * term;
  const costCents = Math.max(0, totalExcess) * input.additionalMileageFeeCents;
  return {
    monthly_mileage_usage: monthlyUsage,
    monthly_mileage_excess: monthlyExcess,
    estimated_total_mileage_usage: monthlyUsage * term,
    estimated_total_excess: totalExcess,
    estimated_total_excess_mileage_cost: costCents / 100,
    estimated_total_excess_mileage_cost_cents: costCents,
    recommended_mileage_package: monthlyExcess > 0 ? recommendPackage(monthlyUsage - input.addonMileage / term, input.mileagePackage) : null,
  };
}

/** The smallest package that covers the usage (never downward); the largest when none does. */
export function recommendPackage(monthlyUsage: number, currentPackage: number): RecommendedMileagePackage | null {
  const larger = MILEAGE_PACKAGES.filter((candidate) => candidate > currentPackage);
  if (larger.length === 0) return null;
  const mileagePackage = larger.find((candidate) => candidate >= monthlyUsage) ?? larger[larger.length - 1]!;
  const steps = Math.ceil((mileagePackage - currentPackage) / PACKAGE_STEP_KM);
  return { mileage_package: mileagePackage, mileage_package_fee: (steps * PACKAGE_STEP_FEE_CENTS) / 100 };
}

/** The answer without the stored-only cents. */
export function toMileageReport({ estimated_total_excess_mileage_cost_cents: _cents, ...report }: MileageEstimate): MileageReport {
  return report;
}
