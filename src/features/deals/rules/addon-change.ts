import { addMonths, berlinDay } from "@/lib/calendar-day";
import type { Deal, DealState } from "../types";
import type { RuleContext } from "./rule-context";

/** account.md §4: add-on change only "if state is CREATED or ACTIVE". */
const ADDON_CHANGE_STATES: ReadonlySet<DealState> = new Set(["CREATED", "ACTIVE"]);
/**
 * deals.md §4: "Insurance: upgrade only for CREATED deals", and the deductible protection is
 * "refused for ACTIVE deals (car already handed over)": the insurance groups change before the
 * handover only, adding or taking back alike.
 */
const INSURANCE_CHANGE_STATES: ReadonlySet<DealState> = new Set(["CREATED"]);
const INSURANCE_GROUPS: ReadonlySet<string> = new Set(["insurance", "protection"]);

/**
 * Whether the deal's state lets add-ons of this group change at all (the first condition of
 * `isAddonChangeAllowed`). A lead's order is not finished: its kilometres wait for it, as its
 * mileage package does (deals.md §4 Mileage, "Bestellung noch nicht abgeschlossen").
 */
export function isAddonStateOpen(deal: Pick<Deal, "state" | "variant">, group: string): boolean {
  if (group === "mileage" && deal.variant === "LEAD") return false;
  return (INSURANCE_GROUPS.has(group) ? INSURANCE_CHANGE_STATES : ADDON_CHANGE_STATES).has(deal.state);
}
/** account.md §4 and §9: "Add-on change blocked within 2 months of commitment end." */
export const ADDON_CHANGE_BLOCKED_MONTHS_BEFORE_COMMITMENT_END = 2;

/** An add-on already applied to the deal; `group` is its kind, e.g. insurance or mileage. */
export interface AppliedAddon {
  group: string;
}

/**
 * The minimum commitment end falls within the coming 2 months, from today up to the same calendar
 * day 2 months ahead, both included. A commitment end already passed is not "within" them, and a
 * deal without one is never blocked.
 */
export function isCommitmentEndWithinBlockedMonths(deal: Pick<Deal, "minimum_commitment_end_date">, context: Pick<RuleContext, "now">): boolean {
  if (deal.minimum_commitment_end_date === null) return false;
  const today = berlinDay(context.now);
  const commitmentEnd = berlinDay(deal.minimum_commitment_end_date);
  return commitmentEnd >= today && commitmentEnd <= addMonths(today, ADDON_CHANGE_BLOCKED_MONTHS_BEFORE_COMMITMENT_END);
}

/**
 * The group an add-on counts in for "no applied add-on of the relevant group": an insurance option
 * and the comfort protection both set the full-coverage deductible (deals.md §4, §9: the protection
 * lowers the standard 1,000 EUR one, an option sets its own), so one excludes the other; a customer
 * never pays for a protection an option made pointless.
 */
export function relevantAddonGroup(group: string): string {
  return INSURANCE_GROUPS.has(group) ? "insurance" : group;
}

/**
 * account.md §4: "Add-on change on a deal is allowed only if state is CREATED or ACTIVE, minimum
 * commitment end is not within 2 months, and no applied add-on of the relevant group exists"
 * (`relevantAddonGroup`); for the insurance groups CREATED only (`isAddonStateOpen`).
 */
export function isAddonChangeAllowed(
  deal: Pick<Deal, "state" | "variant" | "minimum_commitment_end_date">,
  context: Pick<RuleContext, "now">,
  group: string,
  appliedAddons: readonly AppliedAddon[],
): boolean {
  const relevant = relevantAddonGroup(group);
  return (
    isAddonStateOpen(deal, group) &&
    !isCommitmentEndWithinBlockedMonths(deal, context) &&
    !appliedAddons.some((addon) => relevantAddonGroup(addon.group) === relevant)
  );
}
