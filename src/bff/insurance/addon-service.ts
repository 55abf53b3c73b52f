import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull, type AnyColumn, type SQL } from "drizzle-orm";
import type { Issue } from "@/api/problem-codes";
import { berlinDay } from "@/lib/calendar-day";
import type { Dayjs } from "@/lib/clock";
import { formatCents, netOfVat } from "@/lib/money";
import type { Locale } from "@/i18n/locales";
import type { Deal } from "@/features/deals/types";
import { isAddonChangeAllowed } from "@/features/deals/rules/addon-change";
import { addonChargeCents, dealFieldsWithAddon, type AddonDealFields } from "@/features/insurance/rules/addon-pricing";
import { dealAddonOffer } from "@/features/insurance/rules/deal-addons";
import { deductibleReductionOffer, doesProtectionLowerTheDeductible } from "@/features/insurance/rules/deductible-reduction";
import { insuranceType } from "@/features/insurance/rules/insurance-type";
import { offeredInsuranceOptions } from "@/features/insurance/rules/insurance-options";
import type { Addon, AddonChange, DealAddons, LoyaltyLevel } from "@/features/insurance/types";
import type { Db } from "../db/client";
import { addon, appliedAddon, car, deal, type AddonRow, type AppliedAddonRow, type CarRow, type DealRow } from "../db/schema";
import { toDeal } from "../deals/deal-mapper";
import { withLoyaltyDeductibleCap } from "@/features/insurance/rules/loyalty-deductible";
import { ownedDeal } from "../deals/deal-ownership";
import { ConflictError, ValidationError } from "../domain-errors";
import { loyaltyLevelOfCustomer } from "../loyalty/loyalty-ledger";
import { enqueue } from "../outbox/outbox";

/**
 * Add-ons of a deal (deals.md §3 "Addons", §4 Mileage and Insurance, §7 /api/addons, /attach,
 * /cancel, accept-deductibles-reduction; account.md §4 add-on change rule). The deal is named by
 * `subscriptionId` in the body: another customer's is "not found" (null, a bare 404). Prices,
 * eligibility and the deal's new figures come from the pure rules of `features/insurance/rules`.
 */

interface OwnedDeal {
  row: DealRow;
  car: CarRow | null;
  loyaltyLevel: LoyaltyLevel | null;
  applied: AppliedAddonRow[];
}

async function findOwnedDeal(db: Db, customerId: string, dealId: string): Promise<OwnedDeal | null> {
  const [found] = await db.select({ deal, car }).from(deal).leftJoin(car, eq(car.id, deal.carId)).where(ownedDeal(customerId, dealId)).limit(1);
  if (!found) return null;
  const [applied, loyaltyLevel] = await Promise.all([
    db
      .select()
      .from(appliedAddon)
      .where(and(eq(appliedAddon.dealId, dealId), isNull(appliedAddon.canceledAt)))
      .orderBy(asc(appliedAddon.attachedAt)),
    // The level comes from the points ledger, its one home (bff/loyalty/loyalty-ledger.ts).
    loyaltyLevelOfCustomer(db, customerId),
  ]);
  return { row: found.deal, car: found.car, loyaltyLevel, applied };
}

/** The catalogue's add-ons for a product, in their order (productIds null: every product). */
async function addonsForProduct(db: Db, productId: string | null): Promise<AddonRow[]> {
  const rows = await db.select().from(addon).orderBy(asc(addon.group), asc(addon.position), asc(addon.id));
  return rows.filter((row) => row.productIds === null || (productId !== null && row.productIds.includes(productId)));
}

function toAddon(row: AddonRow, loyaltyLevel: LoyaltyLevel | null, locale: Locale): Addon {
  const gross = addonChargeCents(row, loyaltyLevel) / 100;
  const german = locale === "de-DE";
  return {
    addon_id: row.id,
    group: row.group,
    pricing: { amount: { gross, net: netOfVat(gross) }, billing: row.billing },
    attributes: {
      coverage: { full: row.coverageFullCents, partial: row.coveragePartialCents },
      additional_kilometers: row.additionalKilometers,
    },
    display_info: { title: german ? row.titleDe : row.titleEn, description: german ? row.descriptionDe : row.descriptionEn },
  };
}

const productOf = (found: OwnedDeal) => found.car?.externalProductId ?? null;

/** POST /api/addons {productId, subscriptionId}: the §3 shape for this deal and its car's product. */
export async function listDealAddons(
  db: Db,
  customerId: string,
  input: { productId: string; subscriptionId: string; locale?: Locale },
  now: Dayjs,
): Promise<DealAddons | null> {
  const found = await findOwnedDeal(db, customerId, input.subscriptionId);
  if (!found) return null;
  if (productOf(found) !== input.productId) throw productMismatch();
  const view = withLoyaltyDeductibleCap(toDeal(found.row, found.car, now), found.loyaltyLevel);
  const addons = (await addonsForProduct(db, input.productId)).map((row) => toAddon(row, found.loyaltyLevel, input.locale ?? "de-DE"));
  const offer = dealAddonOffer(view, { now }, addons, found.applied);
  const vk = view.customer_specific_vk_damage_deductible ?? view.damage_deductible_vollkasko;
  const tk = view.damage_deductible_teilkasko;
  return {
    canUpgradeInsurance: offer.canUpgradeInsurance,
    canAddAdditionalMileage: offer.canAddAdditionalMileage,
    insurance_type: insuranceType(view),
    // In the page's locale, as every other amount of it (account.md §9 "US region uses USD"): an
    // en-US modal said "1.000 €" beside "$1,000" (review round 7).
    vkValueFormatted: vk === null ? null : formatCents(vk),
    tkValueFormatted: tk === null ? null : formatCents(tk),
    appliedAddonIds: found.applied.map((row) => row.addonId),
    groups: offer.groups,
    loyalty_level: found.loyaltyLevel,
  };
}

function productMismatch(): ValidationError {
  return new ValidationError([{ path: "productId", code: "invalid", message: "productId: not the product of this subscription's car" }]);
}

/**
 * The deal still has the figures this change was computed from: the guard of the conditional
 * update that makes two concurrent add-on changes of one deal fail one of them (409) instead of
 * the later one overwriting the earlier one's figures.
 */
function unchangedSince(dealId: string, fields: AddonDealFields): SQL {
  const same = <T>(column: AnyColumn, value: T | null) => (value === null ? isNull(column) : eq(column, value));
  return and(
    eq(deal.id, dealId),
    same(deal.amountCents, fields.amountCents),
    same(deal.insuranceAmountCents, fields.insuranceAmountCents),
    same(deal.damageDeductibleVollkaskoCents, fields.damageDeductibleVollkaskoCents),
    same(deal.damageDeductibleTeilkaskoCents, fields.damageDeductibleTeilkaskoCents),
    same(deal.addonMileage, fields.addonMileage),
  )!;
}

/** Moves the deal from `before` to `after` inside `tx`, or rolls the transaction back with a 409. */
async function moveDealFigures(tx: Db, dealId: string, before: AddonDealFields, after: AddonDealFields): Promise<void> {
  const moved = await tx.update(deal).set(after).where(unchangedSince(dealId, before)).returning({ id: deal.id });
  if (moved.length === 0) {
    throw new ConflictError("addon_change_conflict", "This subscription changed meanwhile; reload it and try again");
  }
}

const dealFieldsOf = (row: DealRow): AddonDealFields => ({
  amountCents: row.amountCents,
  insuranceAmountCents: row.insuranceAmountCents,
  damageDeductibleVollkaskoCents: row.damageDeductibleVollkaskoCents,
  damageDeductibleTeilkaskoCents: row.damageDeductibleTeilkaskoCents,
  addonMileage: row.addonMileage,
});

/**
 * Stores the applied add-on with its price and the deal's new figures in one transaction, with
 * the outbox message of deals.md §7 ("then a call to an external automation endpoint with
 * subscriptionId, additionalKilometers, additionalMileageCosts, date").
 */
async function applyAddon(db: Db, customerId: string, found: OwnedDeal, row: AddonRow, now: Dayjs): Promise<AddonChange> {
  const charge = addonChargeCents(row, found.loyaltyLevel);
  const before = dealFieldsOf(found.row);
  const after = dealFieldsWithAddon(before, row, charge);
  const attachedAt = now.toDate();
  await db.transaction(async (tx) => {
    await moveDealFigures(tx, found.row.id, before, after);
    await tx.insert(appliedAddon).values({
      id: `applied-addon-${randomUUID()}`,
      dealId: found.row.id,
      customerId,
      addonId: row.id,
      group: row.group,
      billing: row.billing,
      priceCents: charge,
      previousFields: { ...before },
      attachedAt,
    });
    await enqueue(
      tx,
      {
        topic: "addon-attached",
        payload: {
          subscriptionId: found.row.id,
          addonId: row.id,
          additionalKilometers: row.additionalKilometers ?? 0,
          additionalMileageCosts: row.group === "mileage" ? charge / 100 : 0,
          date: berlinDay(now),
        },
      },
      attachedAt,
    );
  });
  return change(found.row.id, row, true, charge, after);
}

function change(subscriptionId: string, row: AddonRow, applied: boolean, chargeCents: number, fields: AddonDealFields): AddonChange {
  return {
    subscriptionId,
    addonId: row.id,
    applied,
    price: { gross: chargeCents / 100, billing: row.billing },
    deal: {
      amount: fields.amountCents / 100,
      insurance_amount: fields.insuranceAmountCents === null ? null : fields.insuranceAmountCents / 100,
      damage_deductible_vollkasko: fields.damageDeductibleVollkaskoCents,
      addon_mileage: fields.addonMileage,
    },
  };
}

async function catalogueAddon(db: Db, found: OwnedDeal, addonId: string): Promise<AddonRow> {
  const rows = await addonsForProduct(db, productOf(found));
  const row = rows.find((candidate) => candidate.id === addonId);
  if (!row) throw new ConflictError("addon_not_offered", "This add-on is not offered for this subscription's car");
  return row;
}

/**
 * POST /api/addons/attach {subscriptionId, addonId, isDeductible}: only when `isAddonChangeAllowed`
 * (409 `addon_change_not_allowed`, nothing written); an insurance option only as offered (§4);
 * `isDeductible` must name the protection add-on, or be left out; the protection only where it lowers
 * the deductible, and never beside an insurance option (`relevantAddonGroup`).
 */
export async function attachAddon(
  db: Db,
  customerId: string,
  input: { subscriptionId: string; addonId: string; isDeductible?: boolean },
  now: Dayjs,
): Promise<AddonChange | null> {
  const found = await findOwnedDeal(db, customerId, input.subscriptionId);
  if (!found) return null;
  const row = await catalogueAddon(db, found, input.addonId);
  if (input.isDeductible !== undefined && input.isDeductible !== (row.group === "protection")) {
    const issue: Issue = { path: "isDeductible", code: "invalid", message: "isDeductible: true only for the deductible protection" };
    throw new ValidationError([issue]);
  }
  const view = toDeal(found.row, found.car, now);
  if (!isAddonChangeAllowed(view, { now }, row.group, found.applied)) {
    throw new ConflictError("addon_change_not_allowed", "No add-on of this group can be added to this subscription now");
  }
  if (row.group === "insurance" && !isOfferedInsurance(view, row, found.loyaltyLevel)) {
    throw new ConflictError("addon_not_offered", "This insurance option is not offered for this subscription");
  }
  if (row.group === "protection" && !doesProtectionLowerTheDeductible(view)) {
    throw new ConflictError("addon_not_offered", "The comfort protection lowers a deductible of 1,000 EUR only");
  }
  return applyAddon(db, customerId, found, row, now);
}

function isOfferedInsurance(view: Deal, row: AddonRow, loyaltyLevel: LoyaltyLevel | null): boolean {
  return offeredInsuranceOptions(view, [toAddon(row, loyaltyLevel, "de-DE")]).length === 1;
}

/**
 * POST /api/addons/cancel {subscriptionId, addonId}. deals.md §7 "not shown beyond this": the
 * portal lets a customer take back an applied add-on under the same change window as adding one
 * (CREATED or ACTIVE, not within 2 months of the commitment end, account.md §4), and only the
 * newest applied add-on, whose stored "before" figures are then the deal's again (an older one
 * would undo a later change with it): 409 `addon_not_cancelable` otherwise, `addon_not_applied`
 * when it is not applied. A one-time mileage add-on is charged at once and cannot be taken back.
 */
export async function cancelAddon(
  db: Db,
  customerId: string,
  input: { subscriptionId: string; addonId: string },
  now: Dayjs,
): Promise<AddonChange | null> {
  const found = await findOwnedDeal(db, customerId, input.subscriptionId);
  if (!found) return null;
  const applied = found.applied.find((row) => row.addonId === input.addonId);
  if (!applied) throw new ConflictError("addon_not_applied", "This add-on is not applied to this subscription");
  const view = toDeal(found.row, found.car, now);
  const newest = found.applied.at(-1);
  const others = found.applied.filter((row) => row.id !== applied.id);
  if (applied.billing === "one_time" || newest?.id !== applied.id || !isAddonChangeAllowed(view, { now }, applied.group, others)) {
    throw new ConflictError("addon_not_cancelable", "This add-on cannot be taken back now");
  }
  const [row] = await db.select().from(addon).where(eq(addon.id, applied.addonId)).limit(1);
  const restored = applied.previousFields as unknown as AddonDealFields;
  await db.transaction(async (tx) => {
    await moveDealFigures(tx, found.row.id, dealFieldsOf(found.row), restored);
    await tx.update(appliedAddon).set({ canceledAt: now.toDate() }).where(eq(appliedAddon.id, applied.id));
  });
  return change(found.row.id, row!, false, applied.priceCents, restored);
}

/**
 * POST …/deals/{id}/accept-deductibles-reduction (empty body): only when deals.md §4 offers it
 * (`deductibleReductionOffer` "offered": 409 `deductible_reduction_not_offered` otherwise, nothing
 * written). It books the comfort protection (§9: 29 EUR a month, full-coverage deductible 1,000 →
 * 500 EUR; free for loyalty Black), the first protection add-on of the car's product.
 */
export async function acceptDeductiblesReduction(db: Db, customerId: string, dealId: string, now: Dayjs): Promise<AddonChange | null> {
  const found = await findOwnedDeal(db, customerId, dealId);
  if (!found) return null;
  const view = toDeal(found.row, found.car, now);
  if (deductibleReductionOffer(view).status !== "offered" || found.applied.some((row) => row.group === "protection")) {
    throw new ConflictError("deductible_reduction_not_offered", "The deductible reduction is not offered for this subscription");
  }
  const [protection] = (await addonsForProduct(db, productOf(found))).filter((row) => row.group === "protection");
  if (!protection) throw new ConflictError("deductible_reduction_not_offered", "No deductible protection exists for this car");
  return applyAddon(db, customerId, found, protection, now);
}
