import "server-only";
import {
  EARLY_AVAILABILITY_ONLY_STEPS,
  ORDER_STATUSES,
  ORDER_STEPS,
  RETURN_STEPS,
  type OrderStatusData,
  type OrderStep,
  type ReturnInProgressVariant,
  type ReturnStatusData,
  type ReturnStatusStep,
} from "@/features/deals/status-types";
import type { ReturnType } from "@/features/deals/types";
import type { DealMilestoneRow, DealRow } from "../db/schema";
import { iso, toHandoverData, toReturnAddress, toReturnContactName } from "./deal-mapper";
import { hasEarlyAvailability } from "./derived-fields";

/** The milestones a deal reached, as the status mappers read them. */
export type ReachedMilestones = ReadonlyMap<DealMilestoneRow["milestone"], Date>;

export function reachedMilestones(rows: readonly Pick<DealMilestoneRow, "milestone" | "reachedAt">[]): ReachedMilestones {
  return new Map(rows.map((row) => [row.milestone, row.reachedAt]));
}

export function toOrderStatusData(row: DealRow, reached: ReachedMilestones): OrderStatusData {
  const earlyAvailability = hasEarlyAvailability(row.availabilityDeviationInWeeks);
  const steps = earlyAvailability ? ORDER_STEPS : ORDER_STEPS.filter((step) => !isEarlyAvailabilityOnly(step));
  return {
    status: lastReached(ORDER_STATUSES, reached),
    has_early_availability: earlyAvailability,
    steps: steps.map((key) => ({ key, reached_at: iso(reached.get(key) ?? null) })),
    delivery: {
      ...toHandoverData(row),
      availability_confidence:
        row.availabilityDeviationInWeeks === null ? null : { deviation_in_weeks: row.availabilityDeviationInWeeks },
      address_changeable: row.handoverAddressChangeable,
    },
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

function isEarlyAvailabilityOnly(step: OrderStep): boolean {
  return (EARLY_AVAILABILITY_ONLY_STEPS as readonly OrderStep[]).includes(step);
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
