/**
 * The visibility rules content may name (`visibility` on a module entry), defined here once: each
 * is a pure rule from `features/<domain>/rules`; a module shows only when every rule it names holds.
 * The names, their type and the enumerations of `cms-schema/` are derived from this object
 * (`npx tsx scripts/cms/schema-enums.ts` writes the schema's, a test checks it), and a test checks
 * that content names every one of them (a rule no content names is deleted).
 * Adding a rule: its function in `features/<domain>/rules` with its table test, one line here,
 * then the script.
 */
import type { Deal } from "@/features/deals/types";
import type { RuleContext } from "@/features/deals/rules/rule-context";
import {
  isBusinessDeal,
  isDealActive,
  isDealCalledOff,
  isDealEnded,
  isDealInPreparation,
  isLeadDeal,
  isOrderUnderReview,
  wasCarHandedOver,
} from "@/features/deals/rules/deal-state";
import { isReturnInProgress, isReturnReasonAsked } from "@/features/returns/rules/return-planning";
import { isReturnReminderShown } from "@/features/returns/rules/return-reminder";
import { canPlanReturn, isReturnScheduled, returnPlanningBlock } from "@/features/returns/rules/return-schedule";
import { isSubscriptionEndingSoon } from "@/features/deals/rules/subscription-ends-soon";
import { isProlongation, isProlonged } from "@/features/deals/rules/subscribed-as";
import { isFinalInvoiceIssued } from "@/features/deals/rules/final-invoice";
import { isDeliveryDelayed } from "@/features/delivery/rules/delivery-delay";
import { isHandoverIntroShown } from "@/features/delivery/rules/handover-intro";
import { handoverChangeBlockOf, handoverChangeOfferOf } from "@/features/delivery/rules/handover-change";
import { isDeliveryDatePlanned, isOrderStatusVisible } from "@/features/delivery/rules/order-status";
import { autoRenewalNotice } from "@/features/end-of-subscription/rules/auto-renewal-notice";
import { areEndOfSubscriptionOptionsOffered } from "@/features/end-of-subscription/rules/end-of-subscription-options";
import { mileageUpgradeBlock } from "@/features/mileage/rules/mileage-packages";
import { areDepositRefundDetailsReceived, isDepositRefundAwaited } from "@/features/deposit-refund/rules/deposit-refund";
import { businessFlowOffered } from "@/features/business/rules/business-roles";
import { hasEngineOil } from "@/features/service-requests/rules/service-request";

export type VisibilityRule = (deal: Deal, context: RuleContext) => boolean;

/** The rules' names stay literal keys; each is a `VisibilityRule` whatever parameters it reads. */
function defineRules<Name extends string>(rules: Record<Name, VisibilityRule>): Record<Name, VisibilityRule> {
  return rules;
}

export const visibilityRules = defineRules({
  "deal-is-active": (deal) => isDealActive(deal),
  "deal-is-in-preparation": (deal) => isDealInPreparation(deal),
  // A prolongation's new deal is CREATED too, but its car stays with the customer (deals.md §4
  // Prolongation): no "your car is being prepared" story for it.
  // A lead's order is not finished (deals.md §2 "Bestellung fortsetzen"): no car is prepared for it yet.
  "car-awaits-delivery": (deal) => isDealInPreparation(deal) && !isProlongation(deal) && !isLeadDeal(deal),
  // "Dein Abo wird vorbereitet" waits until the order is checked: a SIGNED one reads "Bestellung wird
  // geprüft" (§4), and its delivery can still be changed (review round 12).
  "car-in-preparation": (deal) => isDealInPreparation(deal) && !isOrderUnderReview(deal) && !isProlongation(deal) && !isLeadDeal(deal),
  "order-not-completed": (deal) => isLeadDeal(deal),
  "prolongation-follows-on": (deal) => isDealInPreparation(deal) && isProlongation(deal),
  "deal-is-ended": (deal) => isDealEnded(deal),
  // STOPPED or CANCELED: an order that never started, so no car to report damage on or to service.
  "deal-is-called-off": (deal) => isDealCalledOff(deal),
  "deal-is-b2b": (deal) => isBusinessDeal(deal),
  "deal-is-b2c": (deal) => !isBusinessDeal(deal),
  "car-was-handed-over": (deal) => wasCarHandedOver(deal),
  "return-is-scheduled": (deal) => isReturnScheduled(deal),
  "return-reminder-banner": (deal) => isReturnReminderShown(deal),
  "subscription-ends-soon": (deal, context) => isSubscriptionEndingSoon(deal, context),
  "deal-is-prolonged": (deal) => isProlonged(deal),
  "order-status-visible": (deal, context) => isOrderStatusVisible(deal, context),
  // Planned date differs from the preferred one and lies ahead. The delay banner itself also needs
  // "no early availability" from the order status: `isDeliveryDelayBannerShown`, in the banner.
  "delivery-delayed": (deal, context) => isDeliveryDelayed(deal, context),
  "end-of-subscription-options-offered": (deal) => areEndOfSubscriptionOptionsOffered(deal),
  "auto-renewal-pending": (deal) => autoRenewalNotice(deal)?.phase === "preAutoRenewal",
  "auto-renewal-done": (deal) => autoRenewalNotice(deal)?.phase === "postAutoRenewal",
  "return-reason-asked": (deal) => isReturnReasonAsked(deal),
  "return-can-be-planned": (deal) => canPlanReturn(deal),
  // The return page's notice why there is no form, one per reason: never beside the form (deals.md §4).
  "return-not-yet-plannable": (deal) => returnPlanningBlock(deal) === "not_yet",
  "return-under-way": (deal) => returnPlanningBlock(deal) === "return_under_way",
  "return-car-not-delivered": (deal) => returnPlanningBlock(deal) === "car_not_delivered",
  "return-subscription-ended": (deal) => returnPlanningBlock(deal) === "subscription_ended",
  "return-called-off": (deal) => returnPlanningBlock(deal) === "called_off",
  "return-not-needed-prolonged": (deal) => returnPlanningBlock(deal) === "prolonged",
  // deals.md §4 "If a return type is already set, a note says a return is in progress": the action
  // reads "Rückgabe ändern" then, "Rückgabe planen" before.
  "return-type-is-set": (deal) => isReturnInProgress(deal),
  "return-type-not-set": (deal) => !isReturnInProgress(deal),
  "handover-intro-shown": (deal, context) => isHandoverIntroShown(deal, context),
  // The change modal: its steps, or why there are none (the BFF refuses the change by the same rule).
  "handover-changeable": (deal, context) => handoverChangeBlockOf(deal, context) === null,
  "handover-not-changeable": (deal, context) => handoverChangeBlockOf(deal, context) === "not_changeable",
  // The deal page's word on changing the delivery: the fee the BFF charges today (deals.md §9),
  // none where the change is switched off or not changeable.
  "handover-change-free": (deal, context) => handoverChangeOfferOf(deal, context) === "free",
  "handover-change-effort-fee": (deal, context) => handoverChangeOfferOf(deal, context) === "effort_fee",
  "handover-change-short-term-fee": (deal, context) => handoverChangeOfferOf(deal, context) === "short_term_fee",
  // "Sobald der Liefertermin feststeht …" only while no delivery date is planned.
  "delivery-date-open": (deal) => !isDeliveryDatePlanned(deal),
  // deals.md §4 Mileage: the upgrade modal's form, or why there is none.
  "mileage-upgrade-possible": (deal, context) => mileageUpgradeBlock(deal, context) === null,
  "mileage-upgrade-too-late": (deal, context) => mileageUpgradeBlock(deal, context) === "mileage_upgrade_too_late",
  "mileage-upgrade-not-available": (deal, context) => mileageUpgradeBlock(deal, context) === "mileage_upgrade_not_available",
  "mileage-upgrade-switched-off": (deal, context) => mileageUpgradeBlock(deal, context) === "mileage_upgrade_switched_off",
  "mileage-upgrade-order-pending": (deal, context) => mileageUpgradeBlock(deal, context) === "mileage_upgrade_order_pending",
  "deposit-refund-awaited": (deal) => isDepositRefundAwaited(deal),
  "deposit-refund-received": (deal) => areDepositRefundDetailsReceived(deal),
  "final-invoice-pending": (deal) => !isFinalInvoiceIssued(deal),
  "final-invoice-issued": (deal) => isFinalInvoiceIssued(deal),
  // The company's switches of account.md §2 Business portal.
  "business-report-damage-enabled": (_deal, context) => businessFlowOffered(context, "reportDamage"),
  "business-report-damage-disabled": (_deal, context) => !businessFlowOffered(context, "reportDamage"),
  "business-schedule-service-enabled": (_deal, context) => businessFlowOffered(context, "scheduleService"),
  "business-schedule-service-disabled": (_deal, context) => !businessFlowOffered(context, "scheduleService"),
  "business-handover-enabled": (_deal, context) => businessFlowOffered(context, "handover"),
  "business-handover-disabled": (_deal, context) => !businessFlowOffered(context, "handover"),
  // A service option's rule (the oil change), the one the BFF checks the request by.
  "car-has-engine-oil": (deal) => hasEngineOil(deal.car),
});

export type VisibilityRuleName = keyof typeof visibilityRules;
/** Every rule name, in the order above. */
export const VISIBILITY_RULE_NAMES = Object.keys(visibilityRules) as VisibilityRuleName[];

/**
 * Every named rule must hold. Rules are about a deal, so on a page without one (the list, the
 * home page) a module that names any rule stays hidden; a module naming none always shows.
 */
export function isModuleVisible(ruleNames: readonly VisibilityRuleName[], deal: Deal | null, context: RuleContext): boolean {
  if (ruleNames.length === 0) return true;
  if (!deal) return false;
  return ruleNames.every((name) => visibilityRules[name](deal, context));
}
