import { defineContract } from "@/cms/module-contract";
import type { VisibilityRuleName } from "@/cms/types";
import { PROMO_AUDIENCES, type PromoAudience } from "@/features/promos/public";
import { VISIBILITY_RULE_NAMES } from "@/cms/visibility";
import { linkedCta, type LinkedCta } from "../cta/cta.contract";

export const PROMO_MAX_ITEMS = [1, 2, 3] as const;

export interface Promo {
  id: string;
  title: string;
  text: string | null;
  cta: LinkedCta | null;
  startDate: string | null;
  endDate: string | null;
  audiences: PromoAudience[];
  /** Deal rules, as on modules: on a page without a deal a promo naming any stays hidden. */
  visibility: VisibilityRuleName[];
}

export interface DynamicPromosFields {
  title: string | null;
  maxItems: (typeof PROMO_MAX_ITEMS)[number];
  /** `promo` entries. */
  promos: Promo[];
}

export const dynamicPromosContract = defineContract({
  contentType: "dynamicPromos",
  fields: (entry): DynamicPromosFields => ({
    title: entry.text("title"),
    maxItems: entry.oneOf("maxItems", PROMO_MAX_ITEMS) ?? 1,
    promos: entry.links("promos").map((promo) => ({
      id: promo.id,
      title: promo.requiredText("title"),
      text: promo.text("text"),
      cta: linkedCta(promo, "cta"),
      startDate: promo.text("startDate"),
      endDate: promo.text("endDate"),
      audiences: promo.listOf("audiences", PROMO_AUDIENCES),
      visibility: promo.listOf("visibility", VISIBILITY_RULE_NAMES),
    })),
  }),
});
