/**
 * Add-ons and insurance on the wire (deals.md §3 "Addons", account.md §3 addon groups). No imports:
 * the database schema reads the enumerations from here.
 */

/** account.md §3 session user loyalty_level; the loyalty feature owns the levels and their rule. */
export type { LoyaltyLevel } from "../loyalty/types";
import type { LoyaltyLevel } from "../loyalty/types";

/** The add-on groups: an insurance upgrade, the comfort protection (deductible), extra kilometres. */
export const ADDON_GROUPS = ["insurance", "protection", "mileage"] as const;
export type AddonGroup = (typeof ADDON_GROUPS)[number];

/** Charged with every monthly rate, or once (one-time mileage). */
export const ADDON_BILLINGS = ["monthly", "one_time"] as const;
export type AddonBilling = (typeof ADDON_BILLINGS)[number];

/** One add-on of POST /api/addons: §3's addon_id, pricing.amount.gross, attributes.coverage, display_info. */
export interface Addon {
  addon_id: string;
  group: AddonGroup;
  /** EUR; gross is what a private customer pays, net what a business customer is shown (deals.md §6). */
  pricing: { amount: { gross: number; net: number }; billing: AddonBilling };
  attributes: {
    /** Deductibles in cents with this add-on: full (Vollkasko) and partial (Teilkasko) coverage. */
    coverage: { full: number | null; partial: number | null };
    additional_kilometers: number | null;
  };
  display_info: { title: string; description: string };
}

export interface AddonGroupOffer {
  id: AddonGroup;
  addons: Addon[];
}

/** The answer of POST /api/addons for a deal and its car's product. */
export interface DealAddons {
  canUpgradeInsurance: boolean;
  canAddAdditionalMileage: boolean;
  /** "comfort" with the comfort protection's deductible (at most 500 EUR), else "basic" (deals.md §6). */
  insurance_type: InsuranceType;
  vkValueFormatted: string | null;
  tkValueFormatted: string | null;
  appliedAddonIds: string[];
  /** Every group with its add-ons for this product; insurance options only as offered (deals.md §4). */
  groups: AddonGroupOffer[];
  loyalty_level: LoyaltyLevel | null;
}

export type InsuranceType = "basic" | "comfort";

/** What an attach, a cancel and the deductible reduction answer: the add-on and the deal's new figures. */
export interface AddonChange {
  subscriptionId: string;
  addonId: string;
  applied: boolean;
  price: { gross: number; billing: AddonBilling };
  deal: { amount: number; insurance_amount: number | null; damage_deductible_vollkasko: number | null; addon_mileage: number | null };
}
