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
} from "@/features/deals/rules/deal-state";
import { canPlanReturn, isReturnScheduled } from "@/features/deals/rules/return-schedule";
import type { VisibilityRuleName } from "./types";

export type VisibilityRule = (deal: Deal, context: RuleContext) => boolean;

export const visibilityRules: Record<VisibilityRuleName, VisibilityRule> = {
  "deal-is-active": (deal) => isDealActive(deal),
  "deal-is-in-preparation": (deal) => isDealInPreparation(deal),
  "deal-is-ended": (deal) => isDealEnded(deal),
  "deal-is-lead": (deal) => isLeadDeal(deal),
  "deal-is-b2b": (deal) => isBusinessDeal(deal),
  "deal-is-b2c": (deal) => !isBusinessDeal(deal),
  "return-is-scheduled": (deal) => isReturnScheduled(deal),
  "return-is-not-scheduled": (deal) => !isReturnScheduled(deal),
  "return-can-be-planned": (deal) => canPlanReturn(deal),
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
