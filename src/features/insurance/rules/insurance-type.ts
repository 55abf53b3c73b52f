import type { Deal } from "@/features/deals/types";
import type { InsuranceType } from "../types";
import { COMFORT_PROTECTION_VK_DEDUCTIBLE_CENTS } from "./addon-pricing";

/**
 * deals.md §3 insurance_type, §6 "Komfort Schutz … others have basic protection": comfort when the
 * full-coverage deductible (a customer-specific one first) is at most the comfort protection's
 * 500 EUR, else basic.
 */
export function insuranceType(deal: Pick<Deal, "damage_deductible_vollkasko" | "customer_specific_vk_damage_deductible">): InsuranceType {
  const deductible = deal.customer_specific_vk_damage_deductible ?? deal.damage_deductible_vollkasko;
  return deductible !== null && deductible <= COMFORT_PROTECTION_VK_DEDUCTIBLE_CENTS ? "comfort" : "basic";
}
