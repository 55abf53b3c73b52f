/** Handover and delivery (deals.md §4, §7). Part of the endpoint catalogue (`api/endpoints.ts`). */
import * as yup from "yup";
import type { OrderStatusData } from "@/features/deals/status-types";
import type { HandoverData } from "@/features/deals/types";
import { DELAY_CHOICES } from "@/features/delivery/rules/delay-alternatives";
import type { DeliveryDelayChoice, HandoverMetadata, HandoverSuggestions } from "@/features/delivery/types";
import { DEFAULT_LOCALE, LOCALES } from "@/i18n/locales";
import { endpoint, bff, customerPostcode, none, BFF, handoverPayload, type Endpoint } from "./define";

export const deliveryEndpoints = {
  // Handover and delivery
  getHandoverMetadata: bff<HandoverMetadata>()({
    method: "GET",
    path: `${BFF}/deals/{id}/handover-metadata`,
    scope: "deal",
    status: "implemented",
    body: yup.object({ customer_postcode: customerPostcode() }),
    spec: "deals.md §7",
  }),
  // deals.md §2 "B2B variants use contact and address autocompletes": what they offer. The path is
  // the portal's own (§7 names none).
  getHandoverSuggestions: bff<HandoverSuggestions>()({
    method: "GET",
    path: `${BFF}/deals/{id}/handover-suggestions`,
    scope: "deal",
    status: "implemented",
    body: none,
    spec: "deals.md §2",
  }),
  putHandover: bff<HandoverData>()({
    method: "PUT",
    path: `${BFF}/deals/{id}/handover`,
    scope: "deal",
    status: "implemented",
    businessFlow: "handover",
    body: handoverPayload,
    spec: "deals.md §7",
  }),
  postHandoverChangeFee: bff<{ amount: number }>()({
    method: "POST",
    path: `${BFF}/deals/{id}/handover-change-fee`,
    scope: "deal",
    status: "implemented",
    body: handoverPayload,
    spec: "deals.md §7",
  }),
  // deals.md §4 "Delay options" and §2 "delay alternatives modal": the customer's choice for a late
  // car. Not named in §7 (production hands it to the order service); the embedded BFF stores it.
  postDeliveryDelayChoice: bff<DeliveryDelayChoice>()({
    method: "POST",
    path: `${BFF}/deals/{id}/delivery-delay-choice`,
    scope: "deal",
    status: "implemented",
    creates: true,
    body: yup.object({
      choice: yup.string().oneOf(DELAY_CHOICES).defined(),
      locale: yup.string().oneOf(LOCALES).default(DEFAULT_LOCALE),
    }),
    spec: "deals.md §2, §4, §9",
  }),
  getCheckoutHandoverDate: endpoint<{ handoverDateString: string }>()({
    method: "GET",
    path: "/api/checkout/deal/{id}/handoverDate",
    host: "checkout-api",
    scope: "deal",
    // Asked by the list for a lead's handover date (`features/delivery/api`), when PORTAL_CHECKOUT_ORIGIN is set.
    status: "implemented",
    body: none,
    spec: "deals.md §7",
  }),
  getOrderStatus: bff<OrderStatusData>()({
    method: "GET",
    path: `${BFF}/deals/{id}/order-status`,
    scope: "deal",
    status: "implemented",
    body: none,
    spec: "deals.md §2, §4, §7",
  }),
} as const satisfies Record<string, Endpoint<unknown, unknown>>;
