import "server-only";
import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { isBuyCarOffered, type InventoryVehicle } from "@/features/end-of-subscription/rules/buy-car";
import { buyCarOffer as computeOffer, buyOutEstimate } from "@/features/end-of-subscription/rules/buy-car-offer";
import type { BuyCarOfferReceipt, CarInventoryAnswer } from "@/features/end-of-subscription/types";
import type { Dayjs } from "@/lib/clock";
import type { Db } from "../db/client";
import { buyCarOffer, car, deal, inventoryVehicle, outboxMessage, type BuyCarOfferRow, type InventoryVehicleRow } from "../db/schema";
import { ConflictError } from "../domain-errors";
import { enqueue } from "../outbox/outbox";
import { ownedDeal } from "../deals/deal-ownership";
import { toDeal } from "../deals/deal-mapper";
import type { Deal } from "@/features/deals/types";

/** The wire shape of deals.md §3 "Inventory item": EUR amounts (stored in cents). */
function toInventoryVehicle(row: InventoryVehicleRow): InventoryVehicle {
  return {
    finn_car_id: row.finnCarId,
    vin: row.vin,
    aop_rv_presale_target: row.presaleTargetCents / 100,
    aop_stock_rv_damage_equivalent: row.damageEquivalentCents / 100,
    aop_stock_rv_km_equivalent: row.kmEquivalentCents / 100,
  };
}

/**
 * GET …/inventory/{carId} (deals.md §7 "GET car inventory for the car_id", answer data.data.inventory):
 * null (404) unless the customer has a deal with this car; `inventory` is null when the car has no
 * inventory vehicle.
 */
export async function getCarInventory(db: Db, customerId: string, carId: string): Promise<CarInventoryAnswer | null> {
  const rows = await db
    .select({ inventory: inventoryVehicle })
    .from(deal)
    .leftJoin(inventoryVehicle, eq(inventoryVehicle.carId, deal.carId))
    .where(and(eq(deal.customerId, customerId), eq(deal.carId, carId)))
    .limit(1);
  const [row] = rows;
  if (!row) return null;
  return { data: { inventory: row.inventory ? toInventoryVehicle(row.inventory) : null } };
}

export interface DealWithInventory {
  deal: Deal;
  inventory: InventoryVehicle | null;
}

/** The customer's deal with the inventory vehicle of its car, in one query; null when the deal is not theirs. */
export async function findDealWithInventory(db: Db, customerId: string, dealId: string, now: Dayjs): Promise<DealWithInventory | null> {
  const [row] = await db
    .select({ deal, car, inventory: inventoryVehicle })
    .from(deal)
    .leftJoin(car, eq(deal.carId, car.id))
    .leftJoin(inventoryVehicle, eq(inventoryVehicle.carId, deal.carId))
    .where(ownedDeal(customerId, dealId))
    .limit(1);
  if (!row) return null;
  return { deal: toDeal(row.deal, row.car, now), inventory: row.inventory ? toInventoryVehicle(row.inventory) : null };
}

function toReceipt(row: BuyCarOfferRow, delivery: BuyCarOfferReceipt["delivery"]): BuyCarOfferReceipt {
  return {
    id: row.id,
    deal_id: row.dealId,
    vin: row.vin,
    price: row.price,
    estimate: row.estimate,
    sent_at: row.createdAt.toISOString(),
    delivery,
  };
}

/** The latest offer the customer asked for on this deal, with its delivery state; null when none. */
export async function findLatestBuyCarOffer(db: Db, customerId: string, dealId: string): Promise<BuyCarOfferReceipt | null> {
  const [row] = await db
    .select({ offer: buyCarOffer, status: outboxMessage.status })
    .from(buyCarOffer)
    .leftJoin(outboxMessage, eq(outboxMessage.id, buyCarOffer.outboxMessageId))
    .where(and(eq(buyCarOffer.dealId, dealId), eq(buyCarOffer.customerId, customerId)))
    .orderBy(desc(buyCarOffer.createdAt), desc(buyCarOffer.id))
    .limit(1);
  return row ? toReceipt(row.offer, row.status ?? "pending") : null;
}

/**
 * GET …/deals/{id}/buy-car-offer: the latest offer asked for, `offer` null when none. Null (404)
 * unless the deal is the customer's.
 */
export async function getBuyCarOfferState(db: Db, customerId: string, dealId: string): Promise<{ offer: BuyCarOfferReceipt | null } | null> {
  const [owned] = await db.select({ id: deal.id }).from(deal).where(ownedDeal(customerId, dealId)).limit(1);
  if (!owned) return null;
  return { offer: await findLatestBuyCarOffer(db, customerId, dealId) };
}

/**
 * POST …/deals/{id}/buy-car-offer (deals.md §2 buy_car_modal, §4, §7 "GET on an automation endpoint,
 * query vin, dealId, price: sends the buy-car offer"): null (404) unless the deal is the
 * customer's; 409 `buy_car_not_offered` outside §4's window or without an inventory vehicle. The
 * price is computed here from the inventory (§9), never taken from the client; the offer and the
 * outbox message that delivers the automation call (topic "buy-offer") are written in one
 * transaction. The dispatcher runs it once per Idempotency-Key.
 */
export async function requestBuyCarOffer(db: Db, customerId: string, dealId: string, now: Dayjs): Promise<BuyCarOfferReceipt | null> {
  const found = await findDealWithInventory(db, customerId, dealId, now);
  if (!found) return null;
  const { deal: view, inventory } = found;
  if (!inventory || !isBuyCarOffered(view, inventory, { now })) {
    throw new ConflictError("buy_car_not_offered", "Buying this car is not offered for this subscription");
  }
  const price = computeOffer(inventory);
  const sentAt = now.toDate();
  const row = await db.transaction(async (tx) => {
    const { id: outboxMessageId } = await enqueue(tx, { topic: "buy-offer", payload: { vin: inventory.vin, dealId, price } }, sentAt);
    const [inserted] = await tx
      .insert(buyCarOffer)
      .values({
        id: `buy-car-offer-${randomUUID()}`,
        dealId,
        customerId,
        vin: inventory.vin,
        price,
        estimate: buyOutEstimate(price),
        outboxMessageId,
        createdAt: sentAt,
      })
      .returning();
    return inserted!;
  });
  return toReceipt(row, "pending");
}
