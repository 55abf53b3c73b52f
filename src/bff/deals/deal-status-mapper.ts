import "server-only";
import {
  ORDER_STATUSES,
  RETURN_STEPS,
  type DeliveryDetails,
  type OrderStatusData,
  type ReturnInProgressVariant,
  type ReturnStatusData,
  type ReturnStatusStep,
} from "@/features/deals/status-types";
import type { ReturnType } from "@/features/deals/types";
import { hasEarlyAvailability } from "@/features/delivery/rules/early-availability";
import { orderStatusSteps } from "@/features/delivery/rules/order-status";
import type { DealMilestoneRow, DealRow } from "../db/schema";
import { iso, toAvailabilityConfidence, toHandoverData, toReturnAddress, toReturnContactName } from "./deal-mapper";

/** The milestones a deal reached, as the status mappers read them. */
export type ReachedMilestones = ReadonlyMap<DealMilestoneRow["milestone"], Date>;

export function reachedMilestones(rows: readonly Pick<DealMilestoneRow, "milestone" | "reachedAt">[]): ReachedMilestones {
  return new Map(rows.map((row) => [row.milestone, row.reachedAt]));
}

/** `handoverOffered`: the customer's company has not switched the handover change off (account.md §2 Business portal). */
export function toOrderStatusData(row: DealRow, reached: ReachedMilestones, handoverOffered = true): OrderStatusData {
  const delivery: DeliveryDetails = {
    ...toHandoverData(row),
    availability_confidence: toAvailabilityConfidence(row),
    address_changeable: row.handoverAddressChangeable && handoverOffered,
  };
  // The same rule the portal applies to this block (deals.md §4), so both always agree.
  const earlyAvailability = hasEarlyAvailability(delivery);
  return {
    status: lastReached(ORDER_STATUSES, reached),
    has_early_availability: earlyAvailability,
    steps: orderStatusSteps(earlyAvailability).map((key) => ({ key, reached_at: iso(reached.get(key) ?? null) })),
    delivery,
  };
}

export function toReturnStatusData(row: DealRow, reached: ReachedMilestones): ReturnStatusData {
  return {
    status: lastReached(RETURN_STEPS, reached),
    steps: RETURN_STEPS.map((key): ReturnStatusStep => {
      const reached_at = iso(reached.get(key) ?? null);
      return key === "return_in_progress" ? { key, variant: returnInProgressVariant(row.returnType), reached_at } : { key, reached_at };
    }),
    details: {
      type: row.returnType,
      return_date: row.returnDate,
      preferred_return_date: iso(row.preferredReturnDate),
      actual_return_date: iso(row.actualReturnDate),
      address: toReturnAddress(row),
      contact_name: toReturnContactName(row),
    },
  };
}

/** The status is the last milestone reached in process order, not the one with the latest date. */
function lastReached<K extends DealMilestoneRow["milestone"]>(inOrder: readonly K[], reached: ReachedMilestones): K | null {
  return inOrder.findLast((key) => reached.has(key)) ?? null;
}

function returnInProgressVariant(returnType: ReturnType | null): ReturnInProgressVariant | null {
  switch (returnType) {
    case "PICKUP":
      return "pickup";
    case "SELF_RETURN":
      return "self_return";
    case null:
      return null;
  }
}
