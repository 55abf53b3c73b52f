import { daysFromToday } from "@/lib/calendar-day";
import type { Deal } from "../types";
import { returnOrEndDate } from "../../returns/rules/return-planning";
import type { RuleContext } from "./rule-context";
import { isProlongation, isProlonged, isSameDaySwap, isSwappedOut } from "./subscribed-as";

/** deals.md §4 and §9: "return date 14 to 121 days away" ("Banner range 14 to 121 days"). */
export const SUBSCRIPTION_ENDS_BANNER_MIN_DAYS = 14;
export const SUBSCRIPTION_ENDS_BANNER_MAX_DAYS = 121;

type EndsSoonFields = Pick<Deal, "return_date" | "end_date" | "subscribed_as" | "subscribed_to" | "followup_subscription_id">;

/**
 * The N of the "Subscription ends in N days" banner, or null when it does not show (deals.md §4:
 * "return date 14 to 121 days away and the deal is neither a prolongation nor a same-day swap").
 * Without a booked return date the contract end is the return date.
 */
export function subscriptionEndsInDays(deal: EndsSoonFields, context: Pick<RuleContext, "now">): number | null {
  const date = returnOrEndDate(deal);
  // Not a subscription that ends either: one prolonged or swapped out on the same day goes on in its
  // follow-up (the swap's date is the list's swap banner's to tell).
  if (date === null || isProlongation(deal) || isSameDaySwap(deal) || isProlonged(deal) || isSwappedOut(deal)) return null;
  const days = daysFromToday(date, context.now);
  return days >= SUBSCRIPTION_ENDS_BANNER_MIN_DAYS && days <= SUBSCRIPTION_ENDS_BANNER_MAX_DAYS ? days : null;
}

export function isSubscriptionEndingSoon(deal: EndsSoonFields, context: Pick<RuleContext, "now">): boolean {
  return subscriptionEndsInDays(deal, context) !== null;
}
