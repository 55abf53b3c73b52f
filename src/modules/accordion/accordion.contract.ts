import type { Document } from "@contentful/rich-text-types";
import { defineContract } from "@/cms/module-contract";

export interface AccordionItem {
  id: string;
  title: string;
  body: Document;
}

export interface AccordionFields {
  title: string | null;
  /** `accordionItem` entries. */
  items: AccordionItem[];
}

export const accordionContract = defineContract({
  contentType: "accordion",
  fields: (entry): AccordionFields => ({
    title: entry.text("title"),
    items: entry.links("items").map((item) => ({ id: item.id, title: item.requiredText("title"), body: item.richText("body") })),
  }),
});
