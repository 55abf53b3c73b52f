import { addDays, berlinDay, berlinTimeOf, daysBetween, type CalendarDay } from "@/lib/calendar-day";
import { deliveryDelay, type DeliveryDates } from "./delivery-delay";
import type { Dayjs } from "@/lib/clock";
import {
  availableDates,
  berlinIso,
  keepBookedSlot,
  slotsOf,
  type AvailableDate,
  type AvailableSlot,
  type OpeningWindow,
} from "@/features/appointments/rules/available-dates";
import { germanPostcode } from "@/features/step-forms/validators/postcode";
import type { OrderStep } from "@/features/deals/status-types";
import type { Deal } from "@/features/deals/types";
import { isDealInPreparation } from "@/features/deals/rules/deal-state";
import type { RuleContext } from "@/features/deals/rules/rule-context";
import { businessFlowOffered } from "@/features/business/rules/business-roles";

/**
 * Changing the handover (delivery) of a deal: the dates offered, what a change costs (deals.md §3,
 * §4 Handover, §5, §9).
 */

/** deals.md §9: "Free delivery changes until 11 days before delivery". */
export const FREE_HANDOVER_CHANGE_DAYS_BEFORE_DELIVERY = 11;
/** deals.md §9: "a later change costs an effort fee of 99 euros". */
export const HANDOVER_EFFORT_FEE_EUR = 99;
/**
 * deals.md §9 "A short-term change fee applies … once preparation started" names no amount. We
 * charge 149 EUR: above the 99 EUR effort fee, as the car then is already being prepared
 * (preparation = the order status reached car_ready_for_delivery).
 */
export const HANDOVER_SHORT_TERM_FEE_EUR = 149;
/** The order steps from which the car is being prepared for its delivery: the short-term fee applies. */
export const PREPARATION_STARTED_STEPS = ["car_ready_for_delivery", "car_in_delivery"] as const satisfies readonly OrderStep[];

/**
 * The delivery windows (deals.md names none): drivers deliver 08:00-12:00 and 13:00-17:00 on
 * working days, in hour slots, so 11:00, the default preferred time of §5, is always a slot.
 */
export const HANDOVER_DELIVERY_WINDOWS: readonly OpeningWindow[] = [
  { from: "08:00", to: "12:00" },
  { from: "13:00", to: "17:00" },
];
/** deals.md §5 "Default preferred handover time is 11:00 on the first available date". */
export const DEFAULT_HANDOVER_TIME = "11:00";
/**
 * The slots of a delivery day: the one definition of a slot's window (deals.md §3 "slot (value,
 * formatted_time)"), 11:00 is "11:00-12:00". The offered dates, the stored booking and the seed
 * all write a slot so, so the deal page and the change form show the same window.
 */
export const HANDOVER_SLOTS: readonly AvailableSlot[] = slotsOf(HANDOVER_DELIVERY_WINDOWS);

/** The delivery slot starting at `value` with its window ("11:00" → "11:00-12:00"); null for a time no slot starts at. */
export function handoverSlot(value: string): AvailableSlot | null {
  const slot = HANDOVER_SLOTS.find((candidate) => candidate.value === value);
  return slot ? { ...slot } : null;
}
/** A delivery needs the car loaded and a driver planned: the earliest date is 3 days ahead. */
export const HANDOVER_LEAD_DAYS = 3;
/** How far ahead a delivery can be booked: 8 weeks. */
export const HANDOVER_BOOKING_HORIZON_DAYS = 56;

/**
 * The dates a car can be delivered to this postcode: working days from 3 days ahead for 8 weeks;
 * none to a postcode that is not 5 digits or lies on an island without a road link (deals.md §5
 * "a 5-digit code from a list of 58 excluded codes is rejected for delivery", the list in
 * `german-island-postcodes.ts`). A missing postcode (the customer has not typed one yet) gets the dates.
 * Not before `carReadyOn`, the day a late car is there (`carReadyOn`).
 */
export function handoverAvailabilities(postcode: string | null | undefined, now: Dayjs, carReadyOn: CalendarDay | null = null): AvailableDate[] {
  if (postcode && germanPostcode(postcode) !== null) return [];
  const leadDay = addDays(berlinDay(now), HANDOVER_LEAD_DAYS);
  const first = carReadyOn !== null && carReadyOn > leadDay ? carReadyOn : leadDay;
  return availableDates({ first, last: addDays(first, HANDOVER_BOOKING_HORIZON_DAYS), windows: HANDOVER_DELIVERY_WINDOWS });
}

/** The appointment a delivery is booked for: its day, and its slot as stored (time and label). */
export interface BookedAppointment {
  day: CalendarDay;
  slot: string | null;
  formattedTime: string | null;
}

/** The offered delivery dates with the booked appointment kept among them (`keepBookedSlot`). */
export function withBookedAppointment(dates: readonly AvailableDate[], booked: BookedAppointment | null, today: CalendarDay): AvailableDate[] {
  if (booked === null) return [...dates];
  const time = booked.slot ?? DEFAULT_HANDOVER_TIME;
  // A slot booked outside today's windows keeps the window it was booked with.
  const slot: AvailableSlot = handoverSlot(time) ?? { value: time, formatted_time: booked.formattedTime ?? time };
  return keepBookedSlot(dates, { day: booked.day, slot }, today);
}

/**
 * The instant the delivery is booked for, where a change form starts: the planned day (else the
 * preferred one) at the booked time (else 11:00, §5). Null without a date.
 */
export function bookedHandoverAt(deal: {
  planned_delivery_date: string | null;
  preferred_delivery_date: string | null;
  preferred_handover_date: string | null;
}): string | null {
  const date = deal.planned_delivery_date ?? deal.preferred_delivery_date;
  if (date === null) return deal.preferred_handover_date;
  const time = (deal.preferred_handover_date === null ? null : berlinTimeOf(deal.preferred_handover_date)) ?? DEFAULT_HANDOVER_TIME;
  return berlinIso(berlinDay(date), time);
}

/**
 * The day a late car is there (the delay of deals.md §4, `deliveryDelay`); null when the car is on
 * time or early. A delivery cannot be booked before it (a delay to 09.01.2027 was
 * "changed" to 01.12.2026, free), nor after a first change (the stored delay outlives it).
 */
export function carReadyOn(deal: DeliveryDates): CalendarDay | null {
  return deliveryDelay(deal)?.carReady ?? null;
}

/**
 * Why the customer cannot change the handover now, the reason the BFF refuses the change with (409
 * handover_not_changeable) and the change modal names instead of its steps (deals.md §3 metadata
 * `address_changeable`, §4 "change the delivery date (only when address_changeable)"):
 * - `switched_off`: the customer's company switched the change off (account.md §2 Business portal);
 * - `not_changeable`: this deal's handover is not changeable (`isDealHandoverChangeable`).
 */
export type HandoverChangeBlock = "switched_off" | "not_changeable";

/** What of the deal decides whether its handover can be changed. */
export interface HandoverChangeFacts {
  state: Deal["state"];
  /** The handover's `address_changeable` as the deal's handover system states it. */
  addressChangeable: boolean;
  /** The order status reached delivery_completed. */
  delivered: boolean;
}

/** The deal's own handover can be changed: stated changeable, the deal in preparation and its car not delivered yet. */
export function isDealHandoverChangeable({ state, addressChangeable, delivered }: HandoverChangeFacts): boolean {
  return addressChangeable && !delivered && isDealInPreparation({ state });
}

/**
 * Null when the handover can be changed; else why not, the company's switch first (its notice
 * names the company). `dealChangeable`: `isDealHandoverChangeable`; `handoverOffered`: the company
 * has not switched the change off (always for a private customer).
 */
export function handoverChangeBlock(dealChangeable: boolean, handoverOffered: boolean): HandoverChangeBlock | null {
  if (!handoverOffered) return "switched_off";
  return dealChangeable ? null : "not_changeable";
}

/**
 * `handoverChangeBlock` of the deal the page shows: its `handover_changeable` (absent: not asked,
 * the steps decide by the deal's state) and the company's switch.
 */
export function handoverChangeBlockOf(
  deal: Pick<Deal, "handover_changeable">,
  context: Pick<RuleContext, "audience" | "businessSettings">,
): HandoverChangeBlock | null {
  return handoverChangeBlock(deal.handover_changeable !== false, businessFlowOffered(context, "handover"));
}

/** The handover fields a change compares (deals.md §3 "Handover data", §5). */
export interface HandoverFields {
  preferred_delivery_date: string | null;
  slot: string | null;
  street: string | null;
  house_number: string | null;
  zip: string | null;
  city: string | null;
  address_extra: string | null;
  firstname: string | null;
  lastname: string | null;
  phone_number: string | null;
}

const FEE_FREE_FIELDS: ReadonlySet<keyof HandoverFields> = new Set(["phone_number"]);

/**
 * The fee of changing `current` into `requested` (deals.md §9): nothing when only the phone number
 * (always free) or nothing changes; the short-term fee once preparation started; free until 11
 * days before the delivery date (`delivery`: the planned date, else the preferred one); then 99 EUR.
 * Reading of §9 "until 11 days before delivery": before the booked delivery and the new one, so
 * moving a delivery 21 days away to 3 days from now costs the fee (review: it was free, and the
 * page then said the next change costs it).
 */
export function handoverChangeFee({
  current,
  requested,
  delivery,
  today,
  preparationStarted,
}: {
  current: HandoverFields;
  requested: HandoverFields;
  delivery: CalendarDay | null;
  today: CalendarDay;
  preparationStarted: boolean;
}): number {
  const changed = (Object.keys(requested) as (keyof HandoverFields)[]).some(
    (field) => !FEE_FREE_FIELDS.has(field) && normalized(requested[field]) !== normalized(current[field]),
  );
  if (!changed) return 0;
  const moved = requested.preferred_delivery_date;
  const earliest = delivery !== null && moved !== null && moved < delivery ? moved : (delivery ?? moved);
  return feeOfAChange({ delivery: earliest, today, preparationStarted });
}

/**
 * Which fee changing anything but the phone number costs today (deals.md §9): the short-term fee
 * once preparation started; free until 11 days before the delivery date; then the effort fee.
 */
export type HandoverChangeFeeKind = "free" | "effort_fee" | "short_term_fee";

/** The gross amount of each fee kind, in EUR. */
export const HANDOVER_CHANGE_FEES_EUR: Readonly<Record<HandoverChangeFeeKind, number>> = {
  free: 0,
  effort_fee: HANDOVER_EFFORT_FEE_EUR,
  short_term_fee: HANDOVER_SHORT_TERM_FEE_EUR,
};

interface FeeFacts {
  delivery: CalendarDay | null;
  today: CalendarDay;
  preparationStarted: boolean;
}

/** The one definition of which fee a change costs today (`feeOfAChange` is its amount). */
export function feeKindOfAChange({ delivery, today, preparationStarted }: FeeFacts): HandoverChangeFeeKind {
  if (preparationStarted) return "short_term_fee";
  if (delivery === null || daysBetween(today, delivery) >= FREE_HANDOVER_CHANGE_DAYS_BEFORE_DELIVERY) return "free";
  return "effort_fee";
}

/** What changing anything but the phone number costs today (the metadata's `fee`, deals.md §3). */
export function feeOfAChange(facts: FeeFacts): number {
  return HANDOVER_CHANGE_FEES_EUR[feeKindOfAChange(facts)];
}

/** The deal fields the fee of a change today is read from, as the BFF reads them. */
export type ChangeFeeFields = Pick<Deal, "planned_delivery_date" | "preferred_delivery_date" | "delivery_preparation_started">;

/**
 * The fee kind a change of this deal's handover costs today, as the BFF charges it (its metadata
 * `fee`): the planned delivery date, else the preferred one; preparation started or not.
 */
export function feeKindOfAChangeToday(deal: ChangeFeeFields, context: Pick<RuleContext, "now">): HandoverChangeFeeKind {
  const date = deal.planned_delivery_date ?? deal.preferred_delivery_date;
  return feeKindOfAChange({
    delivery: date ? berlinDay(date) : null,
    today: berlinDay(context.now),
    preparationStarted: deal.delivery_preparation_started === true,
  });
}

/**
 * What the deal page offers about changing the delivery (deals.md §4 Handover, §9): the fee kind
 * a change costs today, or null when no change is offered at all, because the company switched
 * the change off or the deal's handover is not changeable (`handoverChangeBlockOf`).
 */
export function handoverChangeOfferOf(
  deal: ChangeFeeFields & Pick<Deal, "handover_changeable">,
  context: Pick<RuleContext, "now" | "audience" | "businessSettings">,
): HandoverChangeFeeKind | null {
  return handoverChangeBlockOf(deal, context) === null ? feeKindOfAChangeToday(deal, context) : null;
}

function normalized(value: string | null): string {
  return (value ?? "").trim();
}
