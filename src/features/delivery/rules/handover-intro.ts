import type { Deal } from "@/features/deals/types";
import type { RuleContext } from "@/features/deals/rules/rule-context";
import { isBusinessDeal } from "@/features/deals/rules/deal-state";
import { isSameDaySwap } from "@/features/deals/rules/subscribed-as";
import { berlinDay } from "@/lib/calendar-day";
import { feeOfAChange } from "./handover-change";

type IntroFields = Pick<Deal, "type" | "subscribed_as" | "planned_delivery_date" | "preferred_delivery_date">;

/**
 * deals.md §4 Handover: "the intro step is hidden for B2B, for a zero fee, or for a same-day swap".
 * The intro announces what a change costs, so it is asked only when a change costs today. The
 * short-term fee (preparation started, a milestone the deal does not carry) is left to the
 * overview's exact fee: preparation starts in the delivery week, inside the 11 days the date decides.
 */
export function isHandoverIntroShown(deal: IntroFields, context: Pick<RuleContext, "now">): boolean {
  if (isBusinessDeal(deal) || isSameDaySwap(deal)) return false;
  const date = deal.planned_delivery_date ?? deal.preferred_delivery_date;
  return feeOfAChange({ delivery: date ? berlinDay(date) : null, today: berlinDay(context.now), preparationStarted: false }) > 0;
}
