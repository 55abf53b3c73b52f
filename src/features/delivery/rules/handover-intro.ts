import type { Deal } from "@/features/deals/types";
import type { RuleContext } from "@/features/deals/rules/rule-context";
import { isBusinessDeal } from "@/features/deals/rules/deal-state";
import { isSameDaySwap } from "@/features/deals/rules/subscribed-as";
import { berlinDay } from "@/lib/calendar-day";
import { feeOfAChange } from "./handover-change";

type IntroFields = Pick<Deal, "type" | "subscribed_as" | "planned_delivery_date" | "preferred_delivery_date" | "delivery_preparation_started">;

/**
 * deals.md §4 Handover: "the intro step is hidden for B2B, for a zero fee, or for a same-day swap".
 * The intro announces what a change costs, so it is shown exactly when a change costs today: by
 * the same fee the BFF charges, the short-term fee once the car is being prepared included.
 */
export function isHandoverIntroShown(deal: IntroFields, context: Pick<RuleContext, "now">): boolean {
  if (isBusinessDeal(deal) || isSameDaySwap(deal)) return false;
  const date = deal.planned_delivery_date ?? deal.preferred_delivery_date;
  return (
    feeOfAChange({
      delivery: date ? berlinDay(date) : null,
      today: berlinDay(context.now),
      preparationStarted: deal.delivery_preparation_started === true,
    }) > 0
  );
}
