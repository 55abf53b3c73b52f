import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import {
  chosenProlongationOption,
  prolongationEndDate,
  prolongationOffer,
  type ProlongationOffer,
} from "@/features/end-of-subscription/rules/prolongation-offer";
import type { ProlongationRequest, ProlongationResult } from "@/features/end-of-subscription/types";
import { isBusinessDeal } from "@/features/deals/rules/deal-state";
import type { Dayjs } from "@/lib/clock";
import { priceFor } from "@/lib/money";
import type { Db } from "../db/client";
import { car, deal, prolongation, prolongationPrice, type DealRow } from "../db/schema";
import { ConflictError, ValidationError } from "../domain-errors";
import { enqueue } from "../outbox/outbox";
import { enqueueBookingConfirmation } from "../mail/booking-mail";
import { toDeal } from "../deals/deal-mapper";
import { findDeal } from "../deals/deals-service";
import { ownedDeal } from "../deals/deal-ownership";

/**
 * The prolongation (deals.md §2 "Prolongation module", §3 "Prolongation options" and "Prolongation
 * request", §4 "End-of-subscription options", §7 POST …/prolongation, §9): the options are the
 * server's, computed by the same rule the portal shows them with (`prolongationOffer`), and an
 * order must name one of them.
 */

async function findOwnedWithCar(db: Db, customerId: string, dealId: string) {
  const [row] = await db.select({ deal, car }).from(deal).leftJoin(car, eq(deal.carId, car.id)).where(ownedDeal(customerId, dealId)).limit(1);
  return row ?? null;
}

async function storedPrices(db: Db, dealId: string) {
  const rows = await db.select().from(prolongationPrice).where(eq(prolongationPrice.dealId, dealId)).orderBy(asc(prolongationPrice.term));
  return rows.map((row) => ({ term: row.term, price: row.priceCents / 100, original_price: row.originalPriceCents / 100 }));
}

/**
 * GET …/deals/{id}/prolongation-options: the deal's offer, or `{ offer: null }` when it may not
 * prolong (not an error: the selector and the module then say so); null (404) when not the customer's.
 */
export async function getProlongationOffer(
  db: Db,
  customerId: string,
  dealId: string,
  now: Dayjs,
): Promise<{ offer: ProlongationOffer | null } | null> {
  const found = await findDeal(db, customerId, dealId, now);
  if (!found) return null;
  return { offer: prolongationOffer(found, await storedPrices(db, dealId), { now }) };
}

/**
 * POST …/deals/{id}/prolongation: checks the order against the deal's own offer (409
 * `prolongation_not_offered` when there is none, 422 `prolongation_option_not_offered` when the
 * term, amount and km package name no offered option), then in one transaction creates the
 * follow-up deal (subscribed_as PROLONGATION, previous_subscription_id, from the day after the
 * minimum commitment end for the chosen months, at the chosen rate), links it from the original
 * (followup_subscription_id), stores the order and hands it to the operations side through the
 * outbox (§7 says only that the portal posts it; the production BFF forwards it, so the embedded
 * one queues it as its other operations calls). Answers the follow-up's dealId and contactId.
 */
export async function orderProlongation(
  db: Db,
  customerId: string,
  dealId: string,
  input: ProlongationRequest,
  now: Dayjs,
): Promise<ProlongationResult | null> {
  const found = await findOwnedWithCar(db, customerId, dealId);
  if (!found) return null;
  if (input.dealId !== dealId) {
    throw new ValidationError([{ path: "dealId", code: "deal_id_mismatch", message: "dealId: the body names another deal than the path" }]);
  }
  const offer = prolongationOffer(toDeal(found.deal, found.car, now), await storedPrices(db, dealId), { now });
  if (!offer) throw new ConflictError("prolongation_not_offered", "This subscription cannot be prolonged");
  const option = chosenProlongationOption(offer, input);
  if (!option) {
    throw new ValidationError([
      {
        path: "term",
        code: "prolongation_option_not_offered",
        message: "term, amount, mileage_package: not one of the offered prolongation options",
      },
    ]);
  }

  const original = found.deal;
  const followupId = `deal-${randomUUID()}`;
  const startDate = offer.start_date;
  const endDate = prolongationEndDate(startDate, option.term);
  const amountCents = Math.round(option.price * 100);
  const createdAt = now.toDate();
  await db.transaction(async (tx) => {
    await tx.insert(deal).values(followupDeal(original, { id: followupId, term: option.term, amountCents, startDate, endDate, createdAt }));
    // Conditional on no follow-up yet: a concurrent order that got here first leaves nothing to link.
    const linked = await tx
      .update(deal)
      // subscribed_to names the follow-up's kind (deals.md §3): the car stays, nothing to return.
      .set({ followupSubscriptionId: followupId, subscribedTo: "PROLONGATION", updatedAt: createdAt })
      .where(and(eq(deal.id, dealId), isNull(deal.followupSubscriptionId)))
      .returning({ id: deal.id });
    if (linked.length === 0) throw new ConflictError("prolongation_not_offered", "This subscription already has a follow-up");
    await tx.insert(prolongation).values({
      id: `prolongation-${randomUUID()}`,
      dealId,
      followupDealId: followupId,
      customerId,
      term: option.term,
      amountCents,
      mileagePackage: offer.mileage_package,
      startDate,
      endDate,
      createdAt,
    });
    await enqueue(
      tx,
      {
        topic: "prolongation",
        payload: {
          dealId,
          followupDealId: followupId,
          term: option.term,
          amount: option.price,
          mileage_package: offer.mileage_package,
          startDate,
          endDate,
        },
      },
      createdAt,
    );
    const confirmation = {
      followupDealId: followupId,
      term: option.term,
      startDate,
      endDate,
      mileagePackage: offer.mileage_package,
      // The rate as the customer chose it: net of VAT for a business customer (deals.md §6).
      monthlyRate: priceFor(isBusinessDeal(original), option.price),
    };
    await enqueueBookingConfirmation(tx, { kind: "prolongation", customerId, deal: original, ...confirmation }, createdAt);
  });
  return { dealId: followupId, contactId: original.contactId };
}

/** The follow-up contract: the same customer, car and cover, the chosen term and rate. */
function followupDeal(
  original: DealRow,
  terms: { id: string; term: number; amountCents: number; startDate: string; endDate: string; createdAt: Date },
): typeof deal.$inferInsert {
  return {
    id: terms.id,
    customerId: original.customerId,
    state: "CREATED",
    variant: "SUBSCRIPTION",
    type: original.type,
    termType: original.termType,
    contactId: original.contactId,
    carId: original.carId,
    term: terms.term,
    endDate: terms.endDate,
    minimumCommitmentEndDate: terms.endDate,
    amountCents: terms.amountCents,
    mileagePackage: original.mileagePackage,
    additionalMileageFeeCents: original.additionalMileageFeeCents,
    insuranceAmountCents: original.insuranceAmountCents,
    tireAndWindshield: original.tireAndWindshield,
    minorDamage: original.minorDamage,
    subscribedAs: "PROLONGATION",
    previousSubscriptionId: original.id,
    belongsToSubscriptionService: original.belongsToSubscriptionService,
    recurrentPaymentMethod: original.recurrentPaymentMethod,
    driverFirstname: original.driverFirstname,
    driverLastname: original.driverLastname,
    driverEmail: original.driverEmail,
    driverPhoneNumber: original.driverPhoneNumber,
    // A company car's driver drives it on: the follow-up had none, so the car left its driver's list.
    driverContactId: original.driverContactId,
    damageDeductibleVollkaskoCents: original.damageDeductibleVollkaskoCents,
    damageDeductibleTeilkaskoCents: original.damageDeductibleTeilkaskoCents,
    customerSpecificVkDamageDeductibleCents: original.customerSpecificVkDamageDeductibleCents,
    // The car stays with the customer: the new contract starts on its start day, nothing to deliver.
    plannedDeliveryDate: terms.startDate,
    preferredDeliveryDate: terms.startDate,
    createdAt: terms.createdAt,
    updatedAt: terms.createdAt,
  };
}
