import { defineContract } from "@/cms/module-contract";

export interface ReferralTeaserFields {
  title: string;
  text: string | null;
  ctaText: string;
}

export const referralTeaserContract = defineContract({
  contentType: "referralTeaser",
  fields: (entry): ReferralTeaserFields => ({ title: entry.requiredText("title"), text: entry.text("text"), ctaText: entry.requiredText("ctaText") }),
});
