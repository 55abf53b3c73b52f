/**
 * The order status and return status blocks of the vehicle details page as the BFF sends them
 * (GET /deals/{id}/order-status and /return-status, deals.md sections 2, 4 and 7). Wire names
 * are snake_case like `types.ts`; `reached_at` is an ISO-8601 instant in UTC, days are "YYYY-MM-DD".
 *
 * Why this shape (deals.md §7 leaves it "not shown"): each block is one answer that renders
 * without a second call, the steps arrive as an ordered list already cut to the list that
 * applies (the early-availability list adds delivery_confirmation, §2 and §4), so the stepper
 * only maps them and never re-derives which steps exist, and the current status is a field of
 * its own because order_received precedes every step and is what drives the verification banner.
 */
import type { HandoverData, ReturnData, ReturnType } from "./types";
import type { AvailabilityConfidence } from "@/features/delivery/rules/early-availability";

/** The order steps in process order (deals.md §2 "Order status"). */
export const ORDER_STEPS = [
  "customer_verified",
  "delivery_confirmation",
  "car_arrived_at_compound",
  "car_ready_for_delivery",
  "car_in_delivery",
  "delivery_completed",
] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

/** Steps of the longer list only (deals.md §2: delivery_confirmation "only in the longer list"). */
export const EARLY_AVAILABILITY_ONLY_STEPS = ["delivery_confirmation"] as const satisfies readonly OrderStep[];

/** The order status keys: order_received (deals.md §4 "verification banner") before any step. */
export const ORDER_STATUSES = ["order_received", ...ORDER_STEPS] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderStatusStep {
  key: OrderStep;
  reached_at: string | null;
}

/** The delivery details of the order status block (deals.md §3 "Handover data" and its metadata). */
export interface DeliveryDetails extends HandoverData {
  /** Null when no availability estimate exists; a positive deviation, or none given, is early availability (deals.md §4). */
  availability_confidence: AvailabilityConfidence | null;
  /** Whether the delivery address and date may still be changed (deals.md §4 delay options). */
  address_changeable: boolean;
}

export interface OrderStatusData {
  /** The last status reached; null while the deal has no order in progress (for example a lead). */
  status: OrderStatus | null;
  /** Early availability applies, so `steps` is the longer list (deals.md §4). */
  has_early_availability: boolean;
  steps: OrderStatusStep[];
  delivery: DeliveryDetails;
}

/** The return steps in process order (deals.md §4 "Return status progresses …"). */
export const RETURN_STEPS = [
  "return_booked",
  "return_confirmed",
  "prepare_car_for_return",
  "return_in_progress",
  "final_invoice",
  "return_completed",
] as const;
export type ReturnStep = (typeof RETURN_STEPS)[number];

/** The two variants of return_in_progress (deals.md §2), following the deal's return type. */
export type ReturnInProgressVariant = "pickup" | "self_return";

export type ReturnStatusStep =
  | { key: Exclude<ReturnStep, "return_in_progress">; reached_at: string | null }
  /** `variant` is null while no return type is chosen. */
  | { key: "return_in_progress"; variant: ReturnInProgressVariant | null; reached_at: string | null };

/** The return details beside the return status (deals.md §2 "Return info and return status"). */
export interface ReturnDetails {
  type: ReturnType | null;
  /** Day of the planned return. */
  return_date: string | null;
  /** Instant the customer asked for. */
  preferred_return_date: string | null;
  /** Instant the car came back; null until then. */
  actual_return_date: string | null;
  /** Pickup address and phone; null for a self return (the compound comes with the return metadata). */
  address: ReturnData["address"];
  contact_name: string | null;
}

export interface ReturnStatusData {
  /** The last step reached; null while no return is booked. */
  status: ReturnStep | null;
  steps: ReturnStatusStep[];
  details: ReturnDetails;
}
