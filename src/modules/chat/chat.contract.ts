import { defineContract } from "@/cms/module-contract";

export interface ChatFields {
  title: string;
  text: string | null;
}

/** The chat widget module (account.md §2 Chat, §2 Content modules "chat"): its heading and intro from content. */
export const chatContract = defineContract({
  contentType: "chat",
  fields: (entry): ChatFields => ({ title: entry.requiredText("title"), text: entry.text("text") }),
});
