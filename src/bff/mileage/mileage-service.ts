import "server-only";
import { randomUUID } from "node:crypto";
import { and, desc, eq, ne } from "drizzle-orm";
import { settlementFreeKilometres } from "@/features/loyalty/rules/loyalty-rules";
import { DEFAULT_MAXIMUM_MILEAGE, estimateMileage, toMileageReport } from "@/features/mileage/rules/mileage-estimate";
import type { MileageReport } from "@/features/mileage/rules/mileage-report-outcome";
import { shouldFetchLatestMileage } from "@/features/mileage/rules/latest-mileage";
import { mileageStanding, type DealMileage } from "@/features/mileage/rules/mileage-standing";
import type { Audience } from "@/lib/audience";
import { inBerlin, type Dayjs } from "@/lib/clock";
import type { Db } from "../db/client";
import { car, deal, mileageReport, type CarRow, type DealRow } from "../db/schema";
import { ownedDeal } from "../deals/deal-ownership";
import { ConflictError, ValidationError } from "../domain-errors";
import { loyaltyLevelOfCustomer } from "../loyalty/loyalty-ledger";
import { redeemedFreeKilometres } from "../loyalty/loyalty-service";
import { mileagePackageCatalogueOf } from "./mileage-package-service";
import { mileageUpgradeBlock } from "@/features/mileage/rules/mileage-packages";
import { toDeal } from "../deals/deal-mapper";
import { companySettingsOf } from "../business/business-portal-service";

/** deals.md §3 "Latest mileage". */
export interface LatestMileage {
  mileage: number;
  maximum_mileage: number;
}

/**
 * The latest mileage of a car of one of the customer's deals: the last report, else the
 * handover protocol's reading. Null when the car is not on an active deal of the customer.
 */
export async function getLatestMileage(db: Db, customerId: string, carId: string): Promise<LatestMileage | null> {
  const [row] = await db
    .select({ deal, car })
    .from(deal)
    .innerJoin(car, eq(car.id, deal.carId))
    .where(and(eq(deal.customerId, customerId), eq(deal.carId, carId), eq(deal.state, "ACTIVE")))
    .limit(1);
  if (!row) return null;
  return latestOf(db, row.deal, row.car);
}

/**
 * The deal page's mileage block: the latest reading of an active deal's car and its report's
 * estimate against today's package (`mileageStanding`). Null when no mileage is fetched for the
 * deal (deals.md §4 "only for an ACTIVE deal with a car") or it is not the customer's.
 */
export async function getMileageStanding(db: Db, customerId: string, dealId: string): Promise<DealMileage | null> {
  const [row] = await db.select({ deal }).from(deal).where(ownedDeal(customerId, dealId)).limit(1);
  if (!row || !shouldFetchLatestMileage({ state: row.deal.state, car_id: row.deal.carId })) return null;
  const subscription = row.deal;
  const [last] = await db
    .select({ mileage: mileageReport.currentMileage, createdAt: mileageReport.createdAt })
    .from(mileageReport)
    .where(eq(mileageReport.dealId, dealId))
    .orderBy(desc(mileageReport.createdAt))
    .limit(1);
  const loyaltyFreeKm = await redeemedFreeKilometres(db, customerId, dealId);
  const standing = mileageStanding({
    report: last ? { mileage: last.mileage, reportedAt: inBerlin(last.createdAt.toISOString()) } : null,
    handoverMileage: subscription.handoverMileage,
    handoverDate: subscription.actualHandoverDate ? inBerlin(subscription.actualHandoverDate.toISOString()) : null,
    term: subscription.term,
    mileagePackage: subscription.mileagePackage,
    addonMileage: subscription.addonMileage ?? 0,
  });
  return { ...standing, loyalty_free_km: loyaltyFreeKm };
}

/**
 * Stores a mileage report and answers its estimate (deals.md §3, §7). The reading must be a
 * whole number (the catalogue's schema) not above maximum_mileage (deals.md §5); that is the whole
 * rule: §5 names no lower bound, so a reading below the last one is taken (a customer corrects a
 * mistyped reading), and it becomes the latest.
 */
export async function reportMileage(
  db: Db,
  customerId: string,
  audience: Audience,
  dealId: string,
  { current_mileage: currentMileage, dealId: bodyDealId }: { current_mileage: number; dealId?: string | undefined },
  now: Dayjs,
): Promise<MileageReport | null> {
  // Step forms add the deal id to mileage reports (account.md §7); it must name the same deal.
  if (bodyDealId !== undefined && bodyDealId !== dealId) {
    throw new ValidationError([{ path: "dealId", code: "deal_id_mismatch", message: "The dealId does not match the deal of the path." }]);
  }
  const [row] = await db.select({ deal, car }).from(deal).leftJoin(car, eq(car.id, deal.carId)).where(ownedDeal(customerId, dealId)).limit(1);
  if (!row) return null;
  const { deal: subscription, car: vehicle } = row;
  if (!vehicle || !shouldFetchLatestMileage({ state: subscription.state, car_id: subscription.carId })) {
    throw new ConflictError("mileage_not_reportable", "Mileage is reported only for an active subscription with a car");
  }
  const latest = await latestOf(db, subscription, vehicle);
  if (currentMileage > latest.maximum_mileage) {
    // deals.md §5: the UI words it as "Die eingegebene Laufleistung überschreitet das zulässige Limit."
    const { maximum_mileage: maximum } = latest;
    throw new ValidationError([
      { path: "current_mileage", code: "mileage_above_limit", values: { maximum }, message: `The mileage is above the limit of ${maximum} km.` },
    ]);
  }
  // Without a handover reading there is nothing to compare with: the answer carries no values,
  // which the portal shows as the fallback message naming the car (deals.md §4).
  if (subscription.actualHandoverDate === null || subscription.handoverMileage === null) return {};

  const estimate = estimateMileage({
    currentMileage,
    handoverMileage: subscription.handoverMileage,
    handoverDate: inBerlin(subscription.actualHandoverDate.toISOString()),
    now,
    term: subscription.term,
    mileagePackage: subscription.mileagePackage ?? 0,
    addonMileage: subscription.addonMileage ?? 0,
    additionalMileageFeeCents: subscription.additionalMileageFeeCents ?? 0,
    catalogue: await mileagePackageCatalogueOf(db),
    audience,
    freeKilometresOnSettlement: await freeKilometresOnSettlementOf(db, customerId, dealId),
    upgradePossible:
      mileageUpgradeBlock(toDeal(subscription, null, now), { now, audience, businessSettings: await companySettingsOf(db, customerId) }) === null,
  });
  await db.insert(mileageReport).values({
    id: randomUUID(),
    dealId,
    customerId,
    currentMileage,
    monthlyMileageUsage: estimate.monthly_mileage_usage,
    monthlyMileageExcess: estimate.monthly_mileage_excess,
    estimatedTotalMileageUsage: estimate.estimated_total_mileage_usage,
    estimatedTotalExcess: estimate.estimated_total_excess,
    estimatedTotalExcessMileageCostCents: estimate.estimated_total_excess_mileage_cost_cents,
    recommendedMileagePackage: estimate.recommended_mileage_package?.mileage_package ?? null,
    recommendedMileagePackageFeeCents:
      estimate.recommended_mileage_package === null ? null : Math.round(estimate.recommended_mileage_package.mileage_package_fee * 100),
    createdAt: now.toDate(),
  });
  return toMileageReport(estimate);
}

/**
 * account.md §9 "Extra free km on final settlement (once)": the level's free kilometres, unless
 * another of the customer's deals has already ended (its final settlement was the one that
 * granted them; the settlements themselves are the operations side's, so an ended deal stands for one).
 */
async function freeKilometresOnSettlementOf(db: Db, customerId: string, dealId: string): Promise<number> {
  const [level, [ended]] = await Promise.all([
    loyaltyLevelOfCustomer(db, customerId),
    db
      .select({ id: deal.id })
      .from(deal)
      .where(and(eq(deal.customerId, customerId), eq(deal.state, "ENDED"), ne(deal.id, dealId)))
      .limit(1),
  ]);
  return settlementFreeKilometres(level, ended !== undefined);
}

async function latestOf(db: Db, subscription: DealRow, vehicle: CarRow): Promise<LatestMileage> {
  const [last] = await db
    .select({ mileage: mileageReport.currentMileage })
    .from(mileageReport)
    .where(eq(mileageReport.dealId, subscription.id))
    .orderBy(desc(mileageReport.createdAt))
    .limit(1);
  return {
    mileage: last?.mileage ?? subscription.handoverMileage ?? 0,
    maximum_mileage: vehicle.maximumMileage ?? DEFAULT_MAXIMUM_MILEAGE,
  };
}
