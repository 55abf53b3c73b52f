import { addMonths, berlinDay } from "@/lib/calendar-day";
import type { Deal, DealState } from "@/features/deals/types";
import type { RuleContext } from "@/features/deals/rules/rule-context";

/** deals.md §4: "Mileage upgrade is hidden for ENDED, INACTIVE, STOPPED and CANCELED deals". */
export const MILEAGE_UPGRADE_HIDDEN_STATES: ReadonlySet<DealState> = new Set(["ENDED", "INACTIVE", "STOPPED", "CANCELED"]);
/** deals.md §4: "is only possible up to 3 months before contract end". */
export const MILEAGE_UPGRADE_CLOSES_MONTHS_BEFORE_END = 3;

/**
 * deals.md §4: hidden for ENDED, INACTIVE, STOPPED and CANCELED deals and "only possible up to 3
 * months before contract end" (`end_date`): up to and including the calendar day 3 months before
 * it, in Berlin. A deal without an end date has no such limit.
 */
export function isMileageUpgradeVisible(deal: Pick<Deal, "state" | "end_date">, context: Pick<RuleContext, "now">): boolean {
  if (MILEAGE_UPGRADE_HIDDEN_STATES.has(deal.state)) return false;
  if (deal.end_date === null) return true;
  return berlinDay(context.now) <= addMonths(berlinDay(deal.end_date), -MILEAGE_UPGRADE_CLOSES_MONTHS_BEFORE_END);
}

/** deals.md §4: the upgrade is "never downward": only packages above the current one. */
export function upgradeMileagePackages<T extends { mileage_package: number }>(deal: Pick<Deal, "mileage_package">, packages: readonly T[]): T[] {
  const current = deal.mileage_package;
  return packages.filter((candidate) => current === null || candidate.mileage_package > current);
}
