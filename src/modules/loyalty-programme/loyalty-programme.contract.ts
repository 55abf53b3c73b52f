import { defineContract } from "@/cms/module-contract";

import { BENEFIT_ICONS, LOYALTY_LEVELS, type LoyaltyBenefitContent } from "@/features/loyalty/public";

export interface LoyaltyProgrammeFields {
  title: string | null;
  /** account.md §3 Loyalty benefit entries, in the editors' order. */
  benefits: LoyaltyBenefitContent[];
}

/** The loyalty page (account.md §2 Loyalty page): texts of the programme in messages, benefits from content. */
export const loyaltyProgrammeContract = defineContract({
  contentType: "loyaltyProgramme",
  fields: (entry): LoyaltyProgrammeFields => ({
    title: entry.text("title"),
    benefits: entry.links("benefits").map((benefit) => ({
      id: benefit.id,
      minimumLevel: benefit.requiredOneOf("minimumLevel", LOYALTY_LEVELS),
      onlyForCurrentLevel: benefit.flag("onlyForCurrentLevel"),
      promoTitle: benefit.text("promoTitle"),
      displayTitle: benefit.requiredText("displayTitle"),
      displaySubtitle: benefit.text("displaySubtitle"),
      modalTitle: benefit.text("modalTitle"),
      modalDescription: benefit.text("modalDescription"),
      icon: benefit.oneOf("icon", BENEFIT_ICONS),
    })),
  }),
});
