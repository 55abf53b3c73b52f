import "server-only";
import { describeAddressIssue, MAX_ADDRESS_PART_LENGTH, postalAddressIssues } from "@/features/addresses/rules/postal-address";
import { flowOfferedBy } from "@/features/business/rules/business-roles";
import { berlinIso, requestedSlot } from "@/features/appointments/rules/available-dates";
import type { HandoverData } from "@/features/deals/types";
import type { HandoverMetadata } from "@/features/delivery/types";
import { isBusinessDeal } from "@/features/deals/rules/deal-state";
import { priceFor } from "@/lib/money";
import {
  DEFAULT_HANDOVER_TIME,
  feeOfAChange,
  carReadyOn,
  handoverAvailabilities,
  withBookedAppointment,
  type BookedAppointment,
  handoverChangeFee,
  handoverChangeBlock,
  isDealHandoverChangeable,
  type HandoverFields,
  PREPARATION_STARTED_STEPS,
} from "@/features/delivery/rules/handover-change";
import { deliveryDelay } from "@/features/delivery/rules/delivery-delay";
import { germanPostcode } from "@/features/step-forms/validators/postcode";
import { phone } from "@/features/step-forms/validators/phone";
import type { Issue } from "@/api/problem-codes";
import { berlinDay, berlinTimeOf, parseWireDay, type CalendarDay } from "@/lib/calendar-day";
import { now as clockNow, type Dayjs } from "@/lib/clock";
import type { Db } from "../db/client";
import { deal, type DealRow } from "../db/schema";
import { ConflictError, ValidationError } from "../domain-errors";
import { toAvailabilityConfidence, toDeliveryDates, toHandoverData } from "../deals/deal-mapper";
import { ownedDeal, ownedDealWithMilestones } from "../deals/deal-ownership";
import { companySettingsOf } from "../business/business-portal-service";
import { enqueueBookingConfirmation } from "../mail/booking-mail";
import { enqueue } from "../outbox/outbox";

/**
 * Changing the handover (delivery) of a deal (deals.md §3 "Handover data", §4 Handover, §5, §7, §9):
 * the metadata with the dates offered, the fee of a change, and the change itself.
 */

export interface HandoverInput {
  preferred_delivery_date: string;
  slot?: string | undefined;
  street: string;
  house_number: string;
  zip: string;
  city: string;
  address_extra?: string | undefined;
  firstname: string;
  lastname: string;
  phone_number: string;
}

interface OwnedDeal {
  row: DealRow;
  /** The car is being prepared: the order status reached `PREPARATION_STARTED_STEPS` (deals.md §9 "short-term"). */
  preparationStarted: boolean;
  delivered: boolean;
  /** account.md §2 Business portal: the customer's company has not switched the handover change off. */
  handoverOffered: boolean;
  /** A business customer is charged the fees net of VAT (deals.md §6). */
  business: boolean;
}

export async function getHandoverMetadata(
  db: Db,
  customerId: string,
  dealId: string,
  customerPostcode: string | undefined,
  now: Dayjs = clockNow(),
): Promise<HandoverMetadata | null> {
  const found = await ownedDealWithPreparation(db, customerId, dealId);
  if (!found) return null;
  const { row } = found;
  return {
    availabilities: withBookedAppointment(
      handoverAvailabilities(customerPostcode ?? row.handoverZip, now, readyOn(row)),
      bookedAppointment(row),
      berlinDay(now),
    ),
    fee: priceFor(found.business, feeOfAChange({ delivery: deliveryDay(row), today: berlinDay(now), preparationStarted: found.preparationStarted })),
    address_changeable: isChangeable(found),
    availability_confidence: toAvailabilityConfidence(row),
  };
}

/** POST …/handover-change-fee: what this change costs (deals.md §9); 422 when the data is incomplete (§5). */
export async function getHandoverChangeFee(
  db: Db,
  customerId: string,
  dealId: string,
  input: HandoverInput,
  now: Dayjs = clockNow(),
): Promise<{ amount: number } | null> {
  const found = await ownedDealWithPreparation(db, customerId, dealId);
  if (!found) return null;
  const requested = validHandover(input, now, found.row);
  return { amount: feeOf(found, requested.fields, now) };
}

/**
 * PUT …/handover: stores the change when the deal's handover is changeable and the data valid
 * (§5). The preferred date becomes the planned one too (the delivery is booked for it), so the
 * order status follows the change; a late car's delay is kept apart (`delivery_delay`), so no day
 * before the car is there can be booked after the change (its banner goes: deals.md §4). Applying the same change twice stores the
 * same values: the PUT is idempotent by nature.
 */
export async function putHandover(
  db: Db,
  customerId: string,
  dealId: string,
  input: HandoverInput,
  now: Dayjs = clockNow(),
): Promise<HandoverData | null> {
  const found = await ownedDealWithPreparation(db, customerId, dealId);
  if (!found) return null;
  if (!isChangeable(found)) throw new ConflictError("handover_not_changeable", "The handover of this subscription can no longer be changed");
  const { fields, day, slot } = validHandover(input, now, found.row);
  // What this change costs, read before it is stored: the fee the customer was shown and agreed to.
  const changeFee = feeOf(found, fields, now);
  // The delay outlives the change: a late car known only by its dates keeps them as its fact.
  const delay = deliveryDelay(toDeliveryDates(found.row));
  const [updated] = await db
    .update(deal)
    .set({
      ...(delay ? { deliveryDelayWishedDate: delay.wished, carReadyDate: delay.carReady } : {}),
      preferredDeliveryDate: day,
      plannedDeliveryDate: day,
      preferredHandoverDate: new Date(berlinIso(day, slot.value)),
      handoverSlot: slot.value,
      handoverSlotFormattedTime: slot.formatted_time,
      handoverStreet: fields.street,
      handoverHousenumber: fields.house_number,
      handoverZip: fields.zip,
      handoverCity: fields.city,
      handoverAddressExtra: fields.address_extra,
      handoverFirstname: fields.firstname,
      handoverLastname: fields.lastname,
      handoverPhoneNumber: fields.phone_number,
    })
    .where(ownedDeal(customerId, dealId))
    .returning();
  if (!updated) return null;
  // The message and the confirmation commit with the change (a savepoint in the request's transaction).
  await db.transaction(async (tx) => {
    await enqueue(tx, { topic: "handover-change", payload: handoverChangeMessage(updated, changeFee, found.business) }, now.toDate());
    await enqueueBookingConfirmation(tx, { kind: "handover-change", customerId, deal: updated, changeFee }, now.toDate());
  });
  return toHandoverData(updated);
}

/**
 * The changed delivery for the operations side (the day, slot, address and contact to deliver to),
 * with the fee of the change to bill (EUR, net of VAT for a business customer, deals.md §6, §9).
 */
function handoverChangeMessage(row: DealRow, changeFee: number, business: boolean): Record<string, unknown> {
  return {
    deal_id: row.id,
    customer_id: row.customerId,
    delivery_date: row.preferredDeliveryDate,
    slot: row.handoverSlotFormattedTime,
    address: {
      street: row.handoverStreet,
      house_number: row.handoverHousenumber,
      zip: row.handoverZip,
      city: row.handoverCity,
      address_extra: row.handoverAddressExtra,
    },
    contact: { firstname: row.handoverFirstname, lastname: row.handoverLastname, phone_number: row.handoverPhoneNumber },
    change_fee: changeFee,
    net_of_vat: business,
  };
}

/** The rule the change modal shows its steps or its notice by (`handoverChangeBlock`). */
function isChangeable({ row, delivered, handoverOffered }: OwnedDeal): boolean {
  const dealChangeable = isDealHandoverChangeable({ state: row.state, addressChangeable: row.handoverAddressChangeable, delivered });
  return handoverChangeBlock(dealChangeable, handoverOffered) === null;
}

/** What this change costs the customer (EUR, net for business, §6). */
function feeOf(found: OwnedDeal, requested: HandoverFields, now: Dayjs): number {
  const gross = handoverChangeFee({
    current: currentFields(found.row),
    requested,
    delivery: deliveryDay(found.row),
    today: berlinDay(now),
    preparationStarted: found.preparationStarted,
  });
  return priceFor(found.business, gross);
}

/** The day the deal's late car is there (`carReadyOn`): the stored delay, else the dates. */
function readyOn(row: DealRow): CalendarDay | null {
  return carReadyOn(toDeliveryDates(row));
}

function deliveryDay(row: DealRow): CalendarDay | null {
  const date = row.plannedDeliveryDate ?? row.preferredDeliveryDate;
  return date ? berlinDay(date) : null;
}

function bookedAppointment(row: DealRow): BookedAppointment | null {
  const day = deliveryDay(row);
  return day ? { day, slot: row.handoverSlot, formattedTime: row.handoverSlotFormattedTime } : null;
}

/** What the delivery is booked for now: the planned date (else the preferred one) is the date a change keeps or moves. */
function currentFields(row: DealRow): HandoverFields {
  return {
    preferred_delivery_date: deliveryDay(row),
    slot: row.handoverSlot,
    street: row.handoverStreet,
    house_number: row.handoverHousenumber,
    zip: row.handoverZip,
    city: row.handoverCity,
    address_extra: row.handoverAddressExtra,
    firstname: row.handoverFirstname,
    lastname: row.handoverLastname,
    phone_number: row.handoverPhoneNumber,
  };
}

const MAX_TEXT = MAX_ADDRESS_PART_LENGTH;

/**
 * deals.md §5: first and last name, street, house number, city required, 1 to 100 characters;
 * address suffix up to 100; postcode 5 digits on the mainland (the excluded island codes refused);
 * a valid German phone number; a preferred date among the offered ones, its slot falling back to
 * the day's first (11:00 when none is given, §5 "Default preferred handover time").
 */
function validHandover(
  input: HandoverInput,
  now: Dayjs,
  row: DealRow,
): { fields: HandoverFields; day: CalendarDay; slot: { value: string; formatted_time: string } } {
  const text = (value: string | undefined) => (value ?? "").trim();
  const issues: Issue[] = postalAddressIssues(input, { names: true }).map((issue) => ({
    ...issue,
    message: describeAddressIssue(issue.path, issue),
  }));
  if (text(input.address_extra).length > MAX_TEXT) {
    issues.push({ path: "address_extra", code: "max", values: { max: MAX_TEXT }, message: `address_extra has at most ${MAX_TEXT} characters.` });
  }
  const zip = text(input.zip);
  const postcodeError = germanPostcode(zip);
  const phoneNumber = text(input.phone_number);
  if (phoneNumber.length === 0) issues.push({ path: "phone_number", code: "required", message: "phone_number is required." });
  else if (phone(phoneNumber)) issues.push({ path: "phone_number", code: "phone_invalid", message: "Not a valid phone number." });

  const requested = parseWireDay(input.preferred_delivery_date);
  const dates = postcodeError ? [] : withBookedAppointment(handoverAvailabilities(zip, now, readyOn(row)), bookedAppointment(row), berlinDay(now));
  // A slot the body names must be one of the day's; a time read from the date falls back (deals.md §5).
  const fallback = berlinTimeOf(input.preferred_delivery_date) ?? DEFAULT_HANDOVER_TIME;
  const slot = requested ? requestedSlot(dates, requested, input.slot ?? null, fallback) : null;
  if (!requested || !slot) {
    issues.push({ path: "preferred_delivery_date", code: "handover_date_not_offered", message: "The date and time are not among the offered ones." });
  }
  if (issues.length > 0 || !requested || !slot) throw new ValidationError(issues);
  return {
    day: requested,
    slot,
    fields: {
      preferred_delivery_date: requested,
      slot: slot.value,
      street: text(input.street),
      house_number: text(input.house_number),
      zip,
      city: text(input.city),
      address_extra: text(input.address_extra) || null,
      firstname: text(input.firstname),
      lastname: text(input.lastname),
      phone_number: phoneNumber,
    },
  };
}

async function ownedDealWithPreparation(db: Db, customerId: string, dealId: string): Promise<OwnedDeal | null> {
  const [found, settings] = await Promise.all([ownedDealWithMilestones(db, customerId, dealId), companySettingsOf(db, customerId)]);
  if (!found) return null;
  const { row, reached } = found;
  return {
    row,
    preparationStarted: PREPARATION_STARTED_STEPS.some((step) => reached.has(step)),
    delivered: reached.has("delivery_completed"),
    handoverOffered: flowOfferedBy(settings, "handover"),
    business: isBusinessDeal({ type: row.type }),
  };
}
