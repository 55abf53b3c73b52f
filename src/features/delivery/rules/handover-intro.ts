import type { Deal } from "@/features/deals/types";
import type { RuleContext } from "@/features/deals/rules/rule-context";
import { isBusinessDeal } from "@/features/deals/rules/deal-state";
import { isSameDaySwap } from "@/features/deals/rules/subscribed-as";
import { feeKindOfAChangeToday, type ChangeFeeFields } from "./handover-change";

type IntroFields = Pick<Deal, "type" | "subscribed_as"> & ChangeFeeFields;

/**
 * deals.md §4 Handover: "the intro step is hidden for B2B, for a zero fee, or for a same-day swap".
 * The intro announces what a change costs, so it is shown exactly when a change costs today: by
 * the same fee the BFF charges, the short-term fee once the car is being prepared included.
 */
export function isHandoverIntroShown(deal: IntroFields, context: Pick<RuleContext, "now">): boolean {
  if (isBusinessDeal(deal) || isSameDaySwap(deal)) return false;
  return feeKindOfAChangeToday(deal, context) !== "free";
}
