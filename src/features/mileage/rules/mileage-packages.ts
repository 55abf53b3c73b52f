import { dayjs } from "@/lib/clock";
import { berlinDay } from "@/lib/calendar-day";
import type { Audience } from "@/lib/audience";
import type { Deal } from "@/features/deals/types";
import type { RuleContext } from "@/features/deals/rules/rule-context";
import { isMileageUpgradeVisible, MILEAGE_UPGRADE_HIDDEN_STATES } from "./mileage-upgrade";
import { businessFlowOffered } from "@/features/business/rules/business-roles";
import { VAT_FACTOR } from "@/lib/money";

/**
 * The price list of mileage packages (deals.md §3 "Mileage packages"; the list itself is not in the
 * spec): per package (km per month) its monthly surcharge over the smallest package, gross for
 * private customers and net of VAT for business customers (§6 "net prices", §9). The BFF keeps it
 * in the table `mileage_package_catalogue`; these are its seeded values: 25 EUR gross (21 EUR net)
 * per 500 km a month.
 */
export interface MileagePackagePrice {
  mileage_package: number;
  surcharge_gross_cents: number;
  surcharge_net_cents: number;
}

export const SEEDED_MILEAGE_PACKAGES: readonly MileagePackagePrice[] = [500, 1000, 1500, 2000, 2500, 3000, 4000, 5000].map((km) => ({
  mileage_package: km,
  surcharge_gross_cents: ((km - 500) / 500) * 2_500,
  surcharge_net_cents: ((km - 500) / 500) * 2_100,
}));

/** deals.md §3: one offer of GET …/mileage_packages, amounts in EUR (the deal's own: gross, or net for business). */
export interface MileagePackageOffer {
  mileage_package: number;
  /** More per month than now. */
  amount_change: number;
  /** The monthly rate with this package. */
  new_amount: number;
  /** Paid once for the months already driven (see `monthsDriven`). */
  one_time_payment: number;
}

/** Why an upgrade is not possible, as the BFF's 409 codes name it (`api/problem-codes.ts`). */
/** `mileage_upgrade_switched_off`: the customer's company switched the upgrade off (account.md §2 Business portal). */
/** `mileage_upgrade_order_pending`: a lead, whose order is not finished yet (see `mileageUpgradeBlock`). */
export type MileageUpgradeBlock =
  "mileage_upgrade_not_available" | "mileage_upgrade_too_late" | "mileage_upgrade_switched_off" | "mileage_upgrade_order_pending";

/**
 * Whether the deal's package can be raised now (deals.md §4): not in a hidden state (ENDED,
 * INACTIVE, STOPPED, CANCELED), nor later than 3 months before the end. Not shown in the spec, and
 * treated like a hidden state: a deal without a package. A lead is told to wait for its order.
 */
export function mileageUpgradeBlock(
  deal: Pick<Deal, "state" | "end_date" | "variant" | "mileage_package">,
  context: Pick<RuleContext, "now" | "audience" | "businessSettings">,
): MileageUpgradeBlock | null {
  if (MILEAGE_UPGRADE_HIDDEN_STATES.has(deal.state)) return "mileage_upgrade_not_available";
  // deals.md §4 Mileage upgrades the package of a subscription; a lead's checkout is unfinished, so it has none yet: possible once ordered.
  if (deal.variant === "LEAD") return "mileage_upgrade_order_pending";
  if (deal.mileage_package === null) return "mileage_upgrade_not_available";
  // account.md §2 Business portal: a company may switch the mileage upgrade off for its cars.
  if (!businessFlowOffered(context, "mileageUpgrade")) return "mileage_upgrade_switched_off";
  return isMileageUpgradeVisible(deal, context) ? null : "mileage_upgrade_too_late";
}

/**
 * Whole calendar months from the handover to today (Berlin days): the months already driven on the
 * current package. None before the handover.
 */
export function monthsDriven(deal: Pick<Deal, "actual_handover_date">, context: Pick<RuleContext, "now">): number {
  if (deal.actual_handover_date === null) return 0;
  const months = dayjs.utc(berlinDay(context.now)).diff(dayjs.utc(berlinDay(deal.actual_handover_date)), "month");
  return Math.max(0, months);
}

/**
 * deals.md §3 flag `is_late_change` (its meaning is not shown): the change comes after the first
 * month of driving. A package is the allowance for the whole term (the mileage report counts the
 * excess over the term), so raising it later also covers the months already driven: they are paid
 * once at the difference, the offer's `one_time_payment`.
 */
export function isLateChange(deal: Pick<Deal, "actual_handover_date">, context: Pick<RuleContext, "now">): boolean {
  return monthsDriven(deal, context) >= 1;
}

/** The monthly surcharge of a package in the customer's prices (business: net of VAT); null for a package not in the list. */
export function surchargeCents(catalogue: readonly MileagePackagePrice[], mileagePackage: number, audience: Audience): number | null {
  const price = catalogue.find((candidate) => candidate.mileage_package === mileagePackage);
  if (!price) return null;
  return audience === "b2b" ? price.surcharge_net_cents : price.surcharge_gross_cents;
}

/** How much more a month `target` costs than `current`, in cents; null when either is not in the list. */
export function packageFeeCents(catalogue: readonly MileagePackagePrice[], current: number, target: number, audience: Audience): number | null {
  const from = surchargeCents(catalogue, current, audience);
  const to = surchargeCents(catalogue, target, audience);
  return from === null || to === null ? null : to - from;
}

/**
 * The deal's monthly rate in the customer's prices, cents: the deal stores it gross (deals.md §3
 * amount, §9 VAT 1.19); a business customer is quoted net of VAT (§6), to the cent the list card,
 * the deal page and the business portal show (`netOfVat`). Quoting and storing both from this rule keeps
 * the upgrade from quoting the gross rate as if it were net ("499,00 € zzgl. MwSt." beside the deal page's 419,33 €) and
 * stored a net surcharge on the gross rate.
 */
export function rateInCustomerPricesCents(grossCents: number, audience: Audience): number {
  return audience === "b2b" ? Math.round(grossCents / VAT_FACTOR) : grossCents;
}

/**
 * The gross rate the deal stores for a rate in the customer's prices: a net rate times the VAT
 * factor, to the cent, whose net (`rateInCustomerPricesCents`) is that rate again.
 */
export function grossRateCents(customerCents: number, audience: Audience): number {
  return audience === "b2b" ? Math.round(customerCents * VAT_FACTOR) : customerCents;
}

export interface PricedUpgrade {
  mileage_package: number;
  amount_change_cents: number;
  new_amount_cents: number;
  one_time_payment_cents: number;
}

/**
 * The upgrades a deal is offered (deals.md §4 "never downward"): every listed package above the
 * current one, priced from the list against the deal's monthly rate (`amountCents`, in the
 * customer's prices). A deal whose own package is not in the list is offered nothing: its price
 * could not be compared.
 */
export function priceUpgrades(
  deal: Pick<Deal, "mileage_package" | "actual_handover_date">,
  amountCents: number,
  catalogue: readonly MileagePackagePrice[],
  context: Pick<RuleContext, "now" | "audience">,
): PricedUpgrade[] {
  const current = deal.mileage_package;
  if (current === null || surchargeCents(catalogue, current, context.audience) === null) return [];
  const months = monthsDriven(deal, context);
  return catalogue
    .filter((price) => price.mileage_package > current)
    .sort((a, b) => a.mileage_package - b.mileage_package)
    .map((price) => {
      const change = packageFeeCents(catalogue, current, price.mileage_package, context.audience) ?? 0;
      return {
        mileage_package: price.mileage_package,
        amount_change_cents: change,
        new_amount_cents: amountCents + change,
        one_time_payment_cents: change * months,
      };
    });
}

/** The wire shape of deals.md §3 (EUR). */
export function toOffer(upgrade: PricedUpgrade): MileagePackageOffer {
  return {
    mileage_package: upgrade.mileage_package,
    amount_change: upgrade.amount_change_cents / 100,
    new_amount: upgrade.new_amount_cents / 100,
    one_time_payment: upgrade.one_time_payment_cents / 100,
  };
}
