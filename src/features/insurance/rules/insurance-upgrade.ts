import type { Deal } from "@/features/deals/types";

/** The part of POST /api/addons this rule reads (deals.md §3, "Addons"). */
export interface InsuranceAddons {
  canUpgradeInsurance: boolean;
}

/** deals.md §4: "Insurance: upgrade only for CREATED deals that have an upgrade add-on." */
export function isInsuranceUpgradeOffered(deal: Pick<Deal, "state">, addons: InsuranceAddons | null): boolean {
  return deal.state === "CREATED" && addons !== null && addons.canUpgradeInsurance;
}
