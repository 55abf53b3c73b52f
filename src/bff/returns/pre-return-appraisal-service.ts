import "server-only";
import { and, isNull } from "drizzle-orm";
import { APPRAISAL_TIMESLOTS, appraisalTimeslotLabel } from "@/features/deals/rules/appraisal-timeslot";
import type { PreReturnAppraisalBooking, PreReturnAppraisalOffer } from "@/features/deals/types";
import { dayjs, now as clockNow, TIME_ZONE, type Dayjs } from "@/lib/clock";
import type { Db } from "../db/client";
import { deal, type DealRow } from "../db/schema";
import { ConflictError, ValidationError } from "../domain-errors";
import { enqueue } from "../outbox/outbox";
import { preReturnAppraisalOptions } from "../deals/derived-fields";
import { ownedDeal } from "../deals/deal-ownership";

/**
 * The pre-return appraisal (deals.md §4, §5, §7): an on-site appraisal of the car some working days
 * before its return. Business customers are not offered one (§6: B2B hides the appraisal option).
 */

const slots = () => APPRAISAL_TIMESLOTS.map((value) => ({ value, formatted_time: appraisalTimeslotLabel(value) }));

/** GET …/pre-return-appraisal: the bookable dates and slots; null when the deal is not the customer's. */
export async function getPreReturnAppraisalOffer(
  db: Db,
  customerId: string,
  dealId: string,
  now: Dayjs = clockNow(),
): Promise<PreReturnAppraisalOffer | null> {
  const row = await ownedDealRow(db, customerId, dealId);
  if (!row) return null;
  return { options: preReturnAppraisalOptions(row, now), timeslots: slots(), booking: toBooking(row.preReturnAppraisalDate) };
}

/**
 * POST …/pre-return-appraisal: books the appointment when the date is one of the offered ones and
 * the slot a bookable one. A second booking, or one racing the first, is a conflict: the update
 * only applies while no appointment is stored.
 */
export async function bookPreReturnAppraisal(
  db: Db,
  customer: { customerId: string; audience: "b2c" | "b2b" },
  dealId: string,
  input: { appointment_date: string; appointment_timeslot: string },
  now: Dayjs = clockNow(),
): Promise<PreReturnAppraisalBooking | null> {
  const row = await ownedDealRow(db, customer.customerId, dealId);
  if (!row) return null;
  if (customer.audience === "b2b") throw new ConflictError("appraisal_not_for_business", "Business subscriptions have no pre-return appraisal");
  if (row.preReturnAppraisalDate) throw new ConflictError("appraisal_already_booked", "An appraisal appointment is already booked");
  const options = preReturnAppraisalOptions(row, now);
  if (options === null) throw new ConflictError("appraisal_not_bookable", "No pre-return appraisal can be booked for this subscription");
  if (!options.includes(input.appointment_date)) {
    throw new ValidationError([
      { path: "appointment_date", code: "appraisal_date_not_offered", message: "The date is not one of the offered ones." },
    ]);
  }
  if (!APPRAISAL_TIMESLOTS.includes(input.appointment_timeslot)) {
    throw new ValidationError([
      { path: "appointment_timeslot", code: "appraisal_timeslot_not_offered", message: "The timeslot is not one of the offered ones." },
    ]);
  }
  const appointment = dayjs.tz(`${input.appointment_date} ${input.appointment_timeslot}`, TIME_ZONE).toDate();
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(deal)
      .set({ preReturnAppraisalDate: appointment })
      .where(and(ownedDeal(customer.customerId, dealId), isNull(deal.preReturnAppraisalDate)))
      .returning();
    if (!updated) throw new ConflictError("appraisal_already_booked", "An appraisal appointment is already booked");
    const booking = toBooking(updated.preReturnAppraisalDate)!;
    // The appraiser is sent by the operations side: the appointment and where the car is (review round 17).
    await enqueue(tx, { topic: "pre-return-appraisal", payload: appraisalMessage(updated, booking) }, now.toDate());
    return booking;
  });
}

/** The booked appraisal for the operations side: when, and the car's return (the pickup's address where there is one). */
function appraisalMessage(row: DealRow, booking: PreReturnAppraisalBooking): Record<string, unknown> {
  const pickup = row.returnType === "PICKUP" && row.returnStreet;
  return {
    deal_id: row.id,
    customer_id: row.customerId,
    appointment: booking.pre_return_appraisal_date,
    appointment_date: booking.appointment_date,
    appointment_timeslot: booking.appointment_timeslot,
    return_type: row.returnType,
    return_date: row.returnDate,
    address: pickup
      ? { street: row.returnStreet, house_number: row.returnHousenumber, zip: row.returnZip, city: row.returnCity }
      : { street: row.handoverStreet, house_number: row.handoverHousenumber, zip: row.handoverZip, city: row.handoverCity },
  };
}

function toBooking(appointment: Date | null): PreReturnAppraisalBooking | null {
  if (!appointment) return null;
  const local = dayjs(appointment).tz(TIME_ZONE);
  const timeslot = local.format("HH:mm");
  return {
    pre_return_appraisal_date: appointment.toISOString(),
    appointment_date: local.format("YYYY-MM-DD"),
    appointment_timeslot: timeslot,
    formatted_time: appraisalTimeslotLabel(timeslot),
  };
}

async function ownedDealRow(db: Db, customerId: string, dealId: string): Promise<DealRow | null> {
  const [row] = await db.select().from(deal).where(ownedDeal(customerId, dealId)).limit(1);
  return row ?? null;
}
