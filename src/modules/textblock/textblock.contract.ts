import type { Document } from "@contentful/rich-text-types";
import { defineContract } from "@/cms/module-contract";

export interface TextblockFields {
  title: string | null;
  /** Embedded entries and entry links come resolved (`cms/source/rich-text-targets.ts`). */
  body: Document;
}

export const textblockContract = defineContract({
  contentType: "textblock",
  fields: (entry): TextblockFields => ({ title: entry.text("title"), body: entry.richText("body") }),
});
