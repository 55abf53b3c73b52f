import { addDays, berlinDay, daysBetween } from "@/lib/calendar-day";
import type { Deal } from "@/features/deals/types";
import type { RuleContext } from "@/features/deals/rules/rule-context";
import { delayCreditAmount, wishedDeliveryDate, type DeliveryDates } from "./delivery-delay";
export { delayVoucherCode } from "./delay-voucher";

/**
 * The delay-alternatives modal (deals.md §2, §4 "Delay options", §9 "Delay credit"): book an
 * alternative car, change the delivery date, or keep the car and receive the credit.
 */

/** deals.md §4: an alternative car is offered "from 5 days before delivery". */
export const ALTERNATIVE_CAR_OFFERED_DAYS_BEFORE_DELIVERY = 5;
/** deals.md §4: the alternative-car search runs "until 2 weeks ahead". */
export const ALTERNATIVE_CAR_SEARCH_DAYS = 14;

/** deals.md §2: the handover module's multi-step edit, opened by `?modalName=`. */
export const HANDOVER_MODAL_NAME = "MULTISTEP_EDIT_HANDOVER";

export const DELAY_CHOICES = ["alternative_car", "change_date", "keep_car"] as const;
export type DelayChoice = (typeof DELAY_CHOICES)[number];

type DelayDeal = DeliveryDates & Pick<Deal, "amount">;

/**
 * The window of the alternative-car search: from 5 days before the originally preferred delivery
 * date (never before today) until 2 weeks later; null while that window has not opened, i.e. the
 * preferred date is more than 5 days ahead (deals.md §4 "search from 5 days before delivery until
 * 2 weeks ahead"). "Delivery" is the date the customer wanted (`wishedDeliveryDate`, which a
 * change of the delivery day leaves alone): the planned one is the late one.
 */
export function alternativeCarWindow(deal: DelayDeal, context: Pick<RuleContext, "now">): { from: string; to: string } | null {
  const wished = wishedDeliveryDate(deal);
  if (!wished) return null;
  const preferred = berlinDay(wished);
  const today = berlinDay(context.now);
  if (daysBetween(today, preferred) > ALTERNATIVE_CAR_OFFERED_DAYS_BEFORE_DELIVERY) return null;
  const opened = addDays(preferred, -ALTERNATIVE_CAR_OFFERED_DAYS_BEFORE_DELIVERY);
  const from = opened > today ? opened : today;
  return { from, to: addDays(from, ALTERNATIVE_CAR_SEARCH_DAYS) };
}

/**
 * The day the alternative car will be offered, while that lies ahead (5 days before the wished
 * delivery, deals.md §4); null once it is offered or without a wish. The modal names it, so that
 * a customer with one way to go today learns of the other.
 */
export function alternativeCarOpensOn(deal: DelayDeal, context: Pick<RuleContext, "now">): string | null {
  const wished = wishedDeliveryDate(deal);
  if (!wished) return null;
  const opens = addDays(berlinDay(wished), -ALTERNATIVE_CAR_OFFERED_DAYS_BEFORE_DELIVERY);
  return opens > berlinDay(context.now) ? opens : null;
}

/** `/{locale}/subscribe?available_from&available_to&VoucherCode` (deals.md §1). */
export function alternativeCarHref(locale: string, window: { from: string; to: string }, voucherCode: string): string {
  const query = new URLSearchParams({ available_from: window.from, available_to: window.to, VoucherCode: voucherCode });
  return `/${locale}/subscribe?${query.toString()}`;
}

export interface DelayOptions {
  alternativeCar: { from: string; to: string } | null;
  /** deals.md §4: "change the delivery date (only when address_changeable)". */
  changeDate: boolean;
  /** EUR; 0 when the delay is under 8 days (the keep option is still offered, without credit). */
  credit: number;
}

export function delayOptions(deal: DelayDeal, addressChangeable: boolean, context: Pick<RuleContext, "now">): DelayOptions {
  return { alternativeCar: alternativeCarWindow(deal, context), changeDate: addressChangeable, credit: delayCreditAmount(deal) };
}

/** Whether the choice is one the deal offers now (the BFF refuses the others). */
export function isDelayChoiceOffered(choice: DelayChoice, options: DelayOptions): boolean {
  switch (choice) {
    case "alternative_car":
      return options.alternativeCar !== null;
    case "change_date":
      return options.changeDate;
    case "keep_car":
      return true;
  }
}
