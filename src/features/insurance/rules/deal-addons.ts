import type { Deal } from "@/features/deals/types";
import { isAddonChangeAllowed, type AppliedAddon } from "@/features/deals/rules/addon-change";
import type { RuleContext } from "@/features/deals/rules/rule-context";
import { ADDON_GROUPS, type Addon, type AddonGroup, type AddonGroupOffer } from "../types";
import { doesProtectionLowerTheDeductible } from "./deductible-reduction";
import { offeredInsuranceOptions } from "./insurance-options";

type OfferDeal = Pick<Deal, "state" | "variant" | "minimum_commitment_end_date" | "insurance_amount" | "damage_deductible_vollkasko">;

export interface AddonOffer {
  canUpgradeInsurance: boolean;
  canAddAdditionalMileage: boolean;
  groups: AddonGroupOffer[];
}

/**
 * What POST /api/addons offers a deal (deals.md §3, §4; account.md §4), from its car's add-ons
 * (priced for this customer) and the add-ons it has:
 * - insurance options only as `offeredInsuranceOptions` lets them (price not below the current one,
 *   full coverage not above the deductible); `canUpgradeInsurance` when one is left and a change is
 *   allowed (`isAddonChangeAllowed`: CREATED or ACTIVE, not within 2 months of the commitment end,
 *   no insurance option or protection applied). The modal's action asks `isInsuranceUpgradeOffered` on top (CREATED).
 * - the comfort protection while it is applied, else only beside no insurance option and where it
 *   lowers the full-coverage deductible (`doesProtectionLowerTheDeductible`).
 * - `canAddAdditionalMileage` when the car has mileage add-ons and one is applied (the modal then
 *   shows its success state, §4 "an already attached add-on shows the success state") or a change
 *   is allowed.
 */
export function dealAddonOffer(
  deal: OfferDeal,
  context: Pick<RuleContext, "now">,
  addons: readonly Addon[],
  applied: readonly AppliedAddon[],
): AddonOffer {
  const of = (group: AddonGroup) => addons.filter((addon) => addon.group === group);
  const allowed = (group: AddonGroup) => isAddonChangeAllowed(deal, context, group, applied);
  const insurance = offeredInsuranceOptions(deal, of("insurance"));
  const mileage = of("mileage");
  // The protection while it is applied (to show and take back), else only beside no insurance option and where it lowers the deductible.
  const has = (group: AddonGroup) => applied.some((addon) => addon.group === group);
  const protection = has("protection") || (!has("insurance") && doesProtectionLowerTheDeductible(deal)) ? of("protection") : [];
  const groups = ADDON_GROUPS.map((id) => ({ id, addons: id === "insurance" ? insurance : id === "protection" ? protection : of(id) }));
  return {
    canUpgradeInsurance: insurance.length > 0 && allowed("insurance"),
    canAddAdditionalMileage: mileage.length > 0 && (applied.some((addon) => addon.group === "mileage") || allowed("mileage")),
    groups,
  };
}
