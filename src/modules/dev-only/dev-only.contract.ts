import { defineContract } from "@/cms/module-contract";

export interface DevOnlyFields {
  title: string | null;
  note: string | null;
}

export const devOnlyContract = defineContract({
  contentType: "devOnly",
  fields: (entry): DevOnlyFields => ({ title: entry.text("title"), note: entry.text("note") }),
});
