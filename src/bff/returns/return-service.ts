import "server-only";
import { isReturnPlannable, isReturnUnderWay } from "@/features/returns/rules/return-under-way";
import { describeAddressIssue, MAX_ADDRESS_PART_LENGTH, postalAddressIssues, type ContactAddress } from "@/features/addresses/rules/postal-address";
import { randomUUID } from "node:crypto";
import type { Issue } from "@/api/problem-codes";
import { berlinIso, slotOnDay, type AvailableDate } from "@/features/appointments/rules/available-dates";
import type { ReturnData } from "@/features/deals/types";
import {
  berlinPreferredReturnDate,
  compoundLocations,
  RETURN_FEE_EUR,
  returnAvailabilities,
  changedReturnFields,
  returnChangeFee,
  type ReturnFields,
  type ReturnTypeChoice,
} from "@/features/returns/rules/return-change";
import type { ReturnMetadata } from "@/features/returns/types";
import { phone } from "@/features/step-forms/validators/phone";
import { berlinDay, berlinTimeOf, parseWireDay, type CalendarDay } from "@/lib/calendar-day";
import { now as clockNow, type Dayjs } from "@/lib/clock";
import { priceFor } from "@/lib/money";
import type { Tx } from "../db/transaction";
import type { Db } from "../db/client";
import { deal, dealMilestone, nonRetentionComment, type DealRow } from "../db/schema";
import { ConflictError, ValidationError } from "../domain-errors";
import { enqueue } from "../outbox/outbox";
import { enqueueBookingConfirmation } from "../mail/booking-mail";
import { toReturnData } from "../deals/deal-mapper";
import { ownedDeal, ownedDealWithMilestones, type Milestone } from "../deals/deal-ownership";
import { isReturnWindowOpen } from "../deals/derived-fields";
import { NOT_TEXT_AREA } from "@/lib/text";

/**
 * Booking and changing the return of a car (deals.md §2 return module, §3 "Return data" and
 * "Return metadata", §4 Return, §5, §7, §9): the dates and depots offered, what a change costs,
 * the change itself, and the private customer's reason for leaving.
 */

export interface ReturnInput {
  return_type: string;
  preferred_return_date: string;
  return_firstname?: string | undefined;
  return_lastname?: string | undefined;
  return_street?: string | undefined;
  return_housenumber?: string | undefined;
  return_city?: string | undefined;
  return_zip?: string | undefined;
  return_address_extra?: string | undefined;
  return_phone_number?: string | undefined;
  return_email?: string | undefined;
}

/** A return payload checked against the deal: the fields to store and the day the car goes back. */
export interface CheckedReturn {
  fields: ReturnFields;
  day: CalendarDay;
}

export interface OwnedReturn {
  row: DealRow;
  business: boolean;
  /** The car's preparation for the return began (deals.md §9 "short-term"). */
  preparationStarted: boolean;
  /** The return went past its confirmation: the customer can no longer change it. */
  progressed: boolean;
}

export async function getReturnMetadata(
  db: Db,
  customerId: string,
  dealId: string,
  query: { customer_postcode?: string | undefined; return_type?: string | undefined },
  now: Dayjs = clockNow(),
): Promise<ReturnMetadata | null> {
  const found = await ownedReturn(db, customerId, dealId);
  if (!found) return null;
  const type = asReturnType(query.return_type) ?? "PICKUP";
  const postcode = query.customer_postcode || null;
  return {
    availabilities: datesFor(found, type, postcode, now),
    return_fee: returnPriceOf(found, type),
    // Without a postcode, the depots of the handover's region first: the one the booking mail and
    // the return details name for a booked self return (`selfReturnDepot`), not a former pickup's.
    compound_locations: compoundLocations(postcode ?? found.row.handoverZip),
    self_return_availabilities: datesFor(found, "SELF_RETURN", null, now),
  };
}

/** POST …/return-change-fee: what this change costs (deals.md §9); 422 when the payload is not complete and valid (§5). */
export async function getReturnChangeFee(
  db: Db,
  customerId: string,
  dealId: string,
  input: ReturnInput,
  now: Dayjs = clockNow(),
): Promise<{ amount: number } | null> {
  const found = await ownedReturn(db, customerId, dealId);
  if (!found) return null;
  const requested = validReturn(found, input, now);
  return { amount: changeFeeOf(found, requested.fields, now) };
}

/**
 * PUT …/return: books or changes the return while the deal allows it, with a date among the
 * offered ones. The return then counts as scheduled (§4) and its status starts at return_booked.
 * The same change twice is stored once: a PUT is idempotent by nature.
 */
export async function putReturn(db: Tx, customerId: string, dealId: string, input: ReturnInput, now: Dayjs = clockNow()): Promise<ReturnData | null> {
  const found = await ownedReturn(db, customerId, dealId);
  if (!found) return null;
  if (!isChangeable(found, now)) throw new ConflictError("return_not_changeable", "The return of this subscription cannot be planned or changed");
  const checked = validReturn(found, input, now);
  // The booked return sent again unchanged ("Änderung verbindlich buchen" with nothing changed) is
  // no change: nothing is written, and neither the operations side nor the customer is told of one.
  if (found.row.returnType !== null && changedReturnFields(currentFields(found.row), checked.fields).length === 0) {
    return toReturnData(found.row, now);
  }
  // What this change costs, read before it is stored: the fee the customer was shown and agreed to.
  const changeFee = changeFeeOf(found, checked.fields, now);
  const updated = await writeReturn(db, found, checked, now);
  if (!updated) return null;
  await enqueue(db, { topic: "return-booking", payload: returnBookingMessage(updated, changeFee, found.business) }, now.toDate());
  await enqueueBookingConfirmation(db, { kind: "return-booking", customerId, deal: updated, changeFee }, now.toDate());
  return toReturnData(updated, now);
}

/**
 * The booked return for the operations side (a pickup to dispatch, a depot to expect the car at),
 * with its price and the fee of the change to bill (EUR, net of VAT for a business customer, deals.md §6, §9).
 */
function returnBookingMessage(row: DealRow, changeFee: number, business: boolean): Record<string, unknown> {
  const pickup = row.returnType === "PICKUP";
  return {
    deal_id: row.id,
    customer_id: row.customerId,
    return_type: row.returnType,
    return_date: row.returnDate,
    preferred_return_date: row.preferredReturnDate?.toISOString() ?? null,
    pickup_address: pickup
      ? {
          street: row.returnStreet,
          house_number: row.returnHousenumber,
          zip: row.returnZip,
          city: row.returnCity,
          address_extra: row.returnAddressExtra,
        }
      : null,
    contact: pickup ? { firstname: row.returnFirstname, lastname: row.returnLastname, phone_number: row.returnPhoneNumber } : null,
    return_email: row.returnEmail,
    return_price: row.returnPriceCents === null ? null : row.returnPriceCents / 100,
    change_fee: changeFee,
    net_of_vat: business,
  };
}

/**
 * Stores a checked return on its deal and marks the return booked (deals.md §4 return status): the
 * one write of a return, for one car (`putReturn`) or several of a company (the shared return).
 */
export async function writeReturn(db: Tx, found: OwnedReturn, { fields, day }: CheckedReturn, now: Dayjs): Promise<DealRow | null> {
  const pickup = fields.return_type === "PICKUP";
  const [updated] = await db
    .update(deal)
    .set({
      returnType: fields.return_type,
      returnDate: day,
      preferredReturnDate: new Date(fields.preferred_return_date ?? ""),
      returnFirstname: pickup ? fields.return_firstname : null,
      returnLastname: pickup ? fields.return_lastname : null,
      returnStreet: pickup ? fields.return_street : null,
      returnHousenumber: pickup ? fields.return_housenumber : null,
      returnZip: pickup ? fields.return_zip : null,
      returnCity: pickup ? fields.return_city : null,
      returnAddressExtra: pickup ? fields.return_address_extra : null,
      returnPhoneNumber: pickup ? fields.return_phone_number : null,
      returnEmail: fields.return_email,
      returnPriceCents: Math.round(returnPriceOf(found, fields.return_type ?? "PICKUP") * 100),
    })
    .where(ownedDeal(found.row.customerId, found.row.id))
    .returning();
  if (!updated) return null;
  await db
    .insert(dealMilestone)
    .values({ id: randomUUID(), dealId: found.row.id, milestone: "return_booked", reachedAt: now.toDate() })
    .onConflictDoNothing({ target: [dealMilestone.dealId, dealMilestone.milestone] });
  return updated;
}

const MAX_COMMENT = 1000;

/**
 * POST …/non-retention-comment (§7 "return reason, private only"): stored with the deal, and
 * handed to the operations side through the outbox in the same transaction (the request's).
 */
export async function postNonRetentionComment(
  db: Tx,
  customerId: string,
  dealId: string,
  input: { comment?: string | undefined },
  now: Dayjs = clockNow(),
): Promise<{ comment: string; created_at: string } | null> {
  const found = await ownedReturn(db, customerId, dealId);
  if (!found) return null;
  if (found.business) throw new ConflictError("return_comment_not_for_business", "Only private customers leave a return reason");
  const comment = (input.comment ?? "").trim();
  if (comment.length === 0) throw new ValidationError([{ path: "comment", code: "required", message: "comment is required." }]);
  if (NOT_TEXT_AREA.test(input.comment ?? ""))
    throw new ValidationError([{ path: "comment", code: "invalid", message: "comment contains a control character." }]);
  if (comment.length > MAX_COMMENT) {
    throw new ValidationError([
      { path: "comment", code: "max", values: { max: MAX_COMMENT }, message: `comment has at most ${MAX_COMMENT} characters.` },
    ]);
  }
  const createdAt = now.toDate();
  await db.insert(nonRetentionComment).values({ id: randomUUID(), dealId, customerId, comment, createdAt });
  await enqueue(
    db,
    { topic: "non-retention-comment", payload: { deal_id: dealId, customer_id: customerId, comment, created_at: createdAt.toISOString() } },
    createdAt,
  );
  return { comment, created_at: createdAt.toISOString() };
}

/** The return can be planned or changed: the car is with the customer, the window is open, the return not yet under way. */
export function isChangeable(found: OwnedReturn, now: Dayjs): boolean {
  return isReturnPlannable(isReturnWindowOpen(found.row, now), found.progressed);
}

export function datesFor(found: OwnedReturn, type: ReturnTypeChoice, postcode: string | null, now: Dayjs): AvailableDate[] {
  if (!isChangeable(found, now)) return [];
  return returnAvailabilities({
    type,
    returnDay: lastReturnDay(found.row),
    today: berlinDay(now),
    postcode,
    booked: bookedAppointment(found.row, type),
  });
}

/** The appointment booked for a return of this type: its Berlin day and time. */
function bookedAppointment(row: DealRow, type: ReturnTypeChoice): { day: CalendarDay; time: string } | null {
  if (row.returnType !== type || !row.preferredReturnDate) return null;
  const iso = row.preferredReturnDate.toISOString();
  return { day: berlinDay(iso), time: berlinTimeOf(iso) ?? "00:00" };
}

/** The day the car must be back by: the contract end (a booked earlier day does not shrink the choice), else the booked day. */
function lastReturnDay(row: DealRow): CalendarDay | null {
  const date = row.endDate ?? row.returnDate;
  return date ? berlinDay(date) : null;
}

/** The planned return the free window counts to (§9 "up to 5 days before the planned return"). */
function plannedReturnDay(row: DealRow): CalendarDay | null {
  const date = row.returnDate ?? row.endDate;
  return date ? berlinDay(date) : null;
}

/** What a return of this type costs the customer (EUR, net for business, §6). */
export function returnPriceOf(found: OwnedReturn, type: ReturnTypeChoice): number {
  return priceFor(found.business, RETURN_FEE_EUR[type]);
}

/** What changing the booked return into `requested` costs the customer (EUR, net for business). */
export function changeFeeOf(found: OwnedReturn, requested: ReturnFields, now: Dayjs): number {
  return priceFor(found.business, feeOf(found, requested, now));
}

function feeOf(found: OwnedReturn, requested: ReturnFields, now: Dayjs): number {
  return returnChangeFee({
    current: currentFields(found.row),
    requested,
    returnDay: plannedReturnDay(found.row),
    today: berlinDay(now),
    preparationStarted: found.preparationStarted,
  });
}

function currentFields(row: DealRow): ReturnFields {
  return {
    return_type: row.returnType,
    preferred_return_date: row.preferredReturnDate ? berlinPreferredReturnDate(row.preferredReturnDate) : null,
    return_firstname: row.returnFirstname,
    return_lastname: row.returnLastname,
    return_street: row.returnStreet,
    return_housenumber: row.returnHousenumber,
    return_zip: row.returnZip,
    return_city: row.returnCity,
    return_address_extra: row.returnAddressExtra,
    return_phone_number: row.returnPhoneNumber,
    return_email: row.returnEmail,
  };
}

/** The pickup's address in the body's names (deals.md §7 return fields). */
const PICKUP_ADDRESS = {
  firstname: "return_firstname",
  lastname: "return_lastname",
  street: "return_street",
  house_number: "return_housenumber",
  zip: "return_zip",
  city: "return_city",
} as const satisfies Record<keyof ContactAddress, keyof ReturnInput>;
const MAX_TEXT = MAX_ADDRESS_PART_LENGTH;

/**
 * deals.md §5: for PICKUP name, street, house number, city (1 to 100 characters), a 5-digit
 * mainland postcode and a valid phone number, besides the date; for SELF_RETURN only the date.
 * The date must be offered for the type; its slot is the ISO's Berlin time, else the day's first.
 */
export function validReturn(found: OwnedReturn, input: ReturnInput, now: Dayjs): CheckedReturn {
  const issues: Issue[] = [];
  const text = (value: string | undefined) => (value ?? "").trim();
  const type = asReturnType(input.return_type);
  if (!type) issues.push({ path: "return_type", code: "one_of", message: "return_type is PICKUP or SELF_RETURN." });
  const pickup = type === "PICKUP";
  if (pickup) {
    const address: ContactAddress = Object.fromEntries(Object.entries(PICKUP_ADDRESS).map(([part, field]) => [part, input[field]]));
    for (const issue of postalAddressIssues(address, { names: true })) {
      const path = PICKUP_ADDRESS[issue.path];
      issues.push({ ...issue, path, message: describeAddressIssue(path, issue) });
    }
    const phoneNumber = text(input.return_phone_number);
    if (phoneNumber.length === 0) issues.push({ path: "return_phone_number", code: "required", message: "return_phone_number is required." });
    else if (phone(phoneNumber)) issues.push({ path: "return_phone_number", code: "phone_invalid", message: "Not a valid phone number." });
  }
  if (text(input.return_address_extra).length > MAX_TEXT) {
    issues.push({
      path: "return_address_extra",
      code: "max",
      values: { max: MAX_TEXT },
      message: `return_address_extra has at most ${MAX_TEXT} characters.`,
    });
  }
  const requested = parseWireDay(input.preferred_return_date);
  const dates = type ? datesFor(found, type, pickup ? text(input.return_zip) : null, now) : [];
  const slot = requested ? slotOnDay(dates, requested, berlinTimeOf(input.preferred_return_date)) : null;
  if (!requested || !slot)
    issues.push({ path: "preferred_return_date", code: "return_date_not_offered", message: "The date is not one of the offered ones." });
  if (issues.length > 0 || !type || !requested || !slot) throw new ValidationError(issues);
  const kept = (value: string | undefined) => (pickup ? text(value) || null : null);
  return {
    day: requested,
    fields: {
      return_type: type,
      preferred_return_date: berlinIso(requested, slot.value),
      return_firstname: kept(input.return_firstname),
      return_lastname: kept(input.return_lastname),
      return_street: kept(input.return_street),
      return_housenumber: kept(input.return_housenumber),
      return_zip: kept(input.return_zip),
      return_city: kept(input.return_city),
      return_address_extra: kept(input.return_address_extra),
      return_phone_number: kept(input.return_phone_number),
      // The form does not ask for it: absent, the stored one stays (a change through the form erased it,
      // and an unchanged rebooking counted as a change).
      return_email: input.return_email === undefined ? found.row.returnEmail : text(input.return_email) || null,
    },
  };
}

function asReturnType(value: string | undefined): ReturnTypeChoice | null {
  return value === "PICKUP" || value === "SELF_RETURN" ? value : null;
}

async function ownedReturn(db: Db, customerId: string, dealId: string): Promise<OwnedReturn | null> {
  const found = await ownedDealWithMilestones(db, customerId, dealId);
  return found ? asOwnedReturn(found.row, found.reached) : null;
}

/** A deal and the milestones it reached, as the return rules read them. */
export function asOwnedReturn(row: DealRow, reached: ReadonlySet<Milestone | null>): OwnedReturn {
  return {
    row,
    business: row.type === "MINIB2B",
    preparationStarted: reached.has("prepare_car_for_return"),
    progressed: isReturnUnderWay(reached),
  };
}
