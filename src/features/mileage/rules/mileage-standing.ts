import type { Dayjs } from "@/lib/clock";
import { estimateMileage } from "./mileage-estimate";

/**
 * The deal page's mileage block (after a report, the deal page tells what was
 * reported): the latest reading and what it means for the package the deal has now.
 */
export interface MileageStanding {
  /** The latest reading, km: the last report, else the handover protocol's. */
  mileage: number;
  /** When it was reported (ISO); null for the handover reading. */
  reported_at: string | null;
  /** The report's estimate against the current package; null without a report or handover data. */
  estimate: {
    monthly_mileage_usage: number;
    /** Positive: km a month above the package (with the one-time kilometres); else within it. */
    monthly_mileage_excess: number;
    mileage_package: number;
  } | null;
}

/** The block as the deal page reads it: the standing and the free kilometres redeemed for this deal. */
export interface DealMileage extends MileageStanding {
  /** Free kilometres redeemed from loyalty points and credited to this deal (features/loyalty/rules/free-kilometres). */
  loyalty_free_km: number;
}

export interface MileageStandingInput {
  report: { mileage: number; reportedAt: Dayjs } | null;
  handoverMileage: number | null;
  handoverDate: Dayjs | null;
  term: number | null;
  mileagePackage: number | null;
  addonMileage: number;
}

/**
 * The estimate is the report's (deals.md §3 "Mileage report response": usage since handover
 * extrapolated at the day of the report), measured against the package the deal has today: a
 * package raised after the report (or kilometres booked once) counts, so the deal page never says
 * "more than your package" about a package the customer has already left.
 */
export function mileageStanding(input: MileageStandingInput): MileageStanding {
  const { report, handoverMileage, handoverDate, mileagePackage } = input;
  if (report === null) return { mileage: handoverMileage ?? 0, reported_at: null, estimate: null };
  const reported_at = report.reportedAt.toISOString();
  if (handoverMileage === null || handoverDate === null || mileagePackage === null) return { mileage: report.mileage, reported_at, estimate: null };
  const estimate = estimateMileage({
    currentMileage: report.mileage,
    handoverMileage,
    handoverDate,
    now: report.reportedAt,
    term: input.term,
    mileagePackage,
    addonMileage: input.addonMileage,
    additionalMileageFeeCents: 0,
    catalogue: [],
    audience: "b2c",
  });
  return {
    mileage: report.mileage,
    reported_at,
    estimate: {
      monthly_mileage_usage: estimate.monthly_mileage_usage,
      monthly_mileage_excess: estimate.monthly_mileage_excess,
      mileage_package: mileagePackage,
    },
  };
}
