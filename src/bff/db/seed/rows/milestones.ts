/** A deal's order and return progress (deals.md §3 milestones), one row per step reached. */
import { addDays, berlinDay } from "../../../../lib/calendar-day";
import { dayjs } from "../../../../lib/clock";
import { ORDER_STATUSES, RETURN_STEPS } from "../../../../features/deals/status-types";
import { on } from "../calendar";
import type { Milestone, MilestoneInsert } from "../types";

const MILESTONES: readonly Milestone[] = [...ORDER_STATUSES, ...RETURN_STEPS];

export function milestonesOf(dealId: string, reached: Partial<Record<Milestone, Date>>): MilestoneInsert[] {
  return MILESTONES.flatMap((milestone) => {
    const reachedAt = reached[milestone];
    return reachedAt ? [{ id: `${dealId}--${milestone}`, dealId, milestone, reachedAt }] : [];
  });
}

/** An order through to the handover: verified the day after ordering, at the compound two days before. */
export const deliveredOrder = (dealId: string, orderedAt: Date, handoverDay: string, handedOverAt: Date) =>
  milestonesOf(dealId, {
    order_received: orderedAt,
    customer_verified: on(addDays(berlinDay(dayjs(orderedAt)), 1), "10:00"),
    car_arrived_at_compound: on(addDays(handoverDay, -2), "14:00"),
    car_ready_for_delivery: on(addDays(handoverDay, -1), "16:00"),
    car_in_delivery: on(handoverDay, "08:00"),
    delivery_completed: handedOverAt,
  });

/** A return through to the end: the final invoice follows 3 to 4 weeks after the car is back (deals.md §9). */
export const completedReturn = (dealId: string, returnDay: string, finalInvoiceDay: string) =>
  milestonesOf(dealId, {
    return_booked: on(addDays(returnDay, -40), "18:00"),
    return_confirmed: on(addDays(returnDay, -39), "09:00"),
    prepare_car_for_return: on(addDays(returnDay, -7), "09:00"),
    return_in_progress: on(returnDay, "09:00"),
    final_invoice: on(finalInvoiceDay, "06:00"),
    return_completed: on(addDays(finalInvoiceDay, 1), "12:00"),
  });
