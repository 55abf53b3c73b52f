/** End of subscription: prolongation, the car's inventory, the buy offer (deals.md §4, §7). Part of the endpoint catalogue (`api/endpoints.ts`). */
import * as yup from "yup";
import type { ProlongationOffer } from "@/features/end-of-subscription/rules/prolongation-offer";
import type { BuyCarOfferReceipt, CarInventoryAnswer, ProlongationResult } from "@/features/end-of-subscription/types";
import { wireAmount, wireInteger } from "../wire-number";
import { endpoint, bff, none, str, BFF, type Endpoint } from "./define";

export const endOfSubscriptionEndpoints = {
  // End of subscription
  // deals.md §3 "Prolongation options" (term, price, original_price, discount), §4, §9: the options
  // the server offers this deal. §7 names no path for them (production reads them with the deal);
  // the embedded BFF serves them here, computed by the rule the portal uses. `offer` is null when
  // the deal may not prolong.
  getProlongationOptions: bff<{ offer: ProlongationOffer | null }>()({
    method: "GET",
    path: `${BFF}/deals/{id}/prolongation-options`,
    scope: "deal",
    status: "implemented",
    body: none,
    spec: "deals.md §3, §4, §9",
  }),
  postProlongation: bff<ProlongationResult>()({
    method: "POST",
    path: `${BFF}/deals/{id}/prolongation`,
    scope: "deal",
    status: "implemented",
    creates: true,
    body: yup.object({
      term: wireInteger().required(),
      amount: wireAmount().required(),
      mileage_package: wireInteger().required(),
      dealId: str().required(),
    }),
    spec: "deals.md §7",
  }),
  // deals.md §3 "Inventory item", §7 "GET car inventory for the car_id" (path not shown; production
  // asks the portal API): the embedded BFF serves it for a car the customer has a deal with (404
  // otherwise). `inventory` is null when the car has none.
  getCarInventory: bff<CarInventoryAnswer>()({
    method: "GET",
    path: `${BFF}/inventory/{carId}`,
    scope: "deal",
    status: "implemented",
    body: none,
    spec: "deals.md §3, §7",
  }),
  // deals.md §2 buy_car_modal, §4 "success after the offer is sent": the customer asks for the
  // purchase offer. §7's automation call goes out through the outbox (topic "buy-offer", below);
  // this is the portal's own path. No body: the BFF computes the price from the inventory (§9).
  postBuyCarOffer: bff<BuyCarOfferReceipt>()({
    method: "POST",
    path: `${BFF}/deals/{id}/buy-car-offer`,
    scope: "deal",
    status: "implemented",
    creates: true,
    body: none,
    spec: "deals.md §2, §4, §7, §9",
  }),
  // The latest offer asked for and whether the outbox delivered it (the portal's own read).
  getLatestBuyCarOffer: bff<{ offer: BuyCarOfferReceipt | null }>()({
    method: "GET",
    path: `${BFF}/deals/{id}/buy-car-offer`,
    scope: "deal",
    status: "implemented",
    body: none,
    spec: "deals.md §4, §7",
  }),
  // What the outbox delivers for postBuyCarOffer (topic "buy-offer", payload vin, dealId, price);
  // not called by the browser. Implemented: every offer the BFF records is sent this way.
  getBuyCarOffer: endpoint<unknown>()({
    method: "GET",
    path: "/automation/buy-car-offer",
    host: "automation",
    scope: "deal",
    status: "implemented",
    body: yup.object({ vin: str(), dealId: str(), price: wireAmount() }),
    spec: "deals.md §7",
  }),
} as const satisfies Record<string, Endpoint<unknown, unknown>>;
