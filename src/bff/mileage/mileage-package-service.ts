import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import {
  grossRateCents,
  isLateChange,
  mileageUpgradeBlock,
  priceUpgrades,
  rateInCustomerPricesCents,
  toOffer,
  type MileagePackagePrice,
} from "@/features/mileage/rules/mileage-packages";
import type { MileagePackages, MileagePackageUpgrade } from "@/features/mileage/types";
import type { Audience } from "@/lib/audience";
import type { Dayjs } from "@/lib/clock";
import type { Db } from "../db/client";
import { deal, mileagePackageCatalogue, mileagePackageChange, type DealRow, type MileagePackageChangeRow } from "../db/schema";
import { toDeal } from "../deals/deal-mapper";
import { ownedDeal } from "../deals/deal-ownership";
import { ConflictError, ValidationError } from "../domain-errors";
import { enqueue } from "../outbox/outbox";
import { companySettingsOf } from "../business/business-portal-service";

/** The packages on offer, from the price list (`mileage_package_catalogue`). */
export async function mileagePackageCatalogueOf(db: Db): Promise<MileagePackagePrice[]> {
  const rows = await db
    .select()
    .from(mileagePackageCatalogue)
    .where(eq(mileagePackageCatalogue.active, true))
    .orderBy(asc(mileagePackageCatalogue.mileagePackage));
  return rows.map((row) => ({
    mileage_package: row.mileagePackage,
    surcharge_gross_cents: row.surchargeGrossCents,
    surcharge_net_cents: row.surchargeNetCents,
  }));
}

async function findOwned(db: Db, customerId: string, dealId: string): Promise<DealRow | null> {
  const [row] = await db.select().from(deal).where(ownedDeal(customerId, dealId)).limit(1);
  return row ?? null;
}

/** GET …/deals/{id}/mileage_packages (deals.md §3, §4, §7); null (404) when the deal is not the customer's. */
export async function getMileagePackages(
  db: Db,
  customerId: string,
  audience: Audience,
  dealId: string,
  now: Dayjs,
): Promise<MileagePackages | null> {
  const row = await findOwned(db, customerId, dealId);
  if (!row) return null;
  const subject = toDeal(row, null, now);
  const context = { now, audience, businessSettings: await companySettingsOf(db, customerId) };
  const block = mileageUpgradeBlock(subject, context);
  // Quoted in the customer's prices (business: net of VAT), the stored rate is gross.
  const rateCents = rateInCustomerPricesCents(row.amountCents, audience);
  const offers = block === null ? priceUpgrades(subject, rateCents, await mileagePackageCatalogueOf(db), context) : [];
  return {
    mileage_package: row.mileagePackage,
    amount: rateCents / 100,
    is_late_change: isLateChange(subject, context),
    unavailable_reason: block,
    available_mileage_packages: offers.map(toOffer),
    net_prices: audience === "b2b",
  };
}

/**
 * PUT …/deals/{id}/mileage_packages {mileage_package} (deals.md §4, §7): raises the package at the
 * price the same rule offered, stores the change and moves the deal's package and monthly rate in
 * one transaction, with the message for the operations side. Refused: a package that is not offered
 * or not above the current one (422), a deal past the window or in a hidden state (409).
 *
 * A repeat is harmless without an Idempotency-Key: asking for the package the deal already has,
 * right after the change to it, answers that change again and writes nothing; the deal row is
 * updated only while it still has the package the price was made for, so two concurrent requests
 * apply once.
 */
export async function upgradeMileagePackage(
  db: Db,
  customerId: string,
  audience: Audience,
  dealId: string,
  { mileage_package: target }: { mileage_package: number },
  now: Dayjs,
): Promise<MileagePackageUpgrade | null> {
  const row = await findOwned(db, customerId, dealId);
  if (!row) return null;
  const repeated = await repeatedChange(db, row, target);
  if (repeated) return toUpgrade(repeated, audience);

  const subject = toDeal(row, null, now);
  const context = { now, audience, businessSettings: await companySettingsOf(db, customerId) };
  const block = mileageUpgradeBlock(subject, context);
  if (block === "mileage_upgrade_not_available") throw new ConflictError(block, "The mileage package of this subscription cannot be changed");
  if (block === "mileage_upgrade_order_pending") throw new ConflictError(block, "The mileage package can be changed once the order is finished");
  if (block === "mileage_upgrade_switched_off") throw new ConflictError(block, "The company has switched the mileage upgrade off");
  if (block === "mileage_upgrade_too_late") throw new ConflictError(block, "The mileage package can be changed only up to 3 months before the end");

  const offers = priceUpgrades(subject, rateInCustomerPricesCents(row.amountCents, audience), await mileagePackageCatalogueOf(db), context);
  const offer = offers.find((candidate) => candidate.mileage_package === target);
  if (!offer) {
    const higher = row.mileagePackage === null || target > row.mileagePackage;
    throw new ValidationError([
      higher
        ? { path: "mileage_package", code: "mileage_package_not_offered", message: `${target} km is not an offered package.` }
        : {
            path: "mileage_package",
            code: "mileage_package_not_higher",
            values: { current: row.mileagePackage ?? 0 },
            message: `The package must be above the current ${row.mileagePackage} km.`,
          },
    ]);
  }

  const createdAt = now.toDate();
  // The deal keeps its rate gross (deals.md §3 amount): a business customer's net rate back to gross.
  const newGrossCents = grossRateCents(offer.new_amount_cents, audience);
  const change = await db.transaction(async (tx) => {
    const moved = await tx
      .update(deal)
      .set({ mileagePackage: offer.mileage_package, amountCents: newGrossCents })
      .where(and(ownedDeal(customerId, dealId), samePackage(row.mileagePackage), eq(deal.amountCents, row.amountCents)))
      .returning({ id: deal.id });
    if (moved.length === 0) return null;
    const [stored] = await tx
      .insert(mileagePackageChange)
      .values({
        id: `mileage-package-change-${randomUUID()}`,
        dealId,
        customerId,
        oldMileagePackage: row.mileagePackage,
        newMileagePackage: offer.mileage_package,
        oldAmountCents: row.amountCents,
        amountChangeCents: offer.amount_change_cents,
        newAmountCents: newGrossCents,
        oneTimePaymentCents: offer.one_time_payment_cents,
        isLateChange: isLateChange(subject, context),
        createdAt,
      })
      .returning();
    await enqueue(
      tx,
      {
        topic: "mileage-package-change",
        payload: {
          subscription_id: dealId,
          mileage_package: offer.mileage_package,
          previous_mileage_package: row.mileagePackage,
          amount: offer.new_amount_cents / 100,
          amount_change: offer.amount_change_cents / 100,
          one_time_payment: offer.one_time_payment_cents / 100,
          net_prices: audience === "b2b",
        },
      },
      createdAt,
    );
    return stored!;
  });
  if (change) return toUpgrade(change, audience);
  // Another request changed the deal in between: answer it when it made this very change.
  const current = await findOwned(db, customerId, dealId);
  const concurrent = current && (await repeatedChange(db, current, target));
  if (concurrent) return toUpgrade(concurrent, audience);
  throw new ConflictError("mileage_package_changed", "The mileage package changed meanwhile; load the offers again");
}

function samePackage(mileagePackage: number | null) {
  return mileagePackage === null ? isNull(deal.mileagePackage) : eq(deal.mileagePackage, mileagePackage);
}

/** The deal's last change, when it was the change to `target` and the deal still has it. */
async function repeatedChange(db: Db, row: DealRow, target: number): Promise<MileagePackageChangeRow | null> {
  if (row.mileagePackage !== target) return null;
  const [last] = await db
    .select()
    .from(mileagePackageChange)
    .where(eq(mileagePackageChange.dealId, row.id))
    .orderBy(desc(mileagePackageChange.createdAt))
    .limit(1);
  return last && last.newMileagePackage === target && last.newAmountCents === row.amountCents ? last : null;
}

function toUpgrade(row: MileagePackageChangeRow, audience: Audience): MileagePackageUpgrade {
  return {
    mileage_package: row.newMileagePackage,
    previous_mileage_package: row.oldMileagePackage,
    amount_change: row.amountChangeCents / 100,
    new_amount: rateInCustomerPricesCents(row.newAmountCents, audience) / 100,
    one_time_payment: row.oneTimePaymentCents / 100,
    is_late_change: row.isLateChange,
    net_prices: audience === "b2b",
    changed_at: row.createdAt.toISOString(),
  };
}
