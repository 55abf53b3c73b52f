import { defineContract, readEntry } from "@/cms/module-contract";
import { type VisibilityRuleName } from "@/cms/types";
import { VISIBILITY_RULE_NAMES } from "@/cms/visibility";
import { ctaContract, type CtaFields } from "../cta/cta.contract";

export const ACTION_GRID_COLUMNS = [1, 2, 3] as const;

export interface ActionGridFields {
  title: string | null;
  /** Tiles per row on wide screens (deals.md §2: 1 to 3, default 3). */
  columns: (typeof ACTION_GRID_COLUMNS)[number];
  /** CTA entries; each keeps its own visibility rules. */
  actions: { id: string; type: "cta"; visibility: VisibilityRuleName[]; fields: CtaFields }[];
}

export const actionGridContract = defineContract({
  contentType: "actionGrid",
  fields: (entry): ActionGridFields => ({
    title: entry.text("title"),
    columns: entry.oneOf("columns", ACTION_GRID_COLUMNS) ?? 3,
    actions: entry.links("actions").map((action) => ({
      id: action.id,
      type: "cta" as const,
      visibility: action.listOf("visibility", VISIBILITY_RULE_NAMES),
      fields: readEntry(ctaContract, action),
    })),
  }),
});
