import { hasFreeComfortProtection } from "@/features/loyalty/rules/loyalty-rules";
import type { AddonBilling, AddonGroup, LoyaltyLevel } from "../types";

/** deals.md §9, account.md §9: "Insurance comfort protection 29 euros a month". */
export const COMFORT_PROTECTION_MONTHLY_CENTS = 2900;
/** deals.md §9: comfort protection "lowers the full-coverage deductible from 1,000 to 500 euros". */
export const COMFORT_PROTECTION_VK_DEDUCTIBLE_CENTS = 50000;

export interface PricedAddon {
  group: AddonGroup;
  billing: AddonBilling;
  /** The catalogue's gross price in cents. */
  priceCents: number;
}

/**
 * What the customer is charged for an add-on, gross cents: the catalogue's price, except the
 * comfort protection, which is free for loyalty level Black (account.md §9 "29 / free for loyalty
 * level black"). The BFF charges it and the modal shows it, both from here.
 */
export function addonChargeCents(addon: PricedAddon, loyaltyLevel: LoyaltyLevel | null): number {
  if (addon.group === "protection" && hasFreeComfortProtection(loyaltyLevel)) return 0;
  return addon.priceCents;
}

/** The deal's figures an add-on changes, in cents (amount and insurance per month). */
export interface AddonDealFields {
  amountCents: number;
  insuranceAmountCents: number | null;
  damageDeductibleVollkaskoCents: number | null;
  damageDeductibleTeilkaskoCents: number | null;
  addonMileage: number | null;
}

export interface AppliedAddonEffect extends PricedAddon {
  coverageFullCents: number | null;
  coveragePartialCents: number | null;
  additionalKilometers: number | null;
}

/**
 * The deal after an add-on is attached at `chargeCents` (deals.md §3 Deal fields amount,
 * insurance_amount, damage_deductible_*, addon_mileage):
 * - insurance: the option replaces the booked insurance; its price becomes insurance_amount and the
 *   monthly rate moves by the difference; its coverage becomes the deductibles.
 * - protection: its price is added to insurance_amount and the rate; the full-coverage deductible
 *   falls to 500 EUR (never raised).
 * - mileage: the kilometres add to addon_mileage; a one-time price leaves the monthly rate alone.
 */
export function dealFieldsWithAddon(deal: AddonDealFields, addon: AppliedAddonEffect, chargeCents: number): AddonDealFields {
  const monthly = addon.billing === "monthly" ? chargeCents : 0;
  switch (addon.group) {
    case "insurance":
      return {
        ...deal,
        amountCents: deal.amountCents + monthly - (deal.insuranceAmountCents ?? 0),
        insuranceAmountCents: chargeCents,
        damageDeductibleVollkaskoCents: addon.coverageFullCents ?? deal.damageDeductibleVollkaskoCents,
        damageDeductibleTeilkaskoCents: addon.coveragePartialCents ?? deal.damageDeductibleTeilkaskoCents,
      };
    case "protection":
      return {
        ...deal,
        amountCents: deal.amountCents + monthly,
        insuranceAmountCents: (deal.insuranceAmountCents ?? 0) + monthly,
        damageDeductibleVollkaskoCents: Math.min(
          deal.damageDeductibleVollkaskoCents ?? COMFORT_PROTECTION_VK_DEDUCTIBLE_CENTS,
          addon.coverageFullCents ?? COMFORT_PROTECTION_VK_DEDUCTIBLE_CENTS,
        ),
      };
    case "mileage":
      return {
        ...deal,
        amountCents: deal.amountCents + monthly,
        addonMileage: (deal.addonMileage ?? 0) + (addon.additionalKilometers ?? 0),
      };
  }
}
