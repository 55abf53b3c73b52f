import type { Dayjs } from "@/lib/clock";
import type { Audience } from "@/lib/audience";
import type { MileageReport, RecommendedMileagePackage } from "./mileage-report-outcome";
import { VAT_FACTOR } from "@/lib/money";
import { packageFeeCents, type MileagePackagePrice } from "./mileage-packages";

/** deals.md §5 and §9: a report may state at most the latest mileage's maximum_mileage, default 100000 km. */
export const DEFAULT_MAXIMUM_MILEAGE = 100_000;

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
  /** The price list the recommended package's fee comes from (the BFF's `mileage_package_catalogue`). */
  catalogue: readonly MileagePackagePrice[];
  /** Business customers are quoted net of VAT (deals.md §6). */
  audience: Audience;
  /**
   * Extra kilometres the final settlement does not charge: the loyalty level's free kilometres
   * (account.md §9, `settlementFreeKilometres`), 0 when none.
   */
  freeKilometresOnSettlement?: number;
  /**
   * Whether the deal's package can still be raised (`mileageUpgradeBlock` is null). A package the
   * customer can no longer book is not recommended: the report offered "Kilometerpaket erhöhen"
   * 40 days before the end, and the upgrade then said it was too late (deals.md §4).
   */
  upgradePossible?: boolean;
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
 * The estimated cost is what the final settlement charges: the excess after the loyalty level's
 * free kilometres, at the deal's fee per extra kilometre (gross, as the deal's rate is): a business
 * customer is quoted it net of VAT, as every other price (deals.md §6).
 */
export function estimateMileage(input: MileageEstimateInput): MileageEstimate {
  const months = Math.max(1, input.now.diff(input.handoverDate, "month", true));
  const term = input.term ?? OPEN_ENDED_ESTIMATE_MONTHS;
  const monthlyUsage = Math.round((input.currentMileage - input.handoverMileage) / months);
  const monthlyAllowance = input.mileagePackage + input.addonMileage / term;
  const monthlyExcess = Math.round(monthlyUsage - monthlyAllowance);
  const totalExcess = monthlyExcess * term;
  const chargedExcess = Math.max(0, totalExcess - (input.freeKilometresOnSettlement ?? 0));
  const grossCostCents = chargedExcess * input.additionalMileageFeeCents;
  const costCents = input.audience === "b2b" ? Math.round(grossCostCents / VAT_FACTOR) : grossCostCents;
  return {
    monthly_mileage_usage: monthlyUsage,
    monthly_mileage_excess: monthlyExcess,
    estimated_total_mileage_usage: monthlyUsage * term,
    estimated_total_excess: totalExcess,
    estimated_total_excess_mileage_cost: costCents / 100,
    estimated_total_excess_mileage_cost_cents: costCents,
    recommended_mileage_package:
      monthlyExcess > 0 && input.upgradePossible !== false
        ? recommendPackage(monthlyUsage - input.addonMileage / term, input.mileagePackage, input.catalogue, input.audience)
        : null,
  };
}

/**
 * The smallest offered package that covers the usage (never downward); the largest when none does.
 * Its fee is the monthly difference of the price list (`packageFeeCents`), as the upgrade charges it.
 */
export function recommendPackage(
  monthlyUsage: number,
  currentPackage: number,
  catalogue: readonly MileagePackagePrice[],
  audience: Audience,
): RecommendedMileagePackage | null {
  const larger = catalogue
    .map((price) => price.mileage_package)
    .filter((candidate) => candidate > currentPackage)
    .sort((a, b) => a - b);
  if (larger.length === 0) return null;
  const mileagePackage = larger.find((candidate) => candidate >= monthlyUsage) ?? larger[larger.length - 1]!;
  const feeCents = packageFeeCents(catalogue, currentPackage, mileagePackage, audience);
  return feeCents === null ? null : { mileage_package: mileagePackage, mileage_package_fee: feeCents / 100 };
}

/** The answer without the stored-only cents. */
export function toMileageReport({ estimated_total_excess_mileage_cost_cents: _cents, ...report }: MileageEstimate): MileageReport {
  return report;
}
