import { addDays, addMonths, berlinDay, type CalendarDay } from "@/lib/calendar-day";
import type { Deal } from "@/features/deals/types";
import type { RuleContext } from "@/features/deals/rules/rule-context";
import { areEndOfSubscriptionOptionsOffered, type EndOfSubscriptionFields } from "./end-of-subscription-options";
import { isLegacyProlongationApplicable, isProlongationOffered, LEGACY_PROLONGATION_DISCOUNT_PERCENT, type ProlongationOption } from "./prolongation";

/** deals.md §9 "Options visible about 3 months before end": the extend-options selector's window. */
export const EXTEND_OPTIONS_WINDOW_MONTHS = 3;
/** deals.md §9 "start date one day after the minimum commitment end". */
export const PROLONGATION_START_OFFSET_DAYS = 1;
/**
 * The terms of the legacy 5 % prolongation (deals.md §4). Its terms are not shown in the spec:
 * the portal offers 6 and 12 months, the shortest and the usual term of the product.
 */
export const LEGACY_PROLONGATION_TERMS: readonly number[] = [6, 12];

/** A price of the options table (the server's, per deal): EUR per month, gross. */
export interface StoredProlongationPrice {
  term: number;
  price: number;
  original_price: number;
}

export type ProlongationKind = "subscription-service" | "legacy";

export interface ProlongationOffer {
  kind: ProlongationKind;
  options: ProlongationOption[];
  /** The deal's km package, which a prolongation keeps (deals.md §3 "Prolongation request"). */
  mileage_package: number;
  /** deals.md §9: the day after the minimum commitment end. */
  start_date: CalendarDay;
}

type OfferDeal = Pick<
  Deal,
  | "state"
  | "subscribed_as"
  | "subscribed_to"
  | "bridging_type"
  | "belongs_to_subscription_service"
  | "variant"
  | "term_type"
  | "followup_subscription_id"
  | "return_type"
  | "days_left_to_schedule_return"
  | "end_date"
  | "minimum_commitment_end_date"
  | "mileage_package"
  | "amount"
>;

/**
 * deals.md §9 "Options visible about 3 months before end": from the day 3 calendar months before
 * the contract end (`end_date`) up to that day. "About" is read as calendar months, the same
 * reading as the mileage upgrade's "up to 3 months before contract end".
 */
export function isExtendOptionsWindowOpen(deal: Pick<Deal, "end_date">, context: Pick<RuleContext, "now">): boolean {
  if (deal.end_date === null) return false;
  const today = berlinDay(context.now);
  const end = berlinDay(deal.end_date);
  return today >= addMonths(end, -EXTEND_OPTIONS_WINDOW_MONTHS) && today <= end;
}

/** The extend-options selector (deals.md §2, §4): an eligible deal inside its window. */
export function isExtendOptionsSelectorShown(deal: EndOfSubscriptionFields & Pick<Deal, "end_date">, context: Pick<RuleContext, "now">): boolean {
  return areEndOfSubscriptionOptionsOffered(deal) && isExtendOptionsWindowOpen(deal, context);
}

/** Two decimals, as money is stored in cents. */
function roundCents(euros: number): number {
  return Math.round(euros * 100) / 100;
}

/** One option with its discount: what the original price is lowered by, in EUR per month. */
export function withDiscount(price: StoredProlongationPrice): ProlongationOption {
  return { term: price.term, price: price.price, original_price: price.original_price, discount: roundCents(price.original_price - price.price) };
}

/** deals.md §4 "A legacy 5 percent prolongation": the monthly rate lowered by 5 %, for each legacy term. */
export function legacyProlongationOptions(amount: number): ProlongationOption[] {
  const price = roundCents((amount * (100 - LEGACY_PROLONGATION_DISCOUNT_PERCENT)) / 100);
  return LEGACY_PROLONGATION_TERMS.map((term) => withDiscount({ term, price, original_price: amount }));
}

/**
 * The prolongation a deal may take, or null (deals.md §4): the selector's deal inside its window,
 * without a follow-up yet (one prolongation per deal), with a minimum commitment end and a km
 * package; a subscription-service deal takes its 1 to 9999 options from the server's table, any
 * other deal the legacy 5 % prolongation while the retention window is closed.
 */
export function prolongationOffer(
  deal: OfferDeal,
  storedPrices: readonly StoredProlongationPrice[],
  context: Pick<RuleContext, "now">,
): ProlongationOffer | null {
  if (!isExtendOptionsSelectorShown(deal, context) || deal.followup_subscription_id !== null) return null;
  if (deal.minimum_commitment_end_date === null || deal.mileage_package === null) return null;
  const base = { mileage_package: deal.mileage_package, start_date: prolongationStartDate(deal.minimum_commitment_end_date) };
  if (deal.belongs_to_subscription_service) {
    const options = storedPrices.map(withDiscount);
    return isProlongationOffered(deal, options) ? { kind: "subscription-service", options, ...base } : null;
  }
  return isLegacyProlongationApplicable(deal) ? { kind: "legacy", options: legacyProlongationOptions(deal.amount), ...base } : null;
}

/** deals.md §9 "start date one day after the minimum commitment end". */
export function prolongationStartDate(minimumCommitmentEnd: CalendarDay): CalendarDay {
  return addDays(berlinDay(minimumCommitmentEnd), PROLONGATION_START_OFFSET_DAYS);
}

/**
 * The prolongation's end date, the one rule the portal (overview, success query) and the BFF (the
 * follow-up deal, the order, the outbox) all take: the start plus the chosen months, as Berlin
 * calendar days (14.02.2027 + 6 months = 14.08.2027); a day the target month lacks becomes its last
 * day, as dayjs adds months (31.01.2027 + 1 month = 28.02.2027).
 */
// deals.md §9: "end date the chosen number of months later" (than the start), read literally.
export function prolongationEndDate(start: CalendarDay, term: number): CalendarDay {
  return addMonths(berlinDay(start), term);
}

/** The offered option the request names, or null: the term, amount and km package must all match. */
export function chosenProlongationOption(
  offer: ProlongationOffer,
  request: { term: number; amount: number; mileage_package: number },
): ProlongationOption | null {
  if (request.mileage_package !== offer.mileage_package) return null;
  return offer.options.find((option) => option.term === request.term && Math.round(option.price * 100) === Math.round(request.amount * 100)) ?? null;
}
