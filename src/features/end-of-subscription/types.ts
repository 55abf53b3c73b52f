import type { InventoryVehicle } from "./rules/buy-car";

/** The prolongation request (deals.md §3 "Prolongation request": term, amount, mileage_package, dealId). */
export interface ProlongationRequest {
  term: number;
  amount: number;
  mileage_package: number;
  dealId: string;
}

/** The answer of POST …/prolongation (deals.md §7: data.dealId, contactId): the follow-up deal. */
export interface ProlongationResult {
  dealId: string;
  contactId: string;
}

/** The inventory lookup's answer (deals.md §7 "GET car inventory for the car_id": data.data.inventory). */
export interface CarInventoryAnswer {
  data: { inventory: InventoryVehicle | null };
}

/**
 * The answer of POST …/buy-car-offer and GET of the latest one: the offer as recorded and where its
 * delivery to the operations side stands (the outbox message; deals.md §4 "success after the offer
 * is sent"). price and estimate: whole EUR (§9), estimate gross.
 */
export interface BuyCarOfferReceipt {
  id: string;
  deal_id: string;
  vin: string;
  price: number;
  estimate: number;
  sent_at: string;
  delivery: "pending" | "delivered" | "failed";
}
