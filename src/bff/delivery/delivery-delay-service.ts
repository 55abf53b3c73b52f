import "server-only";
import { flowOfferedBy } from "@/features/business/rules/business-roles";
import { and, isNull } from "drizzle-orm";
import {
  alternativeCarHref,
  delayOptions,
  delayVoucherCode,
  isDelayChoiceOffered,
  type DelayChoice,
} from "@/features/delivery/rules/delay-alternatives";
import { isDeliveryDelayed } from "@/features/delivery/rules/delivery-delay";
import { isBusinessDeal } from "@/features/deals/rules/deal-state";
import { priceFor } from "@/lib/money";
import type { DeliveryDelayChoice } from "@/features/delivery/types";
import type { Locale } from "@/i18n/locales";
import { now as clockNow, type Dayjs } from "@/lib/clock";
import type { Db } from "../db/client";
import { deal } from "../db/schema";
import { ConflictError } from "../domain-errors";
import { enqueue } from "../outbox/outbox";
import { companySettingsOf } from "../business/business-portal-service";
import { ownedDeal } from "../deals/deal-ownership";
import { toDeliveryDates } from "../deals/deal-mapper";

/**
 * Stores the customer's choice once. Only a delayed delivery offers one, and only the options the
 * deal offers today (the alternative car from 5 days before delivery, the date change when the
 * handover is changeable). A second choice is a conflict; the same request with one idempotency
 * key answers the first one again (the dispatcher, `creates: true`).
 */
export async function chooseDeliveryDelayOption(
  db: Db,
  customerId: string,
  dealId: string,
  input: { choice: DelayChoice; locale: Locale },
  now: Dayjs = clockNow(),
): Promise<DeliveryDelayChoice | null> {
  const [row] = await db.select().from(deal).where(ownedDeal(customerId, dealId)).limit(1);
  if (!row) return null;
  const dates = toDeliveryDates(row);
  if (!isDeliveryDelayed(dates, { now })) throw new ConflictError("delivery_not_delayed", "The delivery of this subscription is not delayed");
  if (row.deliveryDelayChoice) throw new ConflictError("delay_choice_already_made", "The delay option was already chosen");
  const handoverOffered = flowOfferedBy(await companySettingsOf(db, customerId), "handover");
  const options = delayOptions({ ...dates, amount: row.amountCents / 100 }, row.handoverAddressChangeable && handoverOffered, { now });
  if (!isDelayChoiceOffered(input.choice, options)) throw new ConflictError("delay_choice_not_offered", "This delay option is not offered");
  const credit = input.choice === "keep_car" ? options.credit : 0;
  const chosenAt = now.toDate();
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(deal)
      .set({ deliveryDelayChoice: input.choice, deliveryDelayCreditCents: Math.round(credit * 100), deliveryDelayChosenAt: chosenAt })
      .where(and(ownedDeal(customerId, dealId), isNull(deal.deliveryDelayChoice)))
      .returning({ id: deal.id });
    if (!updated) throw new ConflictError("delay_choice_already_made", "The delay option was already chosen");
    // The operations side learns the choice with the change: a credit to grant on the monthly rate (EUR,
    // gross as stored; review round 17), an alternative car to expect, or a date change that follows.
    await enqueue(
      tx,
      {
        topic: "delivery-delay-choice",
        payload: { deal_id: dealId, customer_id: customerId, choice: input.choice, credit, chosen_at: chosenAt.toISOString() },
      },
      chosenAt,
    );
  });
  return {
    choice: input.choice,
    // Stored as credited; answered as the customer reads it, net of VAT for a business (deals.md §6).
    credit: priceFor(isBusinessDeal({ type: row.type }), credit),
    alternative_car_href:
      input.choice === "alternative_car" && options.alternativeCar
        ? alternativeCarHref(input.locale, options.alternativeCar, delayVoucherCode(row.id))
        : null,
    chosen_at: chosenAt.toISOString(),
  };
}
