import { defineContract } from "@/cms/module-contract";

export const DIVIDER_SPACINGS = ["small", "medium", "large"] as const;

export interface DividerFields {
  spacing: (typeof DIVIDER_SPACINGS)[number];
}

export const dividerContract = defineContract({
  contentType: "divider",
  fields: (entry): DividerFields => ({ spacing: entry.oneOf("spacing", DIVIDER_SPACINGS) ?? "medium" }),
});
