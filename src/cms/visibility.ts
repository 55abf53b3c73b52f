/**
 * The visibility rules content may name (`visibility` on a module entry). Each is a pure rule
 * from `features/<domain>/rules`; a module shows only when every rule it names holds. The names are
 * enumerated in `cms-schema/`, and a test keeps that enumeration equal to these keys.
 */
import type { Deal } from "@/features/deals/types";
import type { RuleContext } from "@/features/deals/rules/rule-context";
import {
  isBusinessDeal,
  isDealActive,
  isDealEnded,
  isDealInPreparation,
  isLeadDeal,
  wasCarHandedOver,
} from "@/features/deals/rules/deal-state";
import { isReturnInProgress, isReturnTypeChoiceOpen } from "@/features/deals/rules/return-planning";
import { isReturnReminderShown } from "@/features/deals/rules/return-reminder";
import { canPlanReturn, isReturnScheduled } from "@/features/deals/rules/return-schedule";
import { isSubscriptionEndingSoon } from "@/features/deals/rules/subscription-ends-soon";
import { isDeliveryDelayed } from "@/features/delivery/rules/delivery-delay";
import { isOrderStatusVisible } from "@/features/delivery/rules/order-status";
import { isAutoRenewalNoticeShown } from "@/features/end-of-subscription/rules/auto-renewal-notice";
import { areEndOfSubscriptionOptionsOffered } from "@/features/end-of-subscription/rules/end-of-subscription-options";
import { isLegacyProlongationApplicable } from "@/features/end-of-subscription/rules/prolongation";
import { isRetentionWindowOpen } from "@/features/end-of-subscription/rules/retention-window";
import {
  isEndOfSubscriptionReturnWindowOpen,
  isSwapBannerReturnWindowOpen,
} from "@/features/end-of-subscription/rules/return-windows";
import { isDeductibleReductionOffered } from "@/features/insurance/rules/deductible-reduction";
import { isMileageUpgradeVisible } from "@/features/mileage/rules/mileage-upgrade";
import type { VisibilityRuleName } from "./types";

export type VisibilityRule = (deal: Deal, context: RuleContext) => boolean;

export const visibilityRules: Record<VisibilityRuleName, VisibilityRule> = {
  "deal-is-active": (deal) => isDealActive(deal),
  "deal-is-in-preparation": (deal) => isDealInPreparation(deal),
  "deal-is-ended": (deal) => isDealEnded(deal),
  "deal-is-lead": (deal) => isLeadDeal(deal),
  "deal-is-b2b": (deal) => isBusinessDeal(deal),
  "deal-is-b2c": (deal) => !isBusinessDeal(deal),
  "car-was-handed-over": (deal) => wasCarHandedOver(deal),
  "return-is-scheduled": (deal) => isReturnScheduled(deal),
  "return-is-not-scheduled": (deal) => !isReturnScheduled(deal),
  "return-can-be-planned": (deal) => canPlanReturn(deal),
  "return-in-progress": (deal) => isReturnInProgress(deal),
  "return-type-choice-open": (deal, context) => isReturnTypeChoiceOpen(deal, context),
  "return-reminder-banner": (deal) => isReturnReminderShown(deal),
  "subscription-ends-soon": (deal, context) => isSubscriptionEndingSoon(deal, context),
  "order-status-visible": (deal, context) => isOrderStatusVisible(deal, context),
  // Planned date differs from the preferred one and lies ahead. The delay banner itself also needs
  // "no early availability" from the handover metadata: `isDeliveryDelayBannerShown`.
  "delivery-delayed": (deal, context) => isDeliveryDelayed(deal, context),
  "end-of-subscription-options-offered": (deal) => areEndOfSubscriptionOptionsOffered(deal),
  "end-of-subscription-return-window-open": (deal, context) => isEndOfSubscriptionReturnWindowOpen(deal, context),
  "swap-banner-return-window-open": (deal, context) => isSwapBannerReturnWindowOpen(deal, context),
  "retention-window-open": (deal) => isRetentionWindowOpen(deal),
  "legacy-prolongation-applies": (deal) => isLegacyProlongationApplicable(deal),
  "mileage-upgrade-visible": (deal, context) => isMileageUpgradeVisible(deal, context),
  "deductible-reduction-offered": (deal) => isDeductibleReductionOffered(deal),
  "auto-renewal-notice": (deal) => isAutoRenewalNoticeShown(deal),
};

/**
 * Every named rule must hold. Rules are about a deal, so on a page without one (the list, the
 * home page) a module that names any rule stays hidden; a module naming none always shows.
 */
export function isModuleVisible(ruleNames: readonly VisibilityRuleName[], deal: Deal | null, context: RuleContext): boolean {
  if (ruleNames.length === 0) return true;
  if (!deal) return false;
  return ruleNames.every((name) => visibilityRules[name](deal, context));
}
